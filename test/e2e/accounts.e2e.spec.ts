// Accounts in real Chromium: register with the code the console SMS sender "sent", log out (the
// server revokes the token), visit a login-only route while logged out and land back on it after a
// password login; edit the name; sign in with an SMS code; an invitation link carried into a second
// registration. Screenshots (mobile 390×844, desktop 1280×800) of login and register.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { devOutbox } from '../../server/src/modules/accounts/verification/dev-outbox';
import { launchChromium } from '../support/browser';
import { eventually } from '../support/eventually';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = '0955123456';
const PASSWORD = 'kuji-pass-1';
let shop: TestShop;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await shop?.close();
});

/** A shopper's tab. */
async function newShopper(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'zh-TW' });
  contexts.push(context);
  return { page: await context.newPage() };
}

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const token = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/** The page works out the captcha's proof of work by itself: wait until it has. */
async function captchaSolved(page: Page) {
  await page.locator('[data-testid="captcha-status"][data-state="solved"]').waitFor({ timeout: 30_000 });
}

/** The code in the last SMS to the phone, newer than `before`. */
async function smsCode(phone: string, before?: string): Promise<string> {
  await eventually(
    () => devOutbox.lastSms(phone),
    (sms) => Boolean(sms) && sms !== before,
  );
  const code = devOutbox.lastCode(phone);
  if (!code) throw new Error(`no code in the SMS to ${phone}: ${devOutbox.lastSms(phone)}`);
  return code;
}

async function register(page: Page, phone: string, password: string, shots?: string) {
  await page.getByTestId('steps-phone').fill(phone);
  await captchaSolved(page);
  if (shots) await page.screenshot({ path: resolve(SHOTS, `${shots}-1.png`) });
  const before = devOutbox.lastSms(phone);
  await page.getByTestId('steps-send').click();
  await page.getByTestId('steps-code').waitFor();
  // The resend button counts the 60 s cooldown down.
  expect(Number(await page.getByTestId('send-code').getAttribute('data-cooldown'))).toBeGreaterThan(55);
  await page.getByTestId('steps-code').fill(await smsCode(phone, before));
  await page.getByTestId('steps-password').fill(password);
  await page.getByTestId('steps-confirm').fill(password);
  if (shots) await page.screenshot({ path: resolve(SHOTS, `${shots}-2.png`) });
  await page.getByTestId('steps-finish').click();
  await page.getByTestId('register-done').waitFor();
  if (shots) await page.screenshot({ path: resolve(SHOTS, `${shots}-3.png`) });
}

it('registers with an SMS code, logs out for real, and comes back to a login-only route', async () => {
  const { page } = await newShopper(MOBILE);
  const visits: Array<{ visitor_id: string; is_logged_in: boolean }> = [];
  page.on('request', (r) => r.url().endsWith('/api/visitors/record') && visits.push(r.postDataJSON()));

  await page.goto(`${shop.url}/login`);
  await page.getByTestId('login-submit').waitFor();
  await page.screenshot({ path: resolve(SHOTS, 'accounts-login-mobile.png') });
  await page.getByTestId('login-tab-code').click();
  await captchaSolved(page);
  await page.screenshot({ path: resolve(SHOTS, 'accounts-login-code-mobile.png') });

  await page.getByRole('link', { name: '立即註冊' }).click();
  await page.waitForURL((url) => url.pathname === '/firebase-register');
  await register(page, PHONE, PASSWORD, 'accounts-register-mobile');
  const firstToken = await token(page);
  expect(firstToken).toBeTruthy();
  await page.getByTestId('register-continue').click();
  await page.waitForURL((url) => url.pathname === '/');

  // The member centre shows the new member with balances (a dash if a balance cannot be read).
  await page.goto(`${shop.url}/user`);
  await expect(page.getByTestId('member-name').textContent()).resolves.toBeTruthy();
  await eventually(
    () => page.getByTestId('member-tokens').textContent(),
    (t) => t === '0' || t === '—',
  );
  await page.screenshot({ path: resolve(SHOTS, 'accounts-user-mobile.png') });

  // Logout from /settings revokes the token on the server.
  await page.getByTestId('member-settings').click();
  await page.waitForURL((url) => url.pathname === '/settings');
  const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout') && r.method() === 'POST');
  await page.getByTestId('logout').click();
  await page.getByTestId('confirm-ok').click(); // 確定要登出嗎？
  await logoutCall;
  await page.waitForURL((url) => url.pathname === '/');
  // Home shows at once; the session ends when the server has answered.
  await eventually(
    () => token(page),
    (t) => t === null,
  );
  expect(await page.evaluate(() => localStorage.getItem('user_info'))).toBeNull();
  // One toast: 已登出, never a 請先登入 from a call that was in flight with the revoked token.
  await eventually(
    () => page.getByTestId('toast').allTextContents(),
    (texts) => texts.some((t) => t.includes('已登出')),
  );
  expect((await page.getByTestId('toast').allTextContents()).filter((t) => t.includes('請先登入'))).toEqual([]);
  const verify = await fetch(`${shop.url}/api/auth/verify-token`, { headers: { Authorization: `Bearer ${firstToken}` } });
  expect(verify.status === 401 || (await verify.json()).valid === false).toBe(true);

  // A login-only route while logged out: to /login with the redirect, back there after signing in.
  await page.goto(`${shop.url}/settings/basic`);
  await page.waitForURL((url) => url.pathname === '/login');
  expect(path(page)).toBe('/login?redirect=%2Fsettings%2Fbasic');
  await page.getByTestId('login-phone').fill(PHONE);
  await page.getByTestId('login-password').fill('wrong-pass');
  await page.getByTestId('login-submit').click();
  await eventually(
    () => page.getByTestId('login-error').textContent(),
    (t) => t === '登入失敗！請檢查手機號碼與密碼',
  );
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/settings/basic');
  expect(await token(page)).not.toBe(firstToken);

  // Basic settings: 未變更, the spec's name messages, then a saved name shown in the member centre.
  const name = page.getByTestId('basic-name');
  await name.waitFor();
  await page.getByTestId('basic-save').click();
  await expect(page.getByTestId('basic-error').textContent()).resolves.toBe('未變更');
  await name.fill('   ');
  await page.getByTestId('basic-save').click();
  await expect(page.getByTestId('basic-error').textContent()).resolves.toBe('請填寫姓名');
  await name.fill('  抽抽達人  ');
  await page.getByTestId('basic-save').click();
  await eventually(
    () => page.getByTestId('toast').allTextContents(),
    (t) => t.join().includes('已儲存'),
  );
  await page.goto(`${shop.url}/user`);
  await eventually(
    () => page.getByTestId('member-name').textContent(),
    (t) => t === '抽抽達人',
  );

  // Visitor tracking: one record for the day's first load (several full page loads later, still
  // one), plus one forced record at each sign-in; always the same stored visitor id.
  const visitorId = await page.evaluate(() => localStorage.getItem('visitor_id'));
  expect(visitorId).toMatch(/^v_\d{13}_[0-9a-z]+$/);
  expect(visits.map((v) => v.is_logged_in)).toEqual([false, true, true]);
  expect(new Set(visits.map((v) => v.visitor_id))).toEqual(new Set([visitorId]));
}, 120_000);

it('signs in with an SMS code on desktop', async () => {
  // A member of its own: the register step's code to PHONE still holds the 60 s resend cooldown.
  const phone = '0955123499';
  await shop.createMember(phone, 'code-pass-1', '簡訊會員');
  const { page } = await newShopper(DESKTOP);
  await page.goto(`${shop.url}/login?redirect=%2Fuser`);
  await page.getByTestId('login-submit').waitFor();
  await page.screenshot({ path: resolve(SHOTS, 'accounts-login-desktop.png') });
  await page.getByTestId('login-tab-code').click();
  await page.getByTestId('code-phone').fill(phone);
  await captchaSolved(page);
  const before = devOutbox.lastSms(phone);
  await page.getByTestId('send-code').click();
  await eventually(
    () => page.getByTestId('send-code').getAttribute('data-cooldown'),
    (c) => Number(c) > 55,
  );
  await page.getByTestId('code-input').fill(await smsCode(phone, before));
  await page.screenshot({ path: resolve(SHOTS, 'accounts-login-code-desktop.png') });
  await page.getByTestId('code-submit').click();
  await page.waitForURL((url) => url.pathname === '/user');
  await eventually(
    () => page.getByTestId('member-name').textContent(),
    (t) => t === '簡訊會員',
  );
  await page.screenshot({ path: resolve(SHOTS, 'accounts-user-desktop.png') });
}, 120_000);

it('carries an invitation from its landing page into a registration', async () => {
  const login = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: PHONE, password: PASSWORD }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const link = await fetch(`${shop.url}/api/invitation/link`, { headers: { Authorization: `Bearer ${login.data.token}` } }).then(
    (r) => r.json() as Promise<{ data: { invitation_code: string } }>,
  );
  const code = link.data.invitation_code;

  const { page } = await newShopper(DESKTOP);
  await page.goto(`${shop.url}/invite/ZZZZ9999`);
  await eventually(
    () => page.getByTestId('invite-state').getAttribute('data-state'),
    (s) => s === 'invalid',
  );
  await expect(page.getByText('邀請連結無效').count()).resolves.toBe(1);

  await page.goto(`${shop.url}/invite/${code}`);
  await expect(page.getByTestId('invite-inviter').textContent()).resolves.toBe('抽抽達人');
  await page.screenshot({ path: resolve(SHOTS, 'accounts-invite-desktop.png') });
  await page.getByTestId('invite-register').click();
  await page.waitForURL((url) => url.pathname === '/firebase-register');
  const registerCall = page.waitForRequest((r) => r.url().endsWith('/api/auth/register'));
  await page.getByTestId('steps-phone').waitFor();
  await register(page, '0955123457', 'friend-pass', 'accounts-register-desktop');
  expect((await registerCall).postDataJSON().invitation_code).toBe(code);
}, 120_000);
