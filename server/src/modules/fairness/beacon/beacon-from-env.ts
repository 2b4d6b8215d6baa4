// Picks the beacon adapter from the environment (docs/fairness.md "The beacon option").
import { DrandBeacon } from './drand-beacon.adapter';
import { NoBeacon } from './no-beacon.adapter';
import type { RandomnessBeacon } from './randomness-beacon.port';

/**
 * The beacon the environment asks for: BEACON=drand with DRAND_URL, DRAND_CHAIN_HASH,
 * DRAND_GENESIS_TIME and DRAND_PERIOD; anything else (the default) is no beacon.
 */
export function beaconFromEnv(env: NodeJS.ProcessEnv = process.env): RandomnessBeacon {
  if (env.BEACON !== 'drand') return new NoBeacon();
  const genesisTime = Number(env.DRAND_GENESIS_TIME);
  const period = Number(env.DRAND_PERIOD);
  if (!env.DRAND_URL || !/^[0-9a-f]{64}$/.test(env.DRAND_CHAIN_HASH ?? '') || !(genesisTime > 0) || !(period > 0)) {
    throw new Error('BEACON=drand needs DRAND_URL, DRAND_CHAIN_HASH (64 hex), DRAND_GENESIS_TIME and DRAND_PERIOD');
  }
  return new DrandBeacon({ url: env.DRAND_URL, chainHash: env.DRAND_CHAIN_HASH!, genesisTime, period });
}
