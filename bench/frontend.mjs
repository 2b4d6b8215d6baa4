// Front-end figures, after `npm run build`, per route of the shopper's path: the gzip size of the
// JavaScript a route loads (entry, its static imports, the route's page chunk and its static
// imports, from Vite's manifest: bench/route-js.cjs, which the route budget test shares) and a
// Lighthouse mobile run of the route against the built app served by the real server. Routes: home,
// /ichiban/detail/{id}, /ichiban/ticket/{id}, the draw screen /ichiban/draw/{code} of the demo's
// sold-out tube (its order read from the tube's public export; the code made with a DRAW_CODE_SECRET
// the bench gives the server), /gacha/detail/{id}, /blindbox/detail/{id} and the slot page
// /blindbox/item/{packageId} of the demo blind box's first package (read from its product). The slot
// page needs a login: Lighthouse, run as a visitor, measures its way to /login.
// Prints the figures and writes bench/results/frontend.json. Never fails on a figure.
//
//   node bench/frontend.mjs            bundle + Lighthouse
//   BENCH_SKIP_LIGHTHOUSE=1 node bench/frontend.mjs
//   BENCH_ROUTES=ticket,draw node bench/frontend.mjs    (some routes only)
//   BENCH_LIGHTHOUSE_REPORT=/tmp/lh node bench/frontend.mjs   (keeps each full report, /tmp/lh-<route>.json)
//
// The server runs from server/dist on a throwaway database of the benchmarks' PostgreSQL
// (server/src/bench/bench-postgres.ts): BENCH_DATABASE_URL, or without it a fresh embedded one
// (which, run as root, runs as its own user in a folder that user owns).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHmac, randomBytes } from 'node:crypto';
import routeJsModule from './route-js.cjs';

const { ROUTE_PAGES, routeJs } = routeJsModule;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'bench/results/frontend.json');
/** The target for every shopper route; each route's budget (what CI holds it to) is in test/performance/route-js-budget.spec.ts. */
const TARGET_KB = 100;
const DRAW_CODE_SECRET = randomBytes(24).toString('hex');
const DEMO_SOLD_OUT_TUBE = '1006-2';
const DEMO_BLIND_BOX = '2001';
const DEMO_GACHA_MACHINE = '3001';

/** The routes measured; `path` may need the running server (the draw code). */
const ROUTES = [
  { name: 'home', path: async () => '/' },
  { name: 'detail', path: async () => '/ichiban/detail/1001' },
  { name: 'ticket', path: async () => '/ichiban/ticket/1001' },
  { name: 'draw', path: drawPath },
  { name: 'gacha-detail', path: async () => `/gacha/detail/${DEMO_GACHA_MACHINE}` },
  { name: 'blindbox-detail', path: async () => `/blindbox/detail/${DEMO_BLIND_BOX}` },
  { name: 'blindbox-slot', path: slotPath },
]
  .map((r) => ({ ...r, src: ROUTE_PAGES[r.name] }))
  .filter((r) => !process.env.BENCH_ROUTES || process.env.BENCH_ROUTES.split(',').includes(r.name));

/** /blindbox/item/{packageId} of the demo blind box's first package, as its product lists them. */
async function slotPath(url) {
  const res = await fetch(`${url}/api/blindbox/product/${DEMO_BLIND_BOX}`);
  const packageId = (await res.json()).data?.packages?.[0]?.id;
  if (!packageId) throw new Error(`blind box ${DEMO_BLIND_BOX} has no package`);
  return `/blindbox/item/${encodeURIComponent(packageId)}`;
}

/** /ichiban/draw/{code} of the order that bought the demo's sold-out tube (draw-code.service.ts makes codes the same way). */
async function drawPath(url) {
  const log = await (await fetch(`${url}/api/audit/tubes/${DEMO_SOLD_OUT_TUBE}/events`)).text();
  const drawn = log
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l))
    .find((e) => e.type === 'TicketDrawn');
  if (!drawn) throw new Error(`tube ${DEMO_SOLD_OUT_TUBE} has no drawn ticket`);
  const { orderId } = drawn.data;
  const mac = createHmac('sha256', Buffer.from(DRAW_CODE_SECRET, 'utf8'))
    .update(`draw-code:${orderId}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
  return `/ichiban/draw/${orderId}.${mac}`;
}

async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/products/hot`);
      if (res.ok && (await res.json()).data?.length) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not answer in time');
}

async function startServer() {
  if (!existsSync(join(ROOT, 'server/dist/main.js'))) throw new Error('server/dist/main.js missing: run `npm run build` first');
  const port = 3900 + Math.floor(Math.random() * 90);
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DRAW_CODE_SECRET };
  const { startBenchPostgres } = await import('../server/dist/bench/bench-postgres.js');
  const postgres = await startBenchPostgres();
  env.DATABASE_URL = await postgres.createDatabase('frontend');
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await postgres.stop();
  };
  try {
    await waitForServer(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function lighthouseRun(url, name) {
  const chromePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser', process.env.CHROMIUM_PATH].find((p) => p && existsSync(p));
  if (!chromePath) return { skipped: 'Chromium not found' };
  const bin = join(ROOT, 'node_modules/.bin/lighthouse');
  const out = join(tmpdir(), `lighthouse-${process.pid}-${name}.json`);
  const args = [
    url,
    `--chrome-path=${chromePath}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
    '--form-factor=mobile',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
  ];
  // Lighthouse now and then fails to record the page load's trace (NO_NAVSTART) and says to run it
  // again: a route gets three tries.
  for (let attempt = 1; ; attempt++) {
    const code = await new Promise((resolveRun) => {
      const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } });
      child.once('exit', resolveRun);
    });
    if (code === 0) break;
    if (attempt === 3) throw new Error(`lighthouse exited with ${code}`);
    console.log(`${name}: Lighthouse exited with ${code}; running it again`);
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // BENCH_LIGHTHOUSE_REPORT=path keeps the whole report for a closer look.
  if (process.env.BENCH_LIGHTHOUSE_REPORT) writeFileSync(`${process.env.BENCH_LIGHTHOUSE_REPORT}-${name}.json`, JSON.stringify(report));
  rmSync(out, { force: true });
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  const score = (id) => (report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100));
  return {
    lighthouseVersion: report.lighthouseVersion,
    formFactor: report.configSettings.formFactor,
    throttling: report.configSettings.throttlingMethod,
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    metricsMs: {
      firstContentfulPaint: audit('first-contentful-paint'),
      largestContentfulPaint: audit('largest-contentful-paint'),
      totalBlockingTime: audit('total-blocking-time'),
      speedIndex: audit('speed-index'),
      timeToInteractive: audit('interactive'),
    },
    cumulativeLayoutShift: audit('cumulative-layout-shift'),
  };
}

const results = { at: new Date().toISOString(), loadAverage: loadavg().map((l) => +l.toFixed(2)), routes: {} };
for (const route of ROUTES) {
  const js = { ...routeJs(route.src), targetKB: TARGET_KB };
  results.routes[route.name] = { js };
  console.log(
    `${route.name} route JavaScript: ${js.gzipKB} KB gzip (${(js.bytes / 1024).toFixed(1)} KB raw) in ${js.chunks.length} chunks, target ${TARGET_KB} KB`,
  );
  for (const c of js.chunks) console.log(`  ${(c.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${c.file}`);
}

// The server always runs and every route's address is resolved, so BENCH_SKIP_LIGHTHOUSE still
// checks that the whole bench can run here.
const server = await startServer();
try {
  for (const route of ROUTES) {
    const entry = results.routes[route.name];
    try {
      entry.path = await route.path(server.url);
      if (!process.env.BENCH_SKIP_LIGHTHOUSE) entry.lighthouse = await lighthouseRun(`${server.url}${entry.path}`, route.name);
    } catch (error) {
      entry.lighthouse = { error: String(error) };
    }
  }
} finally {
  await server.stop();
}
results.loadAverageAfter = loadavg().map((l) => +l.toFixed(2));
for (const [name, { path, lighthouse: lh }] of Object.entries(results.routes)) {
  if (!lh) {
    console.log(`${name}: ${path}, Lighthouse skipped (BENCH_SKIP_LIGHTHOUSE)`);
  } else if (lh.scores) {
    const m = lh.metricsMs;
    console.log(
      `${name}: Lighthouse ${lh.lighthouseVersion} (${lh.formFactor}, ${lh.throttling}) performance ${lh.scores.performance}; FCP ${Math.round(m.firstContentfulPaint)} ms, LCP ${Math.round(m.largestContentfulPaint)} ms, TBT ${Math.round(m.totalBlockingTime)} ms, SI ${Math.round(m.speedIndex)} ms, TTI ${Math.round(m.timeToInteractive)} ms, CLS ${lh.cumulativeLayoutShift?.toFixed(3)}`,
    );
  } else {
    console.log(`${name}: Lighthouse ${lh.error}`);
  }
}
console.log(`load average ${results.loadAverage.join(' ')} before, ${results.loadAverageAfter.join(' ')} after`);
mkdirSync(dirname(RESULTS), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
console.log(`written ${RESULTS}`);
