// The production-shaped stack of docker-compose.yml as local processes on loopback,
// since no Docker engine runs here: this machine's PostgreSQL (events in PostgreSQL, not
// EventStoreDB, which cannot run here) and Redis, two API processes (the built server,
// PROJECTIONS=off) behind Debian's nginx running deploy/nginx.conf itself, and one projector.
// Like compose, the APIs believe X-Forwarded-For from nginx's address only (127.0.0.1 here);
// shoppers come from other loopback addresses (127.0.0.2, 127.0.0.3).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ClientToServerEvents, ServerToClientEvents } from '@shop/contracts';
import { Client } from 'pg';
import pino from 'pino';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '../../server/src/config/config';
import { openInfrastructure, type OpenInfrastructure } from '../../server/src/infrastructure';
import { eventually } from '../support/eventually';
import { createBuyer, creditWallet } from '../support/members';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = resolve(__dirname, '../..');
const serverMain = resolve(root, 'server/dist/main.js');
const projectorMain = resolve(root, 'server/dist/projector.js');
const nginxBinary = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => join(dir, 'nginx'))].find((path) => existsSync(path));

const children: ChildProcess[] = [];
let db: TestDatabase;
let storage: OpenInfrastructure;
let nginxDir: string;
let web: string;
let projectorHealth: string;
let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;

/** Spawns a built entry point and resolves with the first match of `ready` in its output. */
function start(script: string, env: Record<string, string>, ready: RegExp): Promise<string> {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url, REDIS_URL, REDIS_KEY: `stack-${process.pid}`, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((ok, fail) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (!match) return;
      child.stdout!.off('data', onData).resume();
      child.stderr!.resume();
      ok(match[1] ?? match[0]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code, signal) => fail(new Error(`${script} exited (${code ?? signal}) before it was ready:\n${out.slice(-2000)}`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => ok(port));
    });
  });
}

/** deploy/nginx.conf itself, its upstreams and listen address pointed at the local processes. */
async function startNginx(apiA: string, apiB: string): Promise<string> {
  nginxDir = mkdtempSync(join(tmpdir(), 'stack-nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(nginxDir, dir));
  // Workers may run as another user when the test runs as root.
  for (const dir of ['', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) chmodSync(join(nginxDir, dir), 0o777);
  const port = await freePort();
  const site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replace('server api1:3000;', `server ${new URL(apiA).host};`)
    .replace('server api2:3000;', `server ${new URL(apiB).host};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  if (!site.includes(`listen 127.0.0.1:${port};`) || site.includes('api1:3000'))
    throw new Error('deploy/nginx.conf no longer has the shape this test rewrites');
  const temp = (name: string) => `${name}_temp_path ${join(nginxDir, name === 'client_body' ? 'client_body' : name)};`;
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(nginxDir, 'nginx.pid')};`,
      `error_log ${join(nginxDir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      site,
      '}',
    ].join('\n'),
  );
  const args = ['-p', nginxDir, '-e', join(nginxDir, 'error.log'), '-c', join(nginxDir, 'nginx.conf')];
  const check = spawnSync(nginxBinary!, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`);
  const child = spawn(nginxBinary!, args, { stdio: 'ignore' });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    () => fetch(`${url}/api/health`).then((r) => r.status),
    (status) => status === 200,
    { timeoutMs: 20_000 },
  );
  return url;
}

/** A request from a given loopback address, as a shopper elsewhere on the internet would come. */
function from(localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((ok, fail) => {
    const req = request(`${web}${path}`, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => ok(res.statusCode!));
    });
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });
}

beforeAll(async () => {
  if (!nginxBinary) throw new Error('nginx is missing: run scripts/ensure-test-deps.sh (npm test does)');
  for (const script of [serverMain, projectorMain]) {
    if (!existsSync(script)) throw new Error(`${script} is missing: run \`npm run build\` first (npm test does)`);
  }
  db = await createTestDatabase('stack');
  projectorHealth = `http://127.0.0.1:${await start(projectorMain, { LOG_LEVEL: 'info', PROJECTOR_HEALTH_PORT: '0' }, /"healthPort":(\d+)[^\n]*projector running/)}/health`;
  const api = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PROJECTIONS: 'off', TRUST_PROXY: '127.0.0.1' };
  const apiA = await start(serverMain, { ...api, SEED_DEMO: 'true' }, /shop running\): (http:\/\/\S+)/);
  const apiB = await start(serverMain, { ...api, SEED_DEMO: 'false' }, /shop running\): (http:\/\/\S+)/);
  web = await startNginx(apiA, apiB);
  storage = await openInfrastructure(loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent', PROJECTIONS: 'off' }), pino({ level: 'silent' }));
}, 120_000);

afterAll(async () => {
  socket?.disconnect();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
    ),
  );
  await storage?.close();
  await db?.drop();
  if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
});

it("a browser's socket connects through nginx websocket-first, its Origin carrying the port", async () => {
  socket = io(web, { transports: ['websocket'], reconnection: false, extraHeaders: { Origin: web } });
  await new Promise<void>((ok, fail) => {
    socket!.once('connect', ok);
    socket!.once('connect_error', fail);
  });
  expect(await socket.emitWithAck('tube:watch', { tubeId: '1001-1' })).toEqual({ ok: true });
  // Another site's page is still refused.
  const foreign = io(web, { transports: ['websocket'], reconnection: false, extraHeaders: { Origin: 'https://evil.example' } });
  await expect(
    new Promise<void>((ok, fail) => {
      foreign.once('connect', () => ok());
      foreign.once('connect_error', fail);
    }),
  ).rejects.toThrow();
  foreign.disconnect();
});

// Wrong captcha answers count per address (20 in ten minutes): cheap requests, unlike logins.
it('per-IP limits see each shopper: one address locked out, another not, and a forged X-Forwarded-For changes nothing', async () => {
  const attempt = (address: string, headers?: Record<string, string>) =>
    from(address, '/api/auth/phone/send-code', { phone: '0966123456', captcha_id: 'no-such-captcha', captcha_answer: 'x' }, headers);
  for (let i = 0; i < 20; i++) expect(await attempt('127.0.0.2')).toBe(400);
  expect(await attempt('127.0.0.2')).toBe(429);
  expect(await attempt('127.0.0.2', { 'X-Forwarded-For': '198.51.100.7' })).toBe(429);
  expect(await attempt('127.0.0.3')).toBe(400);
});

it('the projector survives its database connections being killed in the middle of a batch and catches up', async () => {
  const buyer = await createBuyer({ infra: storage }, { name: '斷線' });
  const name = new URL(db.url).pathname.slice(1);
  const blocker = new Client({ connectionString: db.url });
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([blocker.connect(), admin.connect()]);
  try {
    // Every batch ends by moving the checkpoints: hold their table against writes, so the
    // projector's batch is open and waiting when its connections die. (SHARE, not ACCESS
    // EXCLUSIVE: that one takes a transaction id, and the log's readers rightly wait for it.)
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE projection_checkpoints IN SHARE MODE');
    await creditWallet({ infra: storage }, buyer.userId, { tokens: 500 });
    await eventually(
      () => admin.query("SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'", [name]),
      (r) => (r.rowCount ?? 0) > 0,
    );
    const { rows } = await blocker.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [rows.map((r) => r.pid)]);
    await blocker.query('COMMIT');
  } finally {
    await blocker.end();
    await admin.end();
  }
  const health = await eventually(
    () => fetch(projectorHealth).then(async (r) => ({ status: r.status, body: (await r.json()) as { runner: { state: string; restarts: number } } })),
    (h) => h.status === 200 && h.body.runner.state === 'live' && h.body.runner.restarts >= 1,
    { timeoutMs: 20_000 },
  );
  expect(health.body.runner.restarts).toBeGreaterThanOrEqual(1);
  const tokens = await eventually(
    async () => {
      const r = await fetch(`${web}/api/user`, { headers: { authorization: `Bearer ${buyer.token}` } });
      return ((await r.json()) as { data?: { tokens: number } }).data?.tokens;
    },
    (t) => t === 500,
    { timeoutMs: 20_000 },
  );
  expect(tokens).toBe(500);
}, 60_000);
