// Google and LINE sign-in in real Chromium against a real OpenID provider (`oidc-provider`, its own
// process on loopback): /login shows the buttons the server enables, the browser goes through the
// provider and back to /login/line-callback, and lands signed in on the page it started from.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { startShop, type RunningShop } from '../../server/src/shop-app';
import { launchChromium } from '../support/browser';
import { eventually } from '../support/eventually';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-config';

const PROVIDER_SCRIPT = resolve(__dirname, '../../server/src/modules/accounts/oidc/testing/oidc-test-provider.mjs');
const SHOTS = resolve(__dirname, '../../test-results');
const clients = {
  google: { client_id: 'shop-google', client_secret: 'google-secret-0123456789' },
  line: { client_id: 'shop-line', client_secret: 'line-secret-0123456789' },
};

let provider: ChildProcess;
let issuer: string;
let db: TestDatabase;
let shop: RunningShop;
let browser: Browser;

/** A free loopback port: the provider must know the shop's callback address before the shop starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function startProvider(callback: string): Promise<string> {
  provider = spawn(process.execPath, [PROVIDER_SCRIPT], {
    env: { ...process.env, CLIENTS: JSON.stringify(Object.values(clients).map((c) => ({ ...c, redirect_uris: [callback] }))) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  for await (const line of createInterface({ input: provider.stdout! })) return JSON.parse(line).issuer as string;
  throw new Error('the OpenID provider did not start');
}

const actAs = (account: { sub: string; email?: string; name?: string }) =>
  fetch(`${issuer}/_test/account`, { method: 'POST', body: JSON.stringify(account) });

beforeAll(async () => {
  if (!existsSync(resolve(__dirname, '../../client/dist/index.html'))) throw new Error('client/dist is missing: run `npm run build` first');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  issuer = await startProvider(`${origin}/login/line-callback`);
  db = await createTestDatabase('oidc_e2e');
  const config = testConfig(db.url, {
    PORT: String(port),
    PUBLIC_URL: origin,
    GOOGLE_OIDC_ISSUER: issuer,
    GOOGLE_CLIENT_ID: clients.google.client_id,
    GOOGLE_CLIENT_SECRET: clients.google.client_secret,
    LINE_OIDC_ISSUER: issuer,
    LINE_CHANNEL_ID: clients.line.client_id,
    LINE_CHANNEL_SECRET: clients.line.client_secret,
  });
  shop = await startShop(config, pino({ level: 'silent' }));
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await db?.drop();
  provider?.kill('SIGTERM');
});

it.each([
  ['google', { sub: 'g-collector-1', email: 'kuji.fan@example.tw', name: '谷歌收藏家' }],
  ['line', { sub: 'line-collector-1', name: '賴收藏家' }],
] as const)(
  'signs in with %s through the provider and returns to the page it left',
  async (name, account) => {
    await actAs(account);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW' });
    const page = await context.newPage();
    try {
      // A login-only page sends the visitor to /login, which offers the provider.
      await page.goto(`${shop.url}/settings`);
      await page.waitForURL((url) => url.pathname === '/login');
      const button = page.getByTestId(`provider-${name}`);
      await button.waitFor();
      if (name === 'google') await page.screenshot({ path: resolve(SHOTS, 'accounts-login-providers-mobile.png') });
      await button.click();
      await page.waitForURL((url) => url.pathname === '/settings', { timeout: 20_000 });
      const user = await eventually(
        () => page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? 'null') as { name: string } | null),
        (u) => u !== null,
      );
      expect(user!.name).toBe(account.name);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    } finally {
      await context.close();
    }
  },
  60_000,
);

it('says 缺少認證 Token on a callback without a code', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW' });
  const page = await context.newPage();
  try {
    await page.goto(`${shop.url}/login/line-callback`);
    await expect(page.getByTestId('oidc-error').textContent()).resolves.toContain('缺少認證 Token');
  } finally {
    await context.close();
  }
});
