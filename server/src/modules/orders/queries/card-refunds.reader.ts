// The staff's refund queue: orders owing card payments back (due, oldest payment first) or whose
// card payments staff refunded at the gateway (refunded, newest first), from the orders read model.
import { Inject, Injectable } from '@nestjs/common';
import type { CardRefundsQuery, CardRefundsResponse, ShopOrder, StaffCardRefund } from '@shop/contracts';
import { OrderSummaryRow, orderTypeOf } from '@shop/projections';
import { DataSource } from 'typeorm';

@Injectable()
export class CardRefundsReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async page(query: CardRefundsQuery): Promise<CardRefundsResponse> {
    const due = query.status === 'due';
    const [rows, total] = await this.db
      .getRepository(OrderSummaryRow)
      .createQueryBuilder('o')
      .where(due ? 'o.card_refund_due > o.card_refunded' : 'o.card_refunded > 0')
      .orderBy(due ? 'o.card_refund_paid_at' : 'o.card_refunded_at', due ? 'ASC' : 'DESC')
      .addOrderBy('o.order_id', 'ASC')
      .skip((query.page - 1) * query.per_page)
      .take(query.per_page)
      .getManyAndCount();
    return {
      success: true,
      data: rows.map((row) => view(row, due)),
      total,
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    };
  }
}

function view(row: OrderSummaryRow, due: boolean): StaffCardRefund {
  return {
    order_number: row.orderId,
    user_id: row.userId,
    order_type: orderTypeOf(row.kind) as ShopOrder['order_type'],
    amount: due ? row.cardRefundDue - row.cardRefunded : row.cardRefunded,
    paid_at: row.cardRefundPaidAt?.toISOString() ?? null,
    trade_no: row.cardRefundTradeNo,
    reference: due ? null : row.cardRefundReference,
    refunded_at: due ? null : (row.cardRefundedAt?.toISOString() ?? null),
  };
}
