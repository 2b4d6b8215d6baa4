// The home marquee's recent wins (000 §3 "Notice", §7 GET /orders/latest-notices): prizes from
// fulfilled orders, newest first, with the winner's name masked. Never a user id or phone.
import { Inject, Injectable } from '@nestjs/common';
import type { Notice } from '@shop/contracts';
import { DataSource } from 'typeorm';

/**
 * The spec gives no masking rule; the shop's own marquee texts show 陳**: the first character and
 * two asterisks, whatever the length, so neither the rest nor the length of a name leaks.
 */
export function maskName(name: string): string {
  const first = Array.from(name.trim())[0];
  return `${first ?? '會'}**`;
}

const tierLabel = (tier: string) => `${tier}賞`;

interface WinRow {
  name: string;
  kind: string;
  product_id: string;
  product_name: string;
  tier: string;
  prize_name: string;
}

export function winNotice(win: WinRow): Notice {
  // Catalogue prize names often carry their tier already ("D賞 資料夾組").
  const label = tierLabel(win.tier);
  const prize = win.prize_name.startsWith(label) ? win.prize_name : `${label} ${win.prize_name}`;
  return {
    text: `恭喜 ${maskName(win.name)} 在「${win.product_name}」抽中 ${prize}！`,
    highlight: [prize],
    link: win.kind === 'ichiban' ? `/ichiban/detail/${encodeURIComponent(win.product_id)}` : null,
    target: win.kind === 'ichiban' ? '_self' : null,
  };
}

@Injectable()
export class LatestWinsReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** One notice per prize won, newest draw first, prizes of one order in drawn order. */
  async latest(limit: number): Promise<Notice[]> {
    const rows = await this.db.query<WinRow[]>(
      `SELECT a.name, o.kind, o.product_id, o.product_name, p.prize->>'tier' AS tier, p.prize->>'prizeName' AS prize_name
         FROM orders o
         JOIN user_accounts a ON a.user_id = o.user_id
         CROSS JOIN LATERAL jsonb_array_elements(o.prizes) WITH ORDINALITY AS p(prize, ord)
        WHERE o.status = 'fulfilled' AND o.drawn_at IS NOT NULL
        ORDER BY o.drawn_at DESC, o.order_id, p.ord
        LIMIT $1`,
      [limit],
    );
    return rows.map(winNotice);
  }
}
