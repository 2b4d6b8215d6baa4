// drand (https://drand.love) over its public HTTP API: GET {url}/{chainHash}/public/{round} →
// {round, randomness, signature}. Rounds follow from the chain's genesis time and period.
// Only `randomness = SHA-256(signature)` is checked here; the BLS signature against the chain's
// public key is for the auditor to check with drand's own tools (docs/fairness.md).
// Not exercised against the real network in this repository's tests (no internet): its unit test
// serves the same HTTP shape locally.
import { createHash } from 'node:crypto';
import type { BeaconRound, RandomnessBeacon } from './randomness-beacon.port';

export interface DrandConfig {
  /** e.g. https://api.drand.sh */
  url: string;
  /** The chain's hash (hex), e.g. the quicknet chain's. */
  chainHash: string;
  /** The chain's genesis time, seconds since the epoch. */
  genesisTime: number;
  /** Seconds between rounds. */
  period: number;
  timeoutMs?: number;
}

/** The first round published at or after `at` (round 1 is published at genesis). */
export function drandRoundAt(at: Date, genesisTime: number, period: number): number {
  const elapsed = at.getTime() / 1000 - genesisTime;
  if (elapsed <= 0) return 1;
  return Math.ceil(elapsed / period) + 1;
}

export class DrandBeacon implements RandomnessBeacon {
  readonly kind = 'drand';

  constructor(private readonly config: DrandConfig) {}

  futureRound(notBefore: Date): number {
    return drandRoundAt(notBefore, this.config.genesisTime, this.config.period);
  }

  async fetchRound(round: number): Promise<BeaconRound> {
    const url = `${this.config.url.replace(/\/$/, '')}/${this.config.chainHash}/public/${round}`;
    const res = await fetch(url, { signal: AbortSignal.timeout(this.config.timeoutMs ?? 5000) });
    if (!res.ok) throw new Error(`drand round ${round}: HTTP ${res.status}`);
    const body = (await res.json()) as { round?: unknown; randomness?: unknown; signature?: unknown };
    if (body.round !== round || typeof body.randomness !== 'string' || typeof body.signature !== 'string') {
      throw new Error(`drand round ${round}: unexpected answer`);
    }
    const expected = createHash('sha256').update(Buffer.from(body.signature, 'hex')).digest('hex');
    if (expected !== body.randomness.toLowerCase()) throw new Error(`drand round ${round}: randomness is not SHA-256 of the signature`);
    return { round, randomness: expected };
  }
}
