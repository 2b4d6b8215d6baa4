// /recharge-details: token movements between two Taipei dates, newest first. The range starts
// at the previous month's first day by default and never reaches more than a year back. A recharge
// still pending past the gateway's time limit reads as cancelled (domain/recharge-expiry.ts).
import { Inject, Injectable } from '@nestjs/common';
import { constants, type RechargeHistoryEntry, type RechargeHistoryQuery, type RechargeHistoryResponse } from '@shop/contracts';
import { TokenHistoryRow } from '@shop/projections';
import { Between, DataSource } from 'typeorm';
import { rechargeStatusAt, type RechargeRowStatus } from '../domain/recharge-expiry';

const TAIPEI_OFFSET_MS = 8 * 3_600_000;
export const RECHARGE_HISTORY_PAGE_SIZE = 20;

/** YYYY-MM-DD of `now` in Taipei. */
function taipeiDate(now: Date): string {
  return new Date(now.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

function startOfTaipeiDay(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}

export function rechargeHistoryRange(query: Pick<RechargeHistoryQuery, 'start_date' | 'end_date'>, now: Date): { from: Date; to: Date } {
  const today = taipeiDate(now);
  const [y, m] = today.split('-').map(Number);
  const previousMonthStart = `${m === 1 ? y - 1 : y}-${String(m === 1 ? 12 : m - 1).padStart(2, '0')}-01`;
  const oldest = `${y - constants.recharge.historyMaxRangeYears}${today.slice(4)}`;
  const start = [query.start_date ?? previousMonthStart, oldest].sort()[1];
  const end = [query.end_date ?? today, today].sort()[0];
  return { from: startOfTaipeiDay(start), to: new Date(startOfTaipeiDay(end).getTime() + 86_400_000 - 1) };
}

function toEntry(row: TokenHistoryRow, now: Date): RechargeHistoryEntry {
  const at = row.transactionDate.toISOString();
  return {
    id: row.id,
    transaction_type: row.transactionType as RechargeHistoryEntry['transaction_type'],
    reference_name: row.referenceName,
    payment_method: row.paymentMethod,
    payment_status: rechargeStatusAt(row.paymentStatus as RechargeRowStatus, row.transactionDate, now),
    amount: row.amount,
    transaction_date: at,
    items_data:
      row.transactionType === 'purchase'
        ? { product: { name: row.description }, items: [], token_payment: { token_amount: -row.amount, payment_time: at } }
        : null,
  };
}

@Injectable()
export class RechargeHistoryReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async page(userId: string, query: RechargeHistoryQuery, now: Date): Promise<RechargeHistoryResponse> {
    const { from, to } = rechargeHistoryRange(query, now);
    const [rows, total] = await this.db.getRepository(TokenHistoryRow).findAndCount({
      where: { userId, transactionDate: Between(from, to) },
      order: { transactionDate: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * RECHARGE_HISTORY_PAGE_SIZE,
      take: RECHARGE_HISTORY_PAGE_SIZE,
    });
    return {
      success: true,
      data: {
        data: rows.map((row) => toEntry(row, now)),
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / RECHARGE_HISTORY_PAGE_SIZE)),
        per_page: RECHARGE_HISTORY_PAGE_SIZE,
        total,
      },
    };
  }
}
