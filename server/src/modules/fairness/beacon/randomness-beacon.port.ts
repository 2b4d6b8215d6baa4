// A public randomness beacon in drand's quicknet scheme (DESIGN.md "Fairness", docs/fairness.md §7).
// When a tube opens, the shop names a beacon round that is still in the future (`TubeOpened`
// .beaconRound, with the beacon's public key); once that round is published its randomness is mixed
// into the tube's txid, so the operator, who picks the seed, cannot try seeds until a layout suits
// them. Every round is a BLS signature that anyone checks offline against the public key.
import type { SignedBeaconRound } from '@shop/contracts';

export interface RandomnessBeacon {
  /** `local`: this shop signs rounds with its own key; `drand`: the League of Entropy's network. */
  readonly kind: 'local' | 'drand';
  /** The G2 public key (192 hex digits) every round is checked against. */
  readonly publicKey: string;
  /** Which round is published when. */
  readonly clock: BeaconClock;
  /** The signed round, checked; rejects when it is not published yet or the beacon is unreachable. */
  fetchRound(round: number): Promise<SignedBeaconRound>;
}

/** Nest injection token of the RandomnessBeacon port. */
export const RANDOMNESS_BEACON = Symbol('RandomnessBeacon');

/** Rounds of a chain that starts at `genesisTime` (seconds) and publishes one round every `period` seconds. */
export class BeaconClock {
  constructor(
    readonly genesisTime: number,
    readonly period: number,
  ) {}

  /** Round 1 is published at genesis, round r at genesis + (r − 1)·period. */
  publishedAt(round: number): Date {
    return new Date((this.genesisTime + (round - 1) * this.period) * 1000);
  }

  /** The first round published strictly after `after` (so never one that is already out). */
  roundAfter(after: Date): number {
    const elapsed = after.getTime() / 1000 - this.genesisTime;
    if (elapsed < 0) return 1;
    return Math.floor(elapsed / this.period) + 2;
  }
}
