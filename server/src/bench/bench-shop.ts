// The shop under benchmark: the built server (server/dist/main.js) as its own process on a bench
// database, and what a benchmark needs next to it: tubes opened the way the shop opens them, and
// members with tokens and a session. A topology may ask for several API processes and a separate
// projector (server/dist/projector.js), joined through Redis as in production.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { tubeCommitment, type TubeOpened } from '@shop/contracts';
import { allProjections, ProjectionRunner, UserAccountRow } from '@shop/projections';
import { Pool } from 'pg';
import { In, type DataSource } from 'typeorm';
import { createDataSource } from '../database/data-source';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { systemMetadata } from '../http/request-metadata';
import { RegisterUserCommand } from '../modules/accounts/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../modules/accounts/commands/register-user/register-user.handler';
import { SessionsService } from '../modules/accounts/sessions.service';
import { DrawSeedRow } from '../modules/fairness/draw-seed.entity';
import { tubeDecider } from '../modules/ichiban/domain/tube.decide';
import { walletDecider } from '../modules/wallet/domain/wallet.decide';
import { runCommand } from '../platform/command-runner';
import type { BenchPostgres } from './bench-postgres';
import { benchJson, benchRequest } from './bench-http';

export interface BenchMember {
  userId: string;
  token: string;
}

/** How the shop runs: API processes, and whether the projections run in their own process. */
export interface BenchTopology {
  apis: number;
  projector: boolean;
  /** Needed (and used) when there are several APIs or a projector: pushes travel through it. */
  redisUrl?: string;
  /** More environment for the API processes (e.g. a card gateway's merchant settings). */
  env?: Record<string, string>;
}

export interface BenchShop {
  /** The first API process. */
  url: string;
  /** Every API process, the first one included. */
  urls: string[];
  databaseUrl: string;
  /** The shop's own processes (APIs, projector), for their CPU time. */
  pids: number[];
  /**
   * Statements the shop's processes sent to PostgreSQL so far (they log in as a role of their own),
   * or null when the server does not load pg_stat_statements (an external BENCH_DATABASE_URL).
   */
  statements(): Promise<number | null>;
  /** The shop's statements by text, most called first (empty where pg_stat_statements is not loaded). */
  topStatements(limit: number): Promise<{ calls: number; query: string }[]>;
  store: PostgresEventStore;
  db: DataSource;
  /** Opens a tube of `tickets` on demo product 1003 (250 元 a ticket). */
  openTube(tickets: number): Promise<string>;
  /** Members (or, with `role`, staff) with `tokens` in their wallet and a session. */
  members(count: number, tokens: number, role?: 'member' | 'admin'): Promise<BenchMember[]>;
  /** Events in the log (the store's sequence: appends since start). */
  eventCount(): Promise<number>;
  post(path: string, token: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  stop(): Promise<void>;
}

export const BENCH_PRODUCT = { id: '1003', price: 250 };
const serverMain = process.env.BENCH_SERVER_MAIN ?? resolve(__dirname, '../main.js');
const projectorMain = resolve(__dirname, '../projector.js');
const SERVER_READY = /shop running\): (http:\/\/\S+)/;
const PROJECTOR_READY = /"msg":"projector running"()/;

function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  script = serverMain,
  ready = SERVER_READY,
): Promise<{ url: string; child: ChildProcess }> {
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server (written when it stops).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const url = ready.exec(out)?.[1];
      if (url === undefined) return;
      // Keep draining the server's output without holding on to it.
      child.stdout!.off('data', onData).resume();
      ok({ url, child });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before listening: ${out.slice(-1000)}`)));
  });
}

export function benchPrizes(tickets: number): TubeOpened['data']['prizes'] {
  const a = Math.max(1, Math.floor(tickets / 50));
  const b = Math.max(1, Math.floor(tickets / 10));
  return [
    { tier: 'A', name: 'A賞 公仔', quantity: a, image_url: '/demo/a.svg' },
    { tier: 'B', name: 'B賞 模型', quantity: b, image_url: '/demo/b.svg' },
    { tier: 'C', name: 'C賞 吊飾', quantity: tickets - a - b, image_url: '/demo/c.svg' },
    { tier: 'LAST', name: 'LAST賞', quantity: 1, image_url: '/demo/last.svg' },
  ];
}

/**
 * The shop's processes log in as a role of their own, so pg_stat_statements can tell their
 * statements from the benchmark's; the extension is created when the server preloads it.
 */
async function serverRole(databaseUrl: string): Promise<string> {
  const url = new URL(databaseUrl);
  const role = `shop_${url.pathname.slice(1)}`.slice(0, 60);
  const admin = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await admin.query(`CREATE ROLE ${role} LOGIN SUPERUSER PASSWORD 'bench'`);
    const [preloaded] = (await admin.query(`SELECT current_setting('shared_preload_libraries') AS libs`)).rows as { libs: string }[];
    if (preloaded?.libs.includes('pg_stat_statements')) await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  } finally {
    await admin.end();
  }
  url.username = role;
  url.password = 'bench';
  return url.toString();
}

export async function startBenchShop(pg: BenchPostgres, name: string, topology: BenchTopology = { apis: 1, projector: false }): Promise<BenchShop> {
  const databaseUrl = await pg.createDatabase(name);
  const serverUrl = await serverRole(databaseUrl);
  const children: ChildProcess[] = [];
  // A channel prefix of its own: the machine's Redis may serve other shops meanwhile.
  const shared: Record<string, string> = topology.redisUrl ? { REDIS_URL: topology.redisUrl, REDIS_KEY: `bench-${name}-${process.pid}` } : {};
  // The projector first: it migrates, and the catalogue seed reaches the read models through it.
  if (topology.projector) children.push((await startServer(serverUrl, { ...shared, LOG_LEVEL: 'info' }, projectorMain, PROJECTOR_READY)).child);
  const urls: string[] = [];
  for (let i = 0; i < topology.apis; i++) {
    const api = await startServer(serverUrl, {
      ...shared,
      ...topology.env,
      PROJECTIONS: topology.projector ? 'off' : 'inline',
      SEED_DEMO: String(i === 0),
    });
    children.push(api.child);
    urls.push(api.url);
  }
  const url = urls[0]!;
  const store = PostgresEventStore.create(databaseUrl, { max: 10 });
  const db = createDataSource(databaseUrl, 10);
  await db.initialize();
  // The server seeds the demo catalogue just after it listens.
  for (let i = 0; i < 200 && (await benchRequest(`${url}/api/raffle/status/${BENCH_PRODUCT.id}`)).status !== 200; i++)
    await new Promise((r) => setTimeout(r, 100));
  let tubeSeq = 0;
  return {
    url,
    urls,
    databaseUrl,
    pids: children.map((c) => c.pid!),
    async statements() {
      const role = new URL(serverUrl).username;
      try {
        const [row] = (await db.query(`SELECT coalesce(sum(calls), 0)::text AS n FROM pg_stat_statements WHERE userid = $1::regrole`, [role])) as {
          n: string;
        }[];
        return Number(row!.n);
      } catch {
        return null;
      }
    },
    async topStatements(limit) {
      try {
        const rows = (await db.query(
          `SELECT calls::int AS calls, query FROM pg_stat_statements WHERE userid = $1::regrole ORDER BY calls DESC LIMIT $2`,
          [new URL(serverUrl).username, limit],
        )) as { calls: number; query: string }[];
        return rows;
      } catch {
        return [];
      }
    },
    store,
    db,
    async openTube(tickets) {
      const tubeId = `b${process.pid}x${++tubeSeq}`;
      const seedHex = randomBytes(32).toString('hex');
      await db.getRepository(DrawSeedRow).insert({ streamId: `tube-${tubeId}`, seedHex, createdAt: new Date() });
      await runCommand({
        store,
        streamId: `tube-${tubeId}`,
        decider: tubeDecider,
        command: {
          type: 'OpenTube',
          data: {
            tubeId,
            productId: BENCH_PRODUCT.id,
            totalTickets: tickets,
            prizes: benchPrizes(tickets),
            commitment: tubeCommitment(tubeId, seedHex),
          },
        },
        metadata: systemMetadata(new Date()),
      });
      return tubeId;
    },
    async members(count, tokens, role = 'member') {
      const ids: string[] = [];
      for (let i = 0; i < count; i += 8) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(8, count - i) }, async () => {
            const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
            const { userId } = await RegisterUserHandler.standalone({ eventStore: store, dataSource: db }).execute(
              new RegisterUserCommand(phone, 'bench-pass', '測試買家', role, 'cli'),
            );
            if (tokens > 0)
              await runCommand({
                store,
                streamId: `wallet-${userId}`,
                decider: walletDecider,
                command: {
                  type: 'CreditTokens',
                  data: { userId, amount: tokens, reference: `admin:${randomUUID()}`, source: 'admin', description: '測試儲值' },
                },
                metadata: systemMetadata(new Date()),
              });
            return userId;
          }),
        );
        ids.push(...batch);
      }
      // Sessions need the account's read-model row.
      while ((await db.getRepository(UserAccountRow).countBy({ userId: In(ids) })) < ids.length) await new Promise((r) => setTimeout(r, 50));
      const sessions = new SessionsService(db, store);
      return Promise.all(ids.map(async (userId) => ({ userId, token: await sessions.create(userId, 'password') })));
    },
    async eventCount() {
      const [row] = (await db.query('SELECT coalesce(max(seq), 0)::text AS n FROM es_events')) as { n: string }[];
      return Number(row!.n);
    },
    post(path, token, body) {
      return benchJson(`${url}/api${path}`, 'POST', token, body);
    },
    async stop() {
      // APIs before the projector, the reverse of the start.
      for (const child of children.reverse()) {
        await new Promise<void>((done) => {
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      }
      await store.close();
      await db.destroy();
    },
  };
}

/** Waits until every read model has applied every event in the log (at most `timeoutMs`). */
export async function readModelsCaughtUp(shop: BenchShop, timeoutMs = 60_000): Promise<void> {
  const runner = new ProjectionRunner({ source: shop.store, dataSource: shop.db, projections: allProjections });
  const deadline = Date.now() + timeoutMs;
  while ((await runner.status()).some((s) => s.behind)) {
    if (Date.now() > deadline) throw new Error(`the read models were still behind after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The projection lag of every purchase since `since`, exactly: from its wallet event's commit to
 * the commit of the batch that wrote its token-history line (event committed → read-model row
 * committed, PostgreSQL's own commit timestamps; the bench's server keeps them). Every read model
 * a batch touches is written in that batch's one transaction, so this is the lag of the tube
 * board, the wallet, the prize box and the order history alike. token_history rows are written
 * once, keyed `<stream>:<revision>` of their wallet event. Call it once the read models have
 * caught up (readModelsCaughtUp), or the slowest events are missing.
 */
export async function commitLag(shop: BenchShop, since: Date): Promise<number[]> {
  const rows = (await shop.db.query(
    `SELECT extract(epoch FROM pg_xact_commit_timestamp(h.xmin) - pg_xact_commit_timestamp(e.xmin)) * 1000 AS ms
       FROM token_history h
       JOIN es_events e ON e.stream_id = split_part(h.id, ':', 1) AND e.revision = split_part(h.id, ':', 2)::bigint
      WHERE e.recorded_at >= $1`,
    [since],
  )) as { ms: string }[];
  return rows.map((r) => Number(r.ms));
}
