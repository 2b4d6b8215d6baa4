// The auditor's path end to end on real PostgreSQL and real HTTP: a tube sold out through the real
// tube decider, exported over GET /api/audit/tubes/{id}/events, then checked by the real CLI
// (compiled from src/cli/verify.ts, run as a separate node process on the saved file); and the demo's
// sold-out tube, sold at seeding through the purchase command, verifying the same way.
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eventually } from '@shop/testing/eventually';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { OrderSummaryRow, UserAccountRow } from '@shop/projections';
import { tubeEventHash } from '@shop/contracts';
import { build } from 'esbuild';
import pino from 'pino';
import { type Config } from '../../config/config';
import { sellOutTube } from '../../testing/sold-out-tube';
import { startShop, type RunningShop } from '../../shop-app';
import { DEMO_BUYER } from '../ichiban/ichiban.public';
import { testConfig } from '@shop/testing/test-config';

let db: TestDatabase;
let shop: RunningShop;
let dir: string;
let config: Config;
let cli: string;
const seed = createHash('sha256').update('audit export seed').digest('hex');

const exportOf = (tubeId: string) => fetch(`${shop.url}/api/audit/tubes/${tubeId}/events`);

function saved(text: string): string {
  const file = join(dir, `${randomUUID()}.ndjson`);
  writeFileSync(file, text);
  return file;
}

function verify(text: string, ...options: string[]): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, [cli, saved(text), ...options], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tube-audit-'));
  cli = join(dir, 'verify.js');
  await build({
    entryPoints: [resolve(__dirname, '../../cli/verify.ts')],
    bundle: true,
    platform: 'node',
    outfile: cli,
    alias: { '@shop/contracts': resolve(__dirname, '../../../../contracts/src/index.ts') },
    logLevel: 'silent',
  });
  db = await createTestDatabase('audit');
  config = testConfig(db.url);
  shop = await startShop(config, pino({ level: 'silent' }));
}, 60_000);

afterAll(async () => {
  await shop?.close();
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/audit/tubes/{id}/events and npm run verify', () => {
  it('given a sold-out, revealed tube then anyone can export it and the CLI verifies it; an edited tier or a removed event fails, naming the event', async () => {
    const { finalBuyer } = await sellOutTube(shop.infra.eventStore, {
      tubeId: 'audit-1',
      productId: '1001',
      buyers: ['user-a', 'user-b', 'user-c'],
      seed,
    });

    const res = await exportOf('audit-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const text = await res.text();
    const lines = text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { revision: number; recordedAt: string; type: string; data: Record<string, unknown> });
    expect(lines.map((l) => l.revision)).toEqual(lines.map((_, i) => i));
    expect(lines[0]!.type).toBe('TubeOpened');
    expect(lines.at(-1)!.type).toBe('TubeSeedRevealed');
    expect(Date.parse(lines[0]!.recordedAt)).not.toBeNaN();
    expect(text).not.toMatch(/user-a|user-b|user-c|userId/);

    const good = verify(text);
    expect(good).toMatchObject({ status: 0 });
    expect(good.out).toContain('VERIFIED');
    expect(good.out).toContain('tickets drawn 10/10');
    expect(good.out).toContain(
      `LAST with ticket 8 to participant ${createHash('sha256').update(`tube-v1:participant:audit-1:${finalBuyer}`).digest('hex')}`,
    );

    // One tier edited (prize name kept): fails at that very line.
    const drawnAt = lines.findIndex((l) => l.type === 'TicketDrawn' && l.data.tier === 'C');
    const edited = lines.map((l, i) => (i === drawnAt ? { ...l, data: { ...l.data, tier: 'B' } } : l));
    const tampered = verify(edited.map((l) => JSON.stringify(l)).join('\n'));
    expect(tampered.status).toBe(1);
    expect(tampered.out).toContain(`FAILED at event #${drawnAt} (revision ${drawnAt}) TicketDrawn: tier-mismatch`);

    // One event removed and the revisions renumbered to hide it: the hash chain names the next event.
    const removedAt = lines.findIndex((l) => l.type === 'TicketDrawn');
    const removed = lines.filter((_, i) => i !== removedAt).map((l, i) => ({ ...l, revision: i }));
    const cut = verify(removed.map((l) => JSON.stringify(l)).join('\n'));
    expect(cut.status).toBe(1);
    expect(cut.out).toContain(`FAILED at event #${removedAt} (revision ${removedAt}) ${removed[removedAt]!.type}: chain-broken`);

    // Not an export at all.
    expect(verify('hello\n')).toMatchObject({ status: 1, out: expect.stringContaining('line 1: not valid JSON') });

    // What a watcher kept still matches: an earlier export (a prefix) and the chain head pushed live.
    const ndjson = (ls: readonly object[]) => ls.map((l) => JSON.stringify(l)).join('\n');
    const head = `${lines.length - 1}:${tubeEventHash(lines.at(-1)!)}`;
    expect(verify(text, '--earlier', saved(ndjson(lines.slice(0, 5))), '--head', head)).toMatchObject({ status: 0 });

    // The whole log rewritten from one event on into a new self-consistent chain: it verifies alone,
    // but not against the copy kept before.
    const lockAt = lines.findIndex((l) => l.type === 'TubeLocked');
    const rewritten: typeof lines = [];
    lines.forEach((l, i) => {
      const data: Record<string, unknown> = { ...l.data, ...(i === lockAt ? { expiresAt: '2030-01-01T00:00:00.000Z' } : {}) };
      if (i > 0) data.prevHash = tubeEventHash(rewritten[i - 1]!);
      rewritten.push({ ...l, data });
    });
    expect(verify(ndjson(rewritten))).toMatchObject({ status: 0 });
    const caught = verify(ndjson(rewritten), '--earlier', saved(text));
    expect(caught.status).toBe(1);
    expect(caught.out).toContain(`FAILED: not the log seen earlier: revision ${lockAt} hashes to`);
    expect(verify(ndjson(rewritten), '--head', head).out).toContain(`revision ${lines.length - 1} hashes to`);
  });

  it('given the demo catalogue then tube 1006-2 was sold out by the demo buyer through the purchase command, revealed, and its export verifies; seeding again does nothing', async () => {
    const buyer = (await eventually(
      () => shop.infra.dataSource.getRepository(UserAccountRow).findOneBy({ phone: DEMO_BUYER.phone }),
      (row) => row !== null,
    ))!;
    // One paid, fulfilled order for the whole tube, as POST /api/raffle/draw/multiple/{tubeId} makes it.
    const orders = await eventually(
      () => shop.infra.dataSource.getRepository(OrderSummaryRow).findBy({ userId: buyer.userId }),
      (rows) => rows.length > 0 && rows.every((o) => o.status === 'fulfilled'),
    );
    expect(orders.map((o) => ({ kind: o.kind, tubeId: o.tubeId, status: o.status, quantity: o.quantity }))).toEqual([
      { kind: 'ichiban', tubeId: '1006-2', status: 'fulfilled', quantity: 20 },
    ]);

    const text = await (await exportOf('1006-2')).text();
    const types = text
      .trimEnd()
      .split('\n')
      .map((l) => (JSON.parse(l) as { type: string }).type);
    expect(types.filter((t) => t === 'TicketDrawn')).toHaveLength(20);
    expect(types).toContain('LastPrizeAwarded');
    expect(types.slice(-2)).toEqual(['TubeSoldOut', 'TubeSeedRevealed']);
    const checked = verify(text);
    expect(checked).toMatchObject({ status: 0 });
    expect(checked.out).toContain('tickets drawn 20/20');
    // The tube named a round of the shop's beacon at opening, and its layout mixed that round in:
    // the CLI checked the round's BLS signature against the key the shop publishes.
    const beacon = (await (await fetch(`${shop.url}/api/fairness/beacon`)).json()) as { beacon: { kind: string; public_key: string } };
    expect(beacon.beacon.kind).toBe('local');
    const opened = JSON.parse(text.split('\n')[0]!) as { data: { beaconRound?: number; beaconPublicKey?: string } };
    expect(opened.data.beaconPublicKey).toBe(beacon.beacon.public_key);
    expect(checked.out).toContain(`beacon round ${opened.data.beaconRound} `);
    expect(checked.out).toContain(`signed by public key ${beacon.beacon.public_key}`);

    // A restart on the same database seeds nothing again.
    const before = await shop.infra.eventStore.readStream('tube-1006-2');
    await shop.close();
    shop = await startShop(config, pino({ level: 'silent' }));
    expect(await shop.infra.eventStore.readStream('tube-1006-2')).toHaveLength(before.length);
  });

  it('given a tube not yet revealed then anyone may export it (it holds no seed), and the CLI says it cannot check tiers yet', async () => {
    await sellOutTube(shop.infra.eventStore, { tubeId: 'audit-2', productId: '1001', buyers: ['user-d'], seed, reveal: false });

    const res = await exportOf('audit-2');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).not.toContain(seed);
    const pending = verify(text);
    expect(pending.status).toBe(2);
    expect(pending.out).toContain('NOT YET VERIFIABLE');
  });

  it('given an unknown tube or a malformed id then 404 or 400 with the spec message', async () => {
    const unknown = await exportOf('no-such-tube');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, message: '找不到籤筒ID，請重試' });
    const bad = await exportOf('bad%20id!');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, message: '找不到籤筒ID，請重試' });
  });
});
