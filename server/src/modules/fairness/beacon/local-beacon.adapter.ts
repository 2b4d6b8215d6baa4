// The shop's own beacon, in drand's quicknet scheme (docs/fairness.md §7): it signs each round with a
// local BLS key once the round's time has come, exactly as a drand node would. The default, and the
// beacon of the tests: a verifier checks its rounds like drand's, against its public key. What it does
// not give is drand's independence — whoever holds the key can compute future rounds — so a shop that
// wants the operator kept out of the randomness runs BEACON=drand.
import { beaconPublicKeyOf, signBeaconRound, type SignedBeaconRound } from '@shop/contracts';
import { BeaconClock, type RandomnessBeacon } from './randomness-beacon.port';

export class BeaconRoundNotYetPublished extends Error {
  constructor(
    readonly round: number,
    readonly at: Date,
  ) {
    super(`beacon round ${round} is published at ${at.toISOString()}`);
    this.name = 'BeaconRoundNotYetPublished';
  }
}

export class LocalBeacon implements RandomnessBeacon {
  readonly kind = 'local';
  readonly publicKey: string;
  readonly clock: BeaconClock;
  // A round's signature never changes (BLS signatures are unique per key and message).
  private readonly signed = new Map<number, SignedBeaconRound>();

  constructor(
    private readonly secretKeyHex: string,
    genesisTime: number,
    period: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.publicKey = beaconPublicKeyOf(secretKeyHex);
    this.clock = new BeaconClock(genesisTime, period);
  }

  fetchRound(round: number): Promise<SignedBeaconRound> {
    const at = this.clock.publishedAt(round);
    if (at.getTime() > this.now().getTime()) return Promise.reject(new BeaconRoundNotYetPublished(round, at));
    let published = this.signed.get(round);
    if (!published) {
      published = signBeaconRound(this.secretKeyHex, round);
      this.signed.set(round, published);
    }
    return Promise.resolve(published);
  }
}
