// Google and LINE sign-in against a real OpenID provider (`oidc-provider`, its own process on
// loopback): the full authorization-code flow over HTTP, id_token sign-in, and the refusals.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { messages } from '@shop/contracts';
import pino from 'pino';
import { startShop, type RunningShop } from '../../../shop-app';
import { testConfig } from '@shop/testing/test-config';

const SHOP_ORIGIN = 'http://shop.test';
const CALLBACK = `${SHOP_ORIGIN}/login/line-callback`;
const clients = {
  google: { client_id: 'shop-google', client_secret: 'google-secret-0123456789' },
  line: { client_id: 'shop-line', client_secret: 'line-secret-0123456789' },
};

let db: TestDatabase;
let shop: RunningShop;
let providerProcess: ChildProcess;
let issuer: string;

async function startProvider(): Promise<string> {
  providerProcess = spawn(process.execPath, [resolve(__dirname, 'testing/oidc-test-provider.mjs')], {
    env: { ...process.env, CLIENTS: JSON.stringify(Object.values(clients).map((c) => ({ ...c, redirect_uris: [CALLBACK] }))) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const lines = createInterface({ input: providerProcess.stdout! });
  for await (const line of lines) return JSON.parse(line).issuer as string;
  throw new Error('the OpenID provider did not start');
}

/** The account the provider signs in next. */
const actAs = (account: { sub: string; email?: string; name?: string }) =>
  fetch(`${issuer}/_test/account`, { method: 'POST', body: JSON.stringify(account) });

type Jar = Map<string, string>;
function keepCookies(jar: Jar, res: Response) {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}
const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Follows the provider's redirects like a browser until it sends us back to the shop's callback page. */
async function throughProvider(authorizeUrl: string): Promise<URL> {
  const jar: Jar = new Map();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
    keepCookies(jar, res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(CALLBACK)) return next;
    url = next.href;
  }
  throw new Error('too many redirects');
}

/** Starts sign-in at the shop, goes through the provider, and returns what the callback page would call with. */
async function codeFlow(start: string) {
  const res = await fetch(`${shop.url}${start}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const stateCookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('oidc_state='))!
    .split(';')[0];
  const back = await throughProvider(res.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, cookie: stateCookie };
}

async function callback(path: string, flow: { code: string; state: string; cookie?: string }) {
  const res = await fetch(`${shop.url}/api${path}?code=${encodeURIComponent(flow.code)}&state=${encodeURIComponent(flow.state)}`, {
    headers: flow.cookie ? { cookie: flow.cookie } : {},
  });
  return { status: res.status, body: await res.json() };
}

/** An id_token as a client-side SDK would hold it: the provider's code flow run by the client itself. */
async function idTokenFor(client: { client_id: string; client_secret: string }): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: CALLBACK,
    scope: 'openid email profile',
    state: 'x'.repeat(16),
    nonce: 'n'.repeat(16),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const back = await throughProvider(authorize.href);
  const res = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
      ...client,
    }),
  });
  return ((await res.json()) as { id_token: string }).id_token;
}

async function post(path: string, body: unknown) {
  const res = await fetch(`${shop.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  issuer = await startProvider();
  db = await createTestDatabase('oidc');
  const config = testConfig(db.url, {
    SEED_DEMO: 'false',
    PUBLIC_URL: SHOP_ORIGIN,
    GOOGLE_OIDC_ISSUER: issuer,
    GOOGLE_CLIENT_ID: clients.google.client_id,
    GOOGLE_CLIENT_SECRET: clients.google.client_secret,
    LINE_OIDC_ISSUER: issuer,
    LINE_CHANNEL_ID: clients.line.client_id,
    LINE_CHANNEL_SECRET: clients.line.client_secret,
    LINE_LIFF_ID: '1234567890-AbCdEfGh',
  });
  shop = await startShop(config, pino({ level: 'silent' }));
});

afterAll(async () => {
  await shop?.close();
  await db?.drop();
  providerProcess?.kill('SIGTERM');
});

describe('OpenID Connect sign-in', () => {
  it('tells the client which providers are on', async () => {
    const res = await fetch(`${shop.url}/api/auth/providers`);
    expect(await res.json()).toEqual({ success: true, data: { google: true, line: true, line_liff_id: '1234567890-AbCdEfGh' } });
  });

  it('signs in with Google through the code flow, the same account each time', async () => {
    await actAs({ sub: 'google-sub-1', email: 'collector@example.tw', name: '收藏家小林' });
    const flow = await codeFlow('/api/auth/oidc/google/login?redirect=/box');
    expect(flow.code).toBeTruthy();
    const first = await callback('/auth/oidc/callback', flow);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      redirect: '/box',
      data: { user: { name: '收藏家小林', email: 'collector@example.tw', phone: null, role: 'member' } },
    });

    const me = await fetch(`${shop.url}/api/user`, { headers: { authorization: `Bearer ${first.body.data.token}` } });
    expect(me.status).toBe(200);

    const again = await callback('/auth/oidc/callback', await codeFlow('/api/auth/oidc/google/login'));
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
    expect(again.body.redirect).toBe('/');
    const events = await shop.infra.eventStore.readStream(`user-${first.body.data.user.id}`);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'ProviderLinked']);
  });

  it('refuses a callback from another browser, a replayed state and a forged code', async () => {
    await actAs({ sub: 'google-sub-2', email: 'two@example.tw', name: '二號' });
    const flow = await codeFlow('/api/auth/oidc/google/login');
    const refused = { status: 401, body: { success: false, message: messages.auth.userVerifyFailed } };
    expect(await callback('/auth/oidc/callback', { ...flow, cookie: undefined })).toEqual(refused);
    expect((await callback('/auth/oidc/callback', flow)).status).toBe(200);
    expect(await callback('/auth/oidc/callback', flow)).toEqual(refused);

    const forged = await codeFlow('/api/auth/oidc/google/login');
    expect(await callback('/auth/oidc/callback', { ...forged, code: 'not-a-real-code' })).toEqual(refused);
    expect((await callback('/auth/oidc/callback', { code: '', state: 'x' })).body.message).toBe(messages.auth.lineTokenMissing);
  });

  it('needs an e-mail from Google', async () => {
    await actAs({ sub: 'google-sub-3', name: '沒有信箱' });
    const r = await callback('/auth/oidc/callback', await codeFlow('/api/auth/oidc/google/login'));
    expect(r).toEqual({ status: 400, body: { success: false, message: messages.auth.googleEmailMissing } });
  });

  it('signs in with LINE through /api/line/login and /api/line/callback', async () => {
    await actAs({ sub: 'U1234567890abcdef', name: 'LINE 用戶' });
    const flow = await codeFlow('/api/line/login?redirect=/user');
    const r = await callback('/line/callback', flow);
    expect(r).toMatchObject({ status: 200, body: { redirect: '/user', data: { user: { name: 'LINE 用戶', email: null } } } });
  });

  it('signs in with an id_token the client already holds (Google verify and LIFF)', async () => {
    await actAs({ sub: 'google-sub-4', email: 'four@example.tw', name: '四號' });
    const googleToken = await idTokenFor(clients.google);
    const verified = await post('/auth/firebase/verify', { id_token: googleToken, email: 'ignored@example.tw', provider: 'google.com' });
    expect(verified).toMatchObject({ status: 200, body: { success: true, data: { user: { email: 'four@example.tw', name: '四號' } } } });

    const tampered = googleToken.slice(0, -4) + (googleToken.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await post('/auth/firebase/verify', { id_token: tampered })).toEqual({
      status: 401,
      body: { success: false, message: messages.auth.googleVerifyFailed },
    });
    // A LINE token is not a Google token: wrong audience.
    await actAs({ sub: 'U-liff-1', name: 'LIFF 會員' });
    const lineToken = await idTokenFor(clients.line);
    expect((await post('/auth/firebase/verify', { id_token: lineToken })).status).toBe(401);

    const liff = await post('/line/liff-login', { id_token: lineToken });
    expect(liff).toMatchObject({ status: 200, body: { success: true, redirect_url: '/', user: { name: 'LIFF 會員' } } });
    expect(typeof liff.body.token).toBe('string');
    expect(await post('/line/liff-login', { id_token: 'a.b.c' })).toEqual({
      status: 401,
      body: { success: false, message: messages.auth.lineSessionExpired },
    });
  });
});
