// Picks the beacon adapter from the environment (docs/fairness.md §7).
import { generateBeaconSecretKey } from '@shop/contracts';
import type { DataSource } from 'typeorm';
import { DrandBeacon } from './drand-beacon.adapter';
import { LocalBeacon } from './local-beacon.adapter';
import type { RandomnessBeacon } from './randomness-beacon.port';

/** drand quicknet's clock: the local beacon numbers its rounds the same way by default. */
export const quicknetClock = { genesisTime: 1692803367, period: 3 };
/** The app_secrets row of the local beacon's generated key. */
const SECRET_NAME = 'local_beacon_secret_key';

const hex = (n: number) => new RegExp(`^[0-9a-f]{${n}}$`);

/**
 * The beacon the environment asks for. BEACON=drand with DRAND_URL, DRAND_CHAIN_HASH,
 * DRAND_PUBLIC_KEY, DRAND_GENESIS_TIME and DRAND_PERIOD; otherwise (the default) the local beacon,
 * signing with BEACON_SECRET_KEY (64 hex) or, when none is set, with a key generated once and kept
 * in app_secrets, so that every instance and restart signs with the same key.
 */
export async function beaconFromEnv(env: NodeJS.ProcessEnv, keptKey: () => Promise<string>): Promise<RandomnessBeacon> {
  if (env.BEACON === 'drand') {
    const genesisTime = Number(env.DRAND_GENESIS_TIME);
    const period = Number(env.DRAND_PERIOD);
    const chainHash = env.DRAND_CHAIN_HASH ?? '';
    const publicKey = env.DRAND_PUBLIC_KEY ?? '';
    if (!env.DRAND_URL || !hex(64).test(chainHash) || !hex(192).test(publicKey) || !(genesisTime > 0) || !(period > 0)) {
      throw new Error('BEACON=drand needs DRAND_URL, DRAND_CHAIN_HASH (64 hex), DRAND_PUBLIC_KEY (192 hex), DRAND_GENESIS_TIME and DRAND_PERIOD');
    }
    return new DrandBeacon({ url: env.DRAND_URL, chainHash, publicKey, genesisTime, period });
  }
  if (env.BEACON !== undefined && env.BEACON !== 'local') throw new Error(`BEACON is local (the default) or drand, not ${env.BEACON}`);
  const secretKey = env.BEACON_SECRET_KEY ?? (await keptKey());
  if (!hex(64).test(secretKey)) throw new Error('BEACON_SECRET_KEY is 64 lowercase hex digits');
  const genesisTime = Number(env.BEACON_GENESIS_TIME ?? quicknetClock.genesisTime);
  const period = Number(env.BEACON_PERIOD ?? quicknetClock.period);
  if (!(genesisTime > 0) || !(period > 0)) throw new Error('BEACON_GENESIS_TIME and BEACON_PERIOD are positive numbers of seconds');
  return new LocalBeacon(secretKey, genesisTime, period);
}

/** The local beacon's generated key: made by whichever process asks first, read by every other. */
export async function keptLocalBeaconKey(db: DataSource): Promise<string> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [SECRET_NAME, generateBeaconSecretKey()]);
  const [row] = (await db.query('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME])) as { value: string }[];
  return row!.value;
}
