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

interface WonPrize {
  tier?: string;
  prizeName: string;
}

/** One fulfilled order: who won, where, and every prize in the order drawn. */
interface WinRow {
  name: string;
  kind: string;
  product_id: string;
  product_name: string;
  prizes: WonPrize[];
}

const tierRank = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'LAST'];

/** "D賞 資料夾組": catalogue prize names often carry their tier already. */
function prizeLabel({ tier, prizeName }: WonPrize): string {
  if (!tier) return prizeName;
  const label = `${tier}賞`;
  return prizeName.startsWith(label) ? prizeName : `${label} ${prizeName}`;
}

/**
 * One line per order, so a buy-out of 58 tickets does not flood the marquee: the order's best
 * prize (highest tier, A first), counted when it was won more than once, then how many prizes the
 * order won in all when there are others: "抽中 A賞 公仔 等 58 件", "抽中 F賞 色紙 ×57".
 */
export function winNotice(win: WinRow): Notice {
  const counts = new Map<string, number>();
  for (const prize of win.prizes) counts.set(prizeLabel(prize), (counts.get(prizeLabel(prize)) ?? 0) + 1);
  const rank = (p: WonPrize) => (p.tier && tierRank.includes(p.tier) ? tierRank.indexOf(p.tier) : tierRank.length);
  const best = prizeLabel([...win.prizes].sort((x, y) => rank(x) - rank(y))[0]!);
  const times = counts.get(best)!;
  const won = counts.size === 1 ? (times > 1 ? `${best} ×${times}` : best) : `${best} 等 ${win.prizes.length} 件`;
  return {
    text: `恭喜 ${maskName(win.name)} 在「${win.product_name}」抽中 ${won}！`,
    highlight: [best],
    link: win.kind === 'ichiban' ? `/ichiban/detail/${encodeURIComponent(win.product_id)}` : null,
    target: win.kind === 'ichiban' ? '_self' : null,
  };
}

@Injectable()
export class LatestWinsReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** One notice per order that won something, newest draw first. */
  async latest(limit: number): Promise<Notice[]> {
    const rows = await this.db.query<WinRow[]>(
      `SELECT a.name, o.kind, o.product_id, o.product_name, o.prizes
         FROM orders o
         JOIN user_accounts a ON a.user_id = o.user_id
        WHERE o.status = 'fulfilled' AND o.drawn_at IS NOT NULL AND jsonb_array_length(o.prizes) > 0
        ORDER BY o.drawn_at DESC, o.order_id
        LIMIT $1`,
      [limit],
    );
    return rows.map(winNotice);
  }
}
