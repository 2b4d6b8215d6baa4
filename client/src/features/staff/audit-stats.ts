// Fairness statistics of one product, from its tubes' exported logs: prizes drawn per tier against
// the multiset each tube committed to when it opened, draws per hour, and who won LAST.
import type { TubeAuditLine } from '@shop/contracts';
import { taipeiTime } from './timeline';

export interface TierStat {
  tier: string;
  committed: number;
  drawn: number;
}

export interface ProductStats {
  tiers: TierStat[];
  /** Tickets drawn per hour (Asia/Taipei, `YYYY-MM-DD HH:00`), in time order. */
  perHour: { hour: string; draws: number }[];
  lastWinners: { tubeId: string; number: number; participant: string }[];
}

const TIER_ORDER = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'LAST'];
const tierRank = (t: string) => (TIER_ORDER.includes(t) ? TIER_ORDER.indexOf(t) : TIER_ORDER.length);

export function productStats(tubes: { tubeId: string; lines: readonly TubeAuditLine[] }[]): ProductStats {
  const tiers = new Map<string, TierStat>();
  const tier = (name: string) => tiers.get(name) ?? tiers.set(name, { tier: name, committed: 0, drawn: 0 }).get(name)!;
  const perHour = new Map<string, number>();
  const lastWinners: ProductStats['lastWinners'] = [];

  for (const { tubeId, lines } of tubes) {
    for (const { type, data, recordedAt } of lines) {
      if (type === 'TubeOpened') {
        for (const prize of data.prizes as { tier: string; quantity: number }[]) tier(prize.tier).committed += prize.quantity;
      } else if (type === 'TicketDrawn' || type === 'LastPrizeAwarded') {
        tier(type === 'TicketDrawn' ? String(data.tier) : 'LAST').drawn += 1;
        if (type === 'LastPrizeAwarded') lastWinners.push({ tubeId, number: Number(data.number), participant: String(data.participant) });
        else {
          const hour = `${taipeiTime(recordedAt).slice(0, 13)}:00`;
          perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
        }
      }
    }
  }
  return {
    tiers: [...tiers.values()].sort((a, b) => tierRank(a.tier) - tierRank(b.tier) || a.tier.localeCompare(b.tier)),
    perHour: [...perHour.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([hour, draws]) => ({ hour, draws })),
    lastWinners,
  };
}
