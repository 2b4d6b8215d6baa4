import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beaconPublicKeyOf, beaconRoundProblem, signBeaconRound } from '@shop/contracts';
import { beaconFromEnv, quicknetClock } from './beacon-from-env';
import { DrandBeacon } from './drand-beacon.adapter';
import { BeaconRoundNotYetPublished, LocalBeacon } from './local-beacon.adapter';
import { BeaconClock } from './randomness-beacon.port';

const quicknet = { chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971', ...quicknetClock };
const key = '3c'.repeat(32);

describe('BeaconClock (drand quicknet: genesis 1692803367, 3 s)', () => {
  const clock = new BeaconClock(quicknet.genesisTime, quicknet.period);
  it.each([
    [quicknet.genesisTime - 10, 1],
    [quicknet.genesisTime, 2],
    [quicknet.genesisTime + 1, 2],
    [quicknet.genesisTime + 3, 3],
    [quicknet.genesisTime + 3.5, 3],
    [quicknet.genesisTime + 3000, 1002],
  ])('given time %p then the first round published strictly after it is %p', (seconds, round) => {
    const at = new Date(seconds * 1000);
    expect(clock.roundAfter(at)).toBe(round);
    expect(clock.publishedAt(round).getTime()).toBeGreaterThan(at.getTime());
    if (round > 1) expect(clock.publishedAt(round - 1).getTime()).toBeLessThanOrEqual(at.getTime());
  });
});

describe('LocalBeacon', () => {
  let now = new Date((quicknet.genesisTime + 30) * 1000);
  const beacon = new LocalBeacon(key, quicknet.genesisTime, quicknet.period, () => now);

  it('when a round is out then it is signed in quicknet scheme under the beacon public key', async () => {
    const round = await beacon.fetchRound(11);
    expect(beacon.publicKey).toBe(beaconPublicKeyOf(key));
    expect(round).toEqual(signBeaconRound(key, 11));
    expect(beaconRoundProblem(beacon.publicKey, round)).toBeNull();
  });

  it('when a round is not out yet then it is refused until its time comes', async () => {
    const round = beacon.clock.roundAfter(now);
    await expect(beacon.fetchRound(round)).rejects.toBeInstanceOf(BeaconRoundNotYetPublished);
    now = beacon.clock.publishedAt(round);
    await expect(beacon.fetchRound(round)).resolves.toEqual(signBeaconRound(key, round));
  });
});

describe('DrandBeacon against a local server speaking drand HTTP', () => {
  let server: Server;
  let url: string;
  const config = () => ({ url, chainHash: quicknet.chainHash, publicKey: beaconPublicKeyOf(key), genesisTime: quicknet.genesisTime, period: 3 });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const m = req.url?.match(/^\/([0-9a-f]{64})\/public\/(\d+)$/);
      if (!m || m[1] !== quicknet.chainHash) return void res.writeHead(404).end();
      const round = Number(m[2]);
      if (round > 100) return void res.writeHead(425).end();
      // Round 13 is forged (another key), round 14 has randomness that is not the signature's.
      const signed = signBeaconRound(round === 13 ? '4d'.repeat(32) : key, round);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(round === 14 ? { ...signed, randomness: 'cd'.repeat(32) } : signed));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('when a published round is fetched then it comes back checked against the chain public key', async () => {
    await expect(new DrandBeacon(config()).fetchRound(7)).resolves.toEqual(signBeaconRound(key, 7));
  });

  it('when the relay serves a round signed by another key then it is refused', async () => {
    await expect(new DrandBeacon(config()).fetchRound(13)).rejects.toThrow("not the beacon's");
  });

  it('when the randomness is not SHA-256 of the signature then it is refused', async () => {
    await expect(new DrandBeacon(config()).fetchRound(14)).rejects.toThrow('not SHA-256 of the signature');
  });

  it('when the round is not published yet then it rejects', async () => {
    await expect(new DrandBeacon(config()).fetchRound(101)).rejects.toThrow('HTTP 425');
  });
});

describe('beaconFromEnv', () => {
  const kept = () => Promise.resolve(key);

  it('when nothing is configured then it is the local beacon with the kept key, on quicknet clock', async () => {
    const beacon = await beaconFromEnv({}, kept);
    expect(beacon.kind).toBe('local');
    expect(beacon.publicKey).toBe(beaconPublicKeyOf(key));
    expect(beacon.clock).toEqual(new BeaconClock(quicknet.genesisTime, 3));
  });

  it('when BEACON_SECRET_KEY is set then the local beacon signs with it', async () => {
    const beacon = await beaconFromEnv({ BEACON_SECRET_KEY: '5e'.repeat(32) }, kept);
    expect(beacon.publicKey).toBe(beaconPublicKeyOf('5e'.repeat(32)));
  });

  it('when BEACON=drand is fully configured then it is drand', async () => {
    const env = {
      BEACON: 'drand',
      DRAND_URL: 'https://api.drand.sh',
      DRAND_CHAIN_HASH: quicknet.chainHash,
      DRAND_PUBLIC_KEY: beaconPublicKeyOf(key),
      DRAND_GENESIS_TIME: '1692803367',
      DRAND_PERIOD: '3',
    };
    expect((await beaconFromEnv(env, kept)).kind).toBe('drand');
  });

  it('when BEACON=drand lacks a setting then it says which are needed', async () => {
    await expect(beaconFromEnv({ BEACON: 'drand', DRAND_URL: 'https://api.drand.sh' }, kept)).rejects.toThrow('DRAND_PUBLIC_KEY');
  });

  it('when BEACON names no known beacon then it refuses to start', async () => {
    await expect(beaconFromEnv({ BEACON: 'none' }, kept)).rejects.toThrow('local (the default) or drand');
  });
});
