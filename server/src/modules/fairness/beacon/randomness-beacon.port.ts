// A public randomness beacon (DESIGN.md "Fairness", docs/fairness.md "The beacon option").
// When a tube opens, the shop names a beacon round that is still in the future (`TubeOpened`
// .beaconRound); once that round is published its randomness is mixed into the tube's txid, so
// the operator, who picks the seed, cannot try seeds until a layout suits them.

export interface BeaconRound {
  round: number;
  /** Hex randomness of the round, as the beacon publishes it. */
  randomness: string;
}

export interface RandomnessBeacon {
  readonly kind: 'none' | 'drand';
  /** A round that will be published no earlier than `notBefore` (null: no beacon configured). */
  futureRound(notBefore: Date): number | null;
  /** The published randomness of a round; rejects when it is not published yet or unreachable. */
  fetchRound(round: number): Promise<BeaconRound>;
}

/** Nest injection token of the RandomnessBeacon port. */
export const RANDOMNESS_BEACON = Symbol('RandomnessBeacon');
