// Who won the top tier against chance (docs/fairness.md §12), from a container's exported log alone.
// In one container of N draws of which K are top tier, a participant who bought n draws and won k
// of the top ones is compared with chance: if their n draws were any n of the N, equally likely,
// the number of top draws among them is hypergeometric, and p = P(X ≥ k) is how often chance alone
// gives at least k. A small p for a participant (say below 0.01) is what an auditor looks into:
// across many containers some small p are expected, a participant who keeps getting them is not.
import type { TubeAuditLine } from './tube-audit.rule';

export type TopTierLuck = {
  /** The container: a tube's or box's id, a machine's id and round (`3001#2`). */
  container: string;
  /** What counts as top tier there (a tier, or a rarity). */
  top: string;
  /** Draws in the container (N) and top-tier draws among them (K). */
  draws: number;
  topDraws: number;
  participant: string;
  /** Draws the participant bought (n) and top-tier draws they won (k). */
  bought: number;
  won: number;
  /** n·K/N. */
  expected: number;
  /** P(X ≥ k) for X hypergeometric(N, K, n). */
  p: number;
};

const logFactorials: number[] = [0];
const logFactorial = (n: number): number => {
  for (let i = logFactorials.length; i <= n; i++) logFactorials.push(logFactorials[i - 1]! + Math.log(i));
  return logFactorials[n]!;
};
const logChoose = (n: number, k: number) => logFactorial(n) - logFactorial(k) - logFactorial(n - k);

/** P(X ≥ k) for X hypergeometric: n draws without replacement from N of which K are successes. */
export function hypergeometricTail(N: number, K: number, n: number, k: number): number {
  let p = 0;
  for (let x = Math.max(k, n - (N - K), 0); x <= Math.min(n, K); x++) p += Math.exp(logChoose(K, x) + logChoose(N - K, n - x) - logChoose(N, n));
  return Math.min(1, p);
}

type Draw = { participant: string; top: boolean };
type Container = { container: string; top: string; draws: number; topDraws: number; sold: Draw[] };

function luckOf({ container, top, draws, topDraws, sold }: Container): TopTierLuck[] {
  const by = new Map<string, { bought: number; won: number }>();
  for (const d of sold) {
    const s = by.get(d.participant) ?? by.set(d.participant, { bought: 0, won: 0 }).get(d.participant)!;
    s.bought++;
    if (d.top) s.won++;
  }
  return [...by]
    .filter(([, s]) => s.won > 0)
    .map(([participant, { bought, won }]) => ({
      container,
      top,
      draws,
      topDraws,
      participant,
      bought,
      won,
      expected: (bought * topDraws) / draws,
      p: hypergeometricTail(draws, topDraws, bought, won),
    }));
}

const TUBE_TIERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
/** Rarities from the rarest: the rarest one a machine round or box holds is its top tier. */
export const topRarityOrder = ['hidden', 'secret', 'ultra_rare', 'rare', 'normal', 'common'] as const;
const rarest = (rarities: readonly string[]) => topRarityOrder.find((r) => rarities.includes(r)) ?? rarities[0]!;

/** A tube: its top tier is the first of A..G it holds; every TicketDrawn is a draw (LAST is not). */
export function tubeTopTierLuck(lines: readonly TubeAuditLine[]): TopTierLuck[] {
  const opened = lines.find((l) => l.type === 'TubeOpened')?.data as
    { tubeId: string; totalTickets: number; prizes: { tier: string; quantity: number }[] } | undefined;
  if (!opened) return [];
  const top = TUBE_TIERS.find((t) => opened.prizes.some((p) => p.tier === t && p.quantity > 0))!;
  const topDraws = opened.prizes.filter((p) => p.tier === top).reduce((n, p) => n + p.quantity, 0);
  const sold = lines.filter((l) => l.type === 'TicketDrawn').map((l) => ({ participant: String(l.data.participant), top: l.data.tier === top }));
  return luckOf({ container: opened.tubeId, top, draws: opened.totalTickets, topDraws, sold });
}

/** A machine, round by round: a round's top tier is the rarest rarity it stocks. */
export function gachaTopTierLuck(lines: readonly TubeAuditLine[]): TopTierLuck[] {
  const rounds: Container[] = [];
  for (const { type, data } of lines) {
    if (type === 'GachaStocked') {
      const items = data.items as { rarity: string; quantity: number }[];
      const top = rarest(items.map((i) => i.rarity));
      const count = (pick: (i: { rarity: string }) => boolean) => items.filter(pick).reduce((n, i) => n + i.quantity, 0);
      rounds.push({
        container: `${String(data.machineId)}#${String(data.round)}`,
        top,
        draws: count(() => true),
        topDraws: count((i) => i.rarity === top),
        sold: [],
      });
    } else if (type === 'CapsuleDrawn' && rounds.length) {
      const round = rounds[rounds.length - 1]!;
      round.sold.push({ participant: String(data.participant), top: data.rarity === round.top });
    }
  }
  return rounds.flatMap(luckOf);
}

/** A box: its top tier is the rarest rarity among its slots. */
export function packageTopTierLuck(lines: readonly TubeAuditLine[]): TopTierLuck[] {
  const opened = lines.find((l) => l.type === 'PackageOpened')?.data as { packageId: string; items: { rarity: string }[] } | undefined;
  if (!opened) return [];
  const top = rarest(opened.items.map((i) => i.rarity));
  const sold = lines
    .filter((l) => l.type === 'SlotDrawn')
    .map((l) => ({ participant: String(l.data.participant), top: (l.data.item as { rarity: string }).rarity === top }));
  return luckOf({
    container: opened.packageId,
    top,
    draws: opened.items.length,
    topDraws: opened.items.filter((i) => i.rarity === top).length,
    sold,
  });
}
