import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beaconFromEnv } from './beacon-from-env';
import { DrandBeacon, drandRoundAt } from './drand-beacon.adapter';

// drand quicknet's published parameters.
const quicknet = { chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971', genesisTime: 1692803367, period: 3 };

describe('drandRoundAt', () => {
  it.each([
    [quicknet.genesisTime - 10, 1],
    [quicknet.genesisTime, 1],
    [quicknet.genesisTime + 1, 2],
    [quicknet.genesisTime + 3, 2],
    [quicknet.genesisTime + 3.5, 3],
    [quicknet.genesisTime + 3000, 1001],
  ])('given time %p then the first round published at or after it is %p', (seconds, round) => {
    expect(drandRoundAt(new Date(seconds * 1000), quicknet.genesisTime, quicknet.period)).toBe(round);
  });
});

describe('DrandBeacon against a local server speaking drand HTTP', () => {
  let server: Server;
  let url: string;
  const signature = 'ab'.repeat(48);
  const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');

  beforeAll(async () => {
    server = createServer((req, res) => {
      const m = req.url?.match(/^\/([0-9a-f]{64})\/public\/(\d+)$/);
      if (!m || m[1] !== quicknet.chainHash) return void res.writeHead(404).end();
      const round = Number(m[2]);
      if (round > 100) return void res.writeHead(425).end();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ round, randomness: round === 13 ? 'cd'.repeat(32) : randomness, signature }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('when a published round is fetched then its randomness comes back, checked against the signature', async () => {
    await expect(new DrandBeacon({ url, ...quicknet }).fetchRound(7)).resolves.toEqual({ round: 7, randomness });
  });

  it('when the randomness is not SHA-256 of the signature then it is refused', async () => {
    await expect(new DrandBeacon({ url, ...quicknet }).fetchRound(13)).rejects.toThrow('not SHA-256 of the signature');
  });

  it('when the round is not published yet then it rejects', async () => {
    await expect(new DrandBeacon({ url, ...quicknet }).fetchRound(101)).rejects.toThrow('HTTP 425');
  });
});

describe('beaconFromEnv', () => {
  it('when nothing is configured then it is the "none" beacon with no future round', () => {
    const beacon = beaconFromEnv({});
    expect(beacon.kind).toBe('none');
    expect(beacon.futureRound(new Date())).toBeNull();
  });

  it('when BEACON=drand is fully configured then it is drand', () => {
    const env = {
      BEACON: 'drand',
      DRAND_URL: 'https://api.drand.sh',
      DRAND_CHAIN_HASH: quicknet.chainHash,
      DRAND_GENESIS_TIME: '1692803367',
      DRAND_PERIOD: '3',
    };
    expect(beaconFromEnv(env).kind).toBe('drand');
  });

  it('when BEACON=drand lacks a setting then it says which are needed', () => {
    expect(() => beaconFromEnv({ BEACON: 'drand', DRAND_URL: 'https://api.drand.sh' })).toThrow('DRAND_CHAIN_HASH');
  });
});
