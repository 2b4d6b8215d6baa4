// The one order history (002 §3 "Order", §7 GET /orders, GET /orders/{no}, status counts): every
// order of the member, whatever its kind, from the orders read model.
import { Inject, Injectable } from '@nestjs/common';
import { constants, orderIdOfNumber, type OrderItem, type OrdersQuery, type OrdersResponse, type OrderTab, type ShopOrder } from '@shop/contracts';
import { OrderSummaryRow, orderTypeOf } from '@shop/projections';
import { DataSource, In } from 'typeorm';

/** Which of the spec's order statuses each /order/list tab shows. */
export const orderTabStatuses: Record<Exclude<OrderTab, 'all'>, readonly string[]> = {
  pending: ['pending'],
  processing: ['paid', 'processing'],
  shipping: ['shipping'],
  completed: ['delivered', 'completed'],
};

export function toOrder(row: OrderSummaryRow): ShopOrder {
  const discount = Math.floor(row.points / constants.points.pointsPerCurrencyUnit);
  const items: OrderItem[] = row.items.map((i) => ({
    item_name: i.itemName,
    item_image_url: i.imageUrl,
    variation: i.variation,
    quantity: i.quantity,
    unit_price: i.unitPrice,
    subtotal: i.unitPrice * i.quantity,
  }));
  return {
    order_number: row.orderId,
    order_type: orderTypeOf(row.kind) as ShopOrder['order_type'],
    status: row.orderStatus as ShopOrder['status'],
    payment_status: row.paymentStatus as ShopOrder['payment_status'],
    payment_method: row.paymentMethod as ShopOrder['payment_method'],
    shipping_method: row.shippingMethod,
    shipping_fee: row.shippingFee,
    total_amount: row.amount,
    discount_amount: discount,
    coupon_discount: row.couponDiscount,
    final_amount: Math.max(0, row.amount - discount - row.couponDiscount),
    is_token_payment: row.paymentMethod === 'balance',
    token_amount: row.tokens,
    created_at: row.placedAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    tracking_number: row.trackingNumber,
    order_items: items,
    product_name: row.productName,
    recipient: row.recipient,
    customer_note: row.customerNote,
    invoice: row.invoice
      ? {
          invoice_type: row.invoice.invoiceType,
          email: row.invoice.email,
          carrier_code: row.invoice.carrierCode ?? null,
          buyer_ubn: row.invoice.taxId ?? null,
          buyer_name: row.invoice.companyName ?? null,
          donation_code: row.invoice.donationCode ?? null,
        }
      : null,
    card_refund_due: row.cardRefundDue,
    card_refunded: row.cardRefunded,
  };
}

@Injectable()
export class OrderHistoryReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async page(userId: string, query: OrdersQuery): Promise<OrdersResponse> {
    const where = query.status === 'all' ? { userId } : { userId, orderStatus: In([...orderTabStatuses[query.status]]) };
    const [rows, total] = await this.db.getRepository(OrderSummaryRow).findAndCount({
      where,
      order: { placedAt: 'DESC', orderId: 'ASC' },
      skip: (query.page - 1) * query.per_page,
      take: query.per_page,
    });
    return {
      success: true,
      data: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
        per_page: query.per_page,
        total,
        data: rows.map(toOrder),
      },
    };
  }

  /** How many orders each tab lists. */
  async counts(userId: string): Promise<Record<OrderTab, number>> {
    const rows = await this.db
      .getRepository(OrderSummaryRow)
      .createQueryBuilder('o')
      .select('o.order_status', 'status')
      .addSelect('COUNT(*)::int', 'n')
      .where('o.user_id = :userId', { userId })
      .groupBy('o.order_status')
      .getRawMany<{ status: string; n: number }>();
    const of = (statuses: readonly string[]) => rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
    return {
      all: rows.reduce((sum, r) => sum + r.n, 0),
      pending: of(orderTabStatuses.pending),
      processing: of(orderTabStatuses.processing),
      shipping: of(orderTabStatuses.shipping),
      completed: of(orderTabStatuses.completed),
    };
  }

  async one(userId: string, orderNumber: string): Promise<ShopOrder | null> {
    // An order's K… number or its id; a recharge's own number.
    const row = await this.db.getRepository(OrderSummaryRow).findOneBy({ orderId: orderIdOfNumber(orderNumber) ?? orderNumber, userId });
    return row ? toOrder(row) : null;
  }
}
