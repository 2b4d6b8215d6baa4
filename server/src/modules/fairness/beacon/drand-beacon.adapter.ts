// drand (https://drand.love) over its public HTTP API: GET {url}/{chainHash}/public/{round} →
// {round, randomness, signature}. Rounds follow from the chain's genesis time and period. Each round
// is checked on arrival against the chain's public key (BLS, offline: beaconRoundProblem), so a relay
// cannot hand us a round of its own making.
// Not exercised against the real network in this repository's tests (no internet): its unit test
// serves the same HTTP shape locally, with rounds signed in the same scheme.
import { beaconRoundProblem, type SignedBeaconRound } from '@shop/contracts';
import { BeaconClock, type RandomnessBeacon } from './randomness-beacon.port';

export interface DrandConfig {
  /** e.g. https://api.drand.sh */
  url: string;
  /** The chain's hash (hex), e.g. the quicknet chain's. */
  chainHash: string;
  /** The chain's public key (G2, 192 hex digits), as its /info gives it. */
  publicKey: string;
  /** The chain's genesis time, seconds since the epoch. */
  genesisTime: number;
  /** Seconds between rounds. */
  period: number;
  timeoutMs?: number;
}

export class DrandBeacon implements RandomnessBeacon {
  readonly kind = 'drand';
  readonly publicKey: string;
  readonly clock: BeaconClock;

  constructor(private readonly config: DrandConfig) {
    this.publicKey = config.publicKey;
    this.clock = new BeaconClock(config.genesisTime, config.period);
  }

  async fetchRound(round: number): Promise<SignedBeaconRound> {
    const url = `${this.config.url.replace(/\/$/, '')}/${this.config.chainHash}/public/${round}`;
    const res = await fetch(url, { signal: AbortSignal.timeout(this.config.timeoutMs ?? 5000) });
    if (!res.ok) throw new Error(`drand round ${round}: HTTP ${res.status}`);
    const body = (await res.json()) as { round?: unknown; randomness?: unknown; signature?: unknown };
    if (body.round !== round || typeof body.randomness !== 'string' || typeof body.signature !== 'string') {
      throw new Error(`drand round ${round}: unexpected answer`);
    }
    const published = { round, signature: body.signature.toLowerCase(), randomness: body.randomness.toLowerCase() };
    const problem = beaconRoundProblem(this.publicKey, published);
    if (problem) throw new Error(`drand ${problem}`);
    return published;
  }
}
