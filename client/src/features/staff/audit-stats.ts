// Fairness statistics of one product, folded from its containers' exported logs: what was drawn
// (ichiban: per tier; gacha: per item; blind box: per figure) against what each container committed
// to when it opened, draws per hour, who won each container's top tier against chance
// (docs/fairness.md §12, top-tier-luck.rule.ts) and — for ichiban — who won LAST. One fold per kind; the
// per-kind table (audit-kinds.tsx) names the fold and the words the statistics card uses.
import { gachaTopTierLuck, packageTopTierLuck, tubeTopTierLuck, type TopTierLuck, type TubeAuditLine } from '@shop/contracts';
import { RARITY_LABELS } from '../../lib/gacha-rarity';
import { RARITY_LABEL } from '../../lib/figure-rarity';
import { taipeiTime } from './timeline';

export interface TierStat {
  /** The row's label: an ichiban tier, a gacha item or a blind-box figure. */
  tier: string;
  committed: number;
  drawn: number;
}

export interface ProductStats {
  tiers: TierStat[];
  /** Draws per hour (Asia/Taipei, `YYYY-MM-DD HH:00`), in time order. */
  perHour: { hour: string; draws: number }[];
  /** Every container's top-tier winners, the least likely under chance first. */
  luck: TopTierLuck[];
  /** Ichiban only: the LAST prize's winners. */
  lastWinners?: { tubeId: string; number: number; participant: string }[];
}

/** One container's exported log. */
export interface ContainerLog {
  id: string;
  lines: readonly TubeAuditLine[];
}

/** Tallies rows in first-seen order and draws per Taipei hour. */
function tally() {
  const rows = new Map<string, TierStat>();
  const perHour = new Map<string, number>();
  return {
    row: (name: string) => rows.get(name) ?? rows.set(name, { tier: name, committed: 0, drawn: 0 }).get(name)!,
    drawnAt(recordedAt: string) {
      const hour = `${taipeiTime(recordedAt).slice(0, 13)}:00`;
      perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
    },
    rows: () => [...rows.values()],
    perHour: () => [...perHour.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([hour, draws]) => ({ hour, draws })),
  };
}

/** The containers' top-tier winners, the smallest p first, the top tier as the card words it. */
const luckOf = (containers: readonly ContainerLog[], of: (lines: readonly TubeAuditLine[]) => TopTierLuck[], word: (top: string) => string) =>
  containers
    .flatMap(({ lines }) => of(lines))
    .map((row) => ({ ...row, top: word(row.top) }))
    .sort((a, b) => a.p - b.p);

const TIER_ORDER = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'LAST'];
const tierRank = (t: string) => (TIER_ORDER.includes(t) ? TIER_ORDER.indexOf(t) : TIER_ORDER.length);

export function productStats(tubes: readonly ContainerLog[]): ProductStats {
  const t = tally();
  const lastWinners: NonNullable<ProductStats['lastWinners']> = [];

  for (const { id: tubeId, lines } of tubes) {
    for (const { type, data, recordedAt } of lines) {
      if (type === 'TubeOpened') {
        for (const prize of data.prizes as { tier: string; quantity: number }[]) t.row(prize.tier).committed += prize.quantity;
      } else if (type === 'TicketDrawn' || type === 'LastPrizeAwarded') {
        t.row(type === 'TicketDrawn' ? String(data.tier) : 'LAST').drawn += 1;
        if (type === 'LastPrizeAwarded') lastWinners.push({ tubeId, number: Number(data.number), participant: String(data.participant) });
        else t.drawnAt(recordedAt);
      }
    }
  }
  return {
    tiers: t.rows().sort((a, b) => tierRank(a.tier) - tierRank(b.tier) || a.tier.localeCompare(b.tier)),
    perHour: t.perHour(),
    luck: luckOf(tubes, tubeTopTierLuck, (tier) => `${tier} 賞`),
    lastWinners,
  };
}

type GachaRarity = keyof typeof RARITY_LABELS;
const gachaRow = (name: string, rarity: GachaRarity) => `${name}（${RARITY_LABELS[rarity] ?? rarity}）`;

/** Gacha: capsules drawn per item (labelled with its rarity) against every round's stocked capsules. */
export function gachaStats(machines: readonly ContainerLog[]): ProductStats {
  const t = tally();
  const rarityOf = new Map<string, number>();
  const rank = (r: string) => (['secret', 'rare', 'common'].includes(r) ? ['secret', 'rare', 'common'].indexOf(r) : 3);
  for (const { lines } of machines) {
    for (const { type, data, recordedAt } of lines) {
      if (type === 'GachaStocked') {
        for (const item of data.items as { name: string; rarity: GachaRarity; quantity: number }[]) {
          const key = gachaRow(item.name, item.rarity);
          t.row(key).committed += item.quantity;
          rarityOf.set(key, rank(item.rarity));
        }
      } else if (type === 'CapsuleDrawn') {
        const key = gachaRow(String(data.itemName), data.rarity as GachaRarity);
        t.row(key).drawn += 1;
        if (!rarityOf.has(key)) rarityOf.set(key, rank(String(data.rarity)));
        t.drawnAt(recordedAt);
      }
    }
  }
  // Stable sort: rarest first, items of one rarity in the order they were stocked.
  return {
    tiers: t.rows().sort((a, b) => rarityOf.get(a.tier)! - rarityOf.get(b.tier)!),
    perHour: t.perHour(),
    luck: luckOf(machines, gachaTopTierLuck, (r) => RARITY_LABELS[r as GachaRarity] ?? r),
  };
}

type FigureRarity = keyof typeof RARITY_LABEL;
const figureRow = (item: { name: string; rarity: FigureRarity }) => `${item.name}（${RARITY_LABEL[item.rarity] ?? item.rarity}）`;

/** Blind box: figures sold per figure against the contents each box committed to (one per slot). */
export function packageStats(boxes: readonly ContainerLog[]): ProductStats {
  const t = tally();
  for (const { lines } of boxes) {
    for (const { type, data, recordedAt } of lines) {
      if (type === 'PackageOpened') {
        for (const item of data.items as { name: string; rarity: FigureRarity }[]) t.row(figureRow(item)).committed += 1;
      } else if (type === 'SlotDrawn') {
        t.row(figureRow(data.item as { name: string; rarity: FigureRarity })).drawn += 1;
        t.drawnAt(recordedAt);
      }
    }
  }
  return { tiers: t.rows(), perHour: t.perHour(), luck: luckOf(boxes, packageTopTierLuck, (r) => RARITY_LABEL[r as FigureRarity] ?? r) };
}
