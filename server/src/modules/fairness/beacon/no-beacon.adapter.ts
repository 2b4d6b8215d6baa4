// The default: no beacon. The txid then depends on the committed seed alone (docs/fairness.md).
import type { BeaconRound, RandomnessBeacon } from './randomness-beacon.port';

export class NoBeacon implements RandomnessBeacon {
  readonly kind = 'none';

  futureRound(): null {
    return null;
  }

  fetchRound(round: number): Promise<BeaconRound> {
    return Promise.reject(new Error(`no randomness beacon is configured (round ${round} asked)`));
  }
}
