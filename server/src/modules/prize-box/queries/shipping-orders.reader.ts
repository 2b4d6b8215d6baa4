// The staff's fulfilment queue: box shipments and shop orders waiting for the warehouse (paid, oldest first) or
// already shipped (newest first), from the shipping-order read model.
import { Inject, Injectable } from '@nestjs/common';
import type { ShippingOrdersQuery, ShippingOrdersResponse, StaffShippingOrder } from '@shop/contracts';
import { ShippingOrderRow } from '@shop/projections';
import { DataSource } from 'typeorm';

@Injectable()
export class ShippingOrdersReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async page(query: ShippingOrdersQuery): Promise<ShippingOrdersResponse> {
    const [rows, total] = await this.db.getRepository(ShippingOrderRow).findAndCount({
      where: { status: query.status, ...(query.user_id ? { userId: query.user_id } : {}) },
      order: { placedAt: query.status === 'paid' ? 'ASC' : 'DESC', orderId: 'ASC' },
      skip: (query.page - 1) * query.per_page,
      take: query.per_page,
    });
    return {
      success: true,
      data: rows.map(view),
      total,
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    };
  }
}

function view(row: ShippingOrderRow): StaffShippingOrder {
  return {
    order_id: row.orderId,
    kind: row.kind as StaffShippingOrder['kind'],
    user_id: row.userId,
    status: row.status as StaffShippingOrder['status'],
    items: row.items.map((i) => ({ id: i.itemId, item_name: i.name, item_image_url: i.imageUrl })),
    shipping_method: row.shippingMethod as StaffShippingOrder['shipping_method'],
    shipping_fee: row.fee,
    recipient_name: row.recipientName,
    recipient_phone: row.recipientPhone,
    city: row.city,
    district: row.district,
    address_detail: row.addressDetail,
    customer_note: row.customerNote,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    placed_at: row.placedAt.toISOString(),
    shipped_at: row.shippedAt?.toISOString() ?? null,
  };
}
