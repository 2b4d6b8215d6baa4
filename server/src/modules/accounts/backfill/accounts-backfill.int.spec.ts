// A log written before credentials left it (version-1 events carrying argon2 hashes, phone
// reservations on `phone-<number>`) keeps working: its members sign in with their newest
// password, lookups find them through the keyed phone streams, no hash is readable through the
// boundary, and a rebuilt read model equals the one built live.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import type { EventMetadata } from '@shop/contracts';
import { hash } from 'argon2';
import pino from 'pino';
import { PostgresEventStore } from '../../../event-store/postgres/postgres-event-store';
import { startShop, type RunningShop } from '../../../shop-app';
import { testConfig } from '@shop/testing/test-config';

let db: TestDatabase;
let shop: RunningShop;
const at = '2026-01-02T03:04:05.000Z';
const meta = (): EventMetadata => ({ actor: { kind: 'system' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: at });
const legacy = (type: string, data: object) => ({ id: randomUUID(), type, data, metadata: meta() });

async function login(phone: string, password: string) {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  return res.status;
}

beforeAll(async () => {
  db = await createTestDatabase('backfill');
  const old = PostgresEventStore.create(db.url);
  await old.ensureSchema();
  const member = async (userId: string, phone: string, hashes: string[]) => {
    await old.appendToStream(`phone-${phone}`, [legacy('PhoneReserved', { phone, userId })], { expectedRevision: 'no_stream' });
    await old.appendToStream(
      `user-${userId}`,
      [
        legacy('UserRegistered', {
          userId,
          phone,
          name: `舊會員${phone.slice(-2)}`,
          role: 'member',
          passwordHash: hashes[0],
          via: 'phone',
          invitationCode: `OLD${phone.slice(-5)}`,
        }),
        legacy('PhoneVerified', { userId, phone }),
        ...hashes.slice(1).map((h) => legacy('PasswordChanged', { userId, passwordHash: h, reason: 'reset' })),
      ],
      { expectedRevision: 'no_stream' },
    );
  };
  await member('u_old1', '0966000001', [await hash('first-pass', { type: 2 })]);
  await member('u_old2', '0966000002', [await hash('first-pass', { type: 2 }), await hash('second-pass', { type: 2 })]);
  await old.close();
  const config = testConfig(db.url, { SEED_DEMO: 'false' });
  shop = await startShop(config, pino({ level: 'silent' }));
});

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

it('lets members of an old log sign in with their newest password', async () => {
  await shop.infra.commits.waitFor(
    'user-account',
    async () => (await shop.infra.dataSource.query(`SELECT 1 FROM user_accounts`)).length === 2,
    20_000,
  );
  expect(await login('0966000001', 'first-pass')).toBe(200);
  expect(await login('0966000002', 'second-pass')).toBe(200);
  expect(await login('0966000002', 'first-pass')).toBe(401);
});

it('reads no hash through the boundary and keys the phone streams', async () => {
  const events = await shop.infra.eventStore.readAll({ maxCount: 100, filter: { streamPrefixes: ['user-u_old'] } });
  expect(events.length).toBe(5);
  expect(JSON.stringify(events.map((e) => e.data))).not.toContain('argon2');
  const rekeyed = (await shop.infra.dataSource.query(`SELECT stream_id FROM es_streams WHERE stream_id LIKE 'phone-%' ORDER BY stream_id`)) as {
    stream_id: string;
  }[];
  expect(rekeyed.filter((s) => /^phone-[0-9a-f]{64}$/.test(s.stream_id))).toHaveLength(2);
});

it('rebuilds the read model into the very rows built live', async () => {
  const rows = () => shop.infra.dataSource.query(`SELECT * FROM user_accounts ORDER BY user_id`);
  const live = await rows();
  await shop.infra.runner.stop();
  await shop.infra.runner.rebuild();
  await shop.infra.runner.start();
  expect(await rows()).toEqual(live);
  expect(live[0]).not.toHaveProperty('password_hash');
});
