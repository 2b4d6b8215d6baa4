// Two API processes share one audience through Redis: a lock taken through one reaches a
// browser socket connected to the other. Runs against the machine's Redis (REDIS_URL, default
// redis://127.0.0.1:6379, started by scripts/ensure-test-deps.sh) and fails when none answers:
// a fan-out that silently did not run is no evidence. SHOP_TEST_WITHOUT_REDIS=1 is the one
// opt-out, for a machine that cannot run Redis; CI never sets it, and the run then says skipped.
import { createConnection } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents, TubeChangedMessage } from '@shop/contracts';
import pino from 'pino';
import { io, type Socket } from 'socket.io-client';
import { RegisterUserCommand } from '../../server/src/modules/accounts/commands/register-user/register-user.command';
import { startShop, type RunningShop } from '../../server/src/shop-app';
import { eventually } from '../support/eventually';
import { creditWallet } from '../support/members';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-config';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const optedOut = process.env.SHOP_TEST_WITHOUT_REDIS === '1';
if (optedOut) console.warn('Redis fan-out test SKIPPED: SHOP_TEST_WITHOUT_REDIS=1 (CI never sets it)');

let db: TestDatabase;
let writer: RunningShop;
let reader: RunningShop;
let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;

(optedOut ? describe.skip : describe)('socket.io fan-out through Redis', () => {
  beforeAll(async () => {
    if (!(await redisAnswers(REDIS_URL))) {
      throw new Error(`No Redis answers at ${REDIS_URL}: run scripts/ensure-test-deps.sh (npm test does), or set REDIS_URL`);
    }
    db = await createTestDatabase('fanout');
    // Its own channel prefix: other runs may share the machine's Redis and the demo tube's name.
    const base = {
      REDIS_URL,
      REDIS_KEY: `fanout-${process.pid}`,
    };
    writer = await startShop(testConfig(db.url, { ...base, PROJECTIONS: 'inline', SEED_DEMO: 'true' }), pino({ level: 'silent' }));
    reader = await startShop(testConfig(db.url, { ...base, PROJECTIONS: 'off', SEED_DEMO: 'false' }), pino({ level: 'silent' }));
  }, 60_000);

  afterAll(async () => {
    socket?.disconnect();
    await reader?.close();
    await writer?.close();
    await db?.drop();
  });

  it('delivers a lock taken on one API process to a socket on the other', async () => {
    const { userId } = await writer.commands.execute<RegisterUserCommand, { userId: string }>(
      new RegisterUserCommand('0944000001', 'fanout-pass', '扇出', 'member', 'cli'),
    );
    // A buyer: a tube lock needs a wallet that pays for a ticket.
    await creditWallet(writer, userId, { tokens: 10_000 });
    const token = await eventually(async () => {
      const res = await fetch(`${writer.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '0944000001', password: 'fanout-pass' }),
      });
      return res.status === 200 ? ((await res.json()).data.token as string) : '';
    }, Boolean);

    socket = io(reader.url, { transports: ['websocket'], reconnection: false });
    const pushed: TubeChangedMessage[] = [];
    socket.on('tube:changed', (m) => pushed.push(m));
    await new Promise<void>((resolve) => socket!.on('connect', resolve));
    expect(await socket.emitWithAck('tube:watch', { tubeId: '1001-2' })).toEqual({ ok: true });

    const res = await fetch(`${writer.url}/api/raffle/tube/1001-2/lock`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const message = await eventually(() => pushed.find((m) => m.tubeId === '1001-2' && m.locked), Boolean);
    expect(message).toMatchObject({ tubeId: '1001-2', locked: true, remainingTickets: 80 });
  });
});
