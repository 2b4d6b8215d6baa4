// Which named prize sits behind a ticket number. The layout (fairness.rule.ts) fixes each
// number's tier; when a tier has several prize entries (two different A prizes), the tier's
// numbers, ascending, take the entries in the order TubeOpened lists them, each as many times as
// its quantity. Pure, so the server and every verifier name the same prize.
import type { PrizeTier } from '../events/tube.events';
import type { TubeLayout } from './fairness.rule';

export type TubePrizeEntry = { tier: PrizeTier; name: string; quantity: number; image_url: string };
export type PrizeAtNumber = { tier: Exclude<PrizeTier, 'LAST'>; name: string; image_url: string };

export class TicketNumberOutOfRange extends RangeError {
  override name = 'TicketNumberOutOfRange';
}

export function prizeAt(layout: Pick<TubeLayout, 'tiers'>, prizes: readonly TubePrizeEntry[], number: number): PrizeAtNumber {
  if (!Number.isInteger(number) || number < 1 || number > layout.tiers.length) {
    throw new TicketNumberOutOfRange(`ticket ${number} is not in a tube of ${layout.tiers.length}`);
  }
  const tier = layout.tiers[number - 1]!;
  let rank = 0;
  for (let i = 0; i < number - 1; i++) if (layout.tiers[i] === tier) rank++;
  for (const entry of prizes) {
    if (entry.tier !== tier) continue;
    if (rank < entry.quantity) return { tier, name: entry.name, image_url: entry.image_url };
    rank -= entry.quantity;
  }
  throw new TicketNumberOutOfRange(`the layout has more ${tier} tickets than the prize list`);
}

/** The LAST entry of a prize list, if the tube has one. */
export function lastPrizeOf<P extends { tier: PrizeTier }>(prizes: readonly P[]): P | undefined {
  return prizes.find((p) => p.tier === 'LAST');
}
