// Support finds a member by phone, member id (uid), order number or part of the name, from the
// account and order read models.
import { Inject, Injectable } from '@nestjs/common';
import { isTaiwanMobile, normalizeTaiwanMobile, type MemberMatch, type Role } from '@shop/contracts';
import { OrderSummaryRow, UserAccountRow } from '@shop/projections';
import { DataSource, ILike } from 'typeorm';

const NAME_MATCHES = 20;

const toMatch = (row: UserAccountRow, matchedBy: MemberMatch['matched_by']): MemberMatch => ({
  user_id: row.userId,
  name: row.name,
  phone: row.phone,
  role: row.role as Role,
  matched_by: matchedBy,
});

@Injectable()
export class MemberSearchReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Exact matches (phone, uid, order) first, then names containing the text. */
  async search(q: string): Promise<MemberMatch[]> {
    const accounts = this.db.getRepository(UserAccountRow);
    const found: MemberMatch[] = [];
    const add = (row: UserAccountRow | null, by: MemberMatch['matched_by']) => {
      if (row && !found.some((m) => m.user_id === row.userId)) found.push(toMatch(row, by));
    };

    const phone = normalizeTaiwanMobile(q);
    if (isTaiwanMobile(phone)) add(await accounts.findOneBy({ phone }), 'phone');
    add(await accounts.findOneBy({ userId: q }), 'uid');
    const order = await this.db.getRepository(OrderSummaryRow).findOne({ where: { orderId: q }, select: { userId: true } });
    if (order) add(await accounts.findOneBy({ userId: order.userId }), 'order');
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    for (const row of await accounts.find({ where: { name: ILike(pattern) }, order: { name: 'ASC' }, take: NAME_MATCHES })) add(row, 'name');
    return found;
  }
}
