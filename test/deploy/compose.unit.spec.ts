// docker-compose.yml and deploy/nginx.conf read the way the engine and nginx would:
// no Docker engine runs here, so the file is checked by Debian's docker-compose (`config`, which
// validates without an engine; scripts/ensure-test-deps.sh installs it) and structurally below.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

const root = resolve(__dirname, '../..');
type Service = {
  restart?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  command?: string[];
  networks?: Record<string, { ipv4_address?: string }>;
};
const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, { ipam: { config: { subnet: string }[] } }>;
};
const nginx = readFileSync(resolve(root, 'deploy/nginx.conf'), 'utf8');
const location = (path: string) => new RegExp(`location ${path.replace(/\//g, '\\/')} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? '';

it('validates with docker-compose config', () => {
  const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: root, encoding: 'utf8' });
  if (result.error) throw new Error(`docker-compose is missing: run scripts/ensure-test-deps.sh (${result.error.message})`);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

it('restarts every long-running service, EventStoreDB included', () => {
  for (const name of ['eventstore', 'api1', 'api2', 'projector', 'web'])
    expect([name, compose.services[name]?.restart]).toEqual([name, 'unless-stopped']);
});

it("shows the projector's health through its own endpoint", () => {
  const projector = compose.services.projector!;
  expect(projector.command).toEqual(['node', 'server/dist/projector.js']);
  const port = projector.environment?.PROJECTOR_HEALTH_PORT;
  expect(port).toMatch(/^\d+$/);
  expect(projector.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${port}/health`);
  // The projector keeps everything else the APIs have (the merge did not drop the event store).
  expect(projector.environment).toMatchObject({ EVENT_STORE: 'esdb', PROJECTIONS: 'off' });
});

it('the APIs believe X-Forwarded-For from nginx only, at its fixed address on the compose network', () => {
  const webAddress = compose.services.web!.networks?.default?.ipv4_address;
  const [subnet] = compose.networks.default!.ipam.config;
  expect(webAddress).toBeDefined();
  expect(webAddress!.startsWith(subnet!.subnet.replace(/\.0\/24$/, '.'))).toBe(true);
  for (const api of ['api1', 'api2', 'projector']) expect(compose.services[api]!.environment?.TRUST_PROXY).toBe(webAddress);
});

it('nginx passes the Host with its port and the client address, for pages and sockets alike', () => {
  for (const path of ['/socket.io/', '/']) {
    const block = location(path);
    expect(block).toContain('proxy_set_header Host $http_host;');
    expect(block).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  }
  expect(location('/socket.io/')).toContain('proxy_set_header Upgrade $http_upgrade;');
});
