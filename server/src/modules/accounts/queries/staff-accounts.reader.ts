// The staff console's accounts screen: every account whose role is not member, and the account
// an admin means by a phone number or a member id (uid).
import { Inject, Injectable } from '@nestjs/common';
import { isTaiwanMobile, normalizeTaiwanMobile, type Role, type StaffAccountsResponse } from '@shop/contracts';
import { UserAccountRow } from '@shop/projections';
import { DataSource, Not } from 'typeorm';
import { AccountDirectory } from '../account-directory.service';

@Injectable()
export class StaffAccountsReader {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(AccountDirectory) private readonly directory: AccountDirectory,
  ) {}

  /** Staff accounts by role, then name. */
  async list(): Promise<StaffAccountsResponse['data']> {
    const rows = await this.db.getRepository(UserAccountRow).find({ where: { role: Not('member') }, order: { role: 'ASC', name: 'ASC' } });
    return rows.map((row) => ({ user_id: row.userId, name: row.name, phone: row.phone, role: row.role as Role }));
  }

  /** The open account holding the phone (decided by the phone's stream), or with this uid; null when none. */
  async find(q: string): Promise<string | null> {
    const phone = normalizeTaiwanMobile(q);
    if (isTaiwanMobile(phone)) return this.directory.userIdByPhone(phone);
    return (await this.directory.isOpen(q)) ? q : null;
  }
}
