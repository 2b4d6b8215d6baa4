// Orders whose payment the wallet voided (the voided-payment read model), with the member's name and
// what was ordered, newest first.
import { Inject, Injectable } from '@nestjs/common';
import type { VoidedPayment } from '@shop/contracts';
import { DataSource } from 'typeorm';

const LIMIT = 200;

@Injectable()
export class VoidedPaymentsReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async latest(): Promise<VoidedPayment[]> {
    const rows: {
      order_id: string;
      user_id: string;
      member_name: string | null;
      product_name: string | null;
      payment_method: string | null;
      reason: string;
      voided_at: Date;
    }[] = await this.db.query(
      `SELECT v.order_id, v.user_id, u.name AS member_name, o.product_name, o.payment_method, v.reason, v.voided_at
         FROM voided_payments v
         LEFT JOIN user_accounts u ON u.user_id = v.user_id
         LEFT JOIN orders o ON o.order_id = v.order_id
        ORDER BY v.voided_at DESC, v.order_id
        LIMIT ${LIMIT}`,
    );
    return rows.map((r) => ({ ...r, voided_at: r.voided_at.toISOString() }));
  }
}
