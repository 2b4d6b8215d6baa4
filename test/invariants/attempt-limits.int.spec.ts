// Attempt limits under concurrent bursts, as a hostile client sends them:
// 60 logins at once on one phone check at most the limit of passwords; 50 guesses at once on one
// SMS code check at most its five; the guesser then waits, longer each time, while the member
// signs in from their own device, and uses their own SMS code: no one can lock an account by
// failing on purpose.
import { createHash, randomBytes } from 'node:crypto';
import { messages, type CaptchaResponse } from '@shop/contracts';
import { loginLimits } from '../../server/src/modules/accounts/auth.http.controller';
import { loadConfig } from '../../server/src/config/config';
import { CAPTCHA_CHEAP_PER_ADDRESS } from '../../server/src/modules/accounts/verification/captcha.service';
import { codeLimits } from '../../server/src/modules/accounts/verification/phone-codes.service';
import { solveCaptcha } from '../support/captcha';
import { eventually } from '../support/eventually';
import { startTestShop, type TestShop } from '../support/shop-server';

jest.setTimeout(120_000);
let shop: TestShop;
let ipCounter = 0;
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  shop = await startTestShop({ database: 'limits', client: false, env: { SEED_DEMO: 'false' } });
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

async function post(path: string, body: unknown, ip: string) {
  const res = await fetch(`${shop.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string; remain?: number } };
}

async function member(phone: string, password: string): Promise<void> {
  await shop.createMember(phone, password, '試試');
  await eventually(
    () => post('/auth/login', { phone, password }, freshIp()).then((r) => r.status),
    (s) => s === 200,
  );
}

const count = (answers: Array<{ status: number }>, status: number) => answers.filter((a) => a.status === status).length;

describe('password login', () => {
  it('checks at most the limit of passwords when 60 logins on one phone arrive at once', async () => {
    await member('0935000001', 'right-pass');
    const ip = freshIp();
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => post('/auth/login', { phone: '0935000001', password: `wrong-${i}` }, ip)));
    // 401 = a password was checked and was wrong; 429 = refused before any check.
    expect(count(burst, 401)).toBeLessThanOrEqual(loginLimits.failuresPerClient);
    expect(count(burst, 401) + count(burst, 429)).toBe(60);
    expect(burst.find((a) => a.status === 429)?.body.message).toBe(messages.auth.tooManyRequests);
  });

  it('makes the failing client wait, longer each time, while the member signs in from elsewhere', async () => {
    await member('0935000002', 'right-pass');
    const attacker = freshIp();
    const fail = () => post('/auth/login', { phone: '0935000002', password: 'wrong-pass' }, attacker);
    for (let i = 0; i < loginLimits.failuresPerClient; i++) expect((await fail()).status).toBe(401);
    const first = await fail();
    expect(first.status).toBe(429);
    expect(first.body.remain).toBeGreaterThan(loginLimits.firstWaitSeconds - 5);
    expect(first.body.remain).toBeLessThanOrEqual(loginLimits.firstWaitSeconds);
    // Even the right password waits on that client…
    expect((await post('/auth/login', { phone: '0935000002', password: 'right-pass' }, attacker)).status).toBe(429);
    // …but the account is not locked: the member's own device signs in.
    expect((await post('/auth/login', { phone: '0935000002', password: 'right-pass' }, freshIp())).status).toBe(200);

    // The wait is over (as if a minute had passed): five more failures earn twice the wait.
    await shop.shop.infra.dataSource.query(`DELETE FROM auth_rate_limits WHERE key = $1`, [
      `rl${loginLimits.failuresPerClient}/${loginLimits.windowMs}:login:client:${attacker}:0935000002`,
    ]);
    for (let i = 0; i < loginLimits.failuresPerClient; i++) expect((await fail()).status).toBe(401);
    const second = await fail();
    expect(second.status).toBe(429);
    expect(second.body.remain).toBeGreaterThan(2 * loginLimits.firstWaitSeconds - 5);
  });
});

describe('password login, registered or not, behind a shared address', () => {
  // Four times the client's allowance at once, and fewer than the phone's bound (30): a try past that
  // bound gives back the client's slot it took meanwhile, and a burst past it could end with 4 answers of 401.
  const wrongBurst = (phone: string, ip: string) =>
    Promise.all(Array.from({ length: 4 * loginLimits.failuresPerClient }, (_, i) => post('/auth/login', { phone, password: `wrong-${i}` }, ip)));
  /** What an attacker sees: each status with its message, and whether a wait is given. */
  const seen = (answers: Awaited<ReturnType<typeof post>>[]) =>
    answers.map((a) => `${a.status} ${a.body.message} ${a.body.remain === undefined ? '' : 'remain'}`).sort();

  it('answers wrong passwords on a registered and an unregistered phone alike', async () => {
    await member('0935000011', 'right-pass');
    const registered = await wrongBurst('0935000011', freshIp());
    const unregistered = await wrongBurst('0935000012', freshIp());
    expect(count(registered, 401)).toBe(loginLimits.failuresPerClient);
    expect(seen(unregistered)).toEqual(seen(registered));
    const [wait1, wait2] = [registered, unregistered].map((b) => b.find((a) => a.status === 429)!.body.remain!);
    expect(Math.abs(wait1! - wait2!)).toBeLessThanOrEqual(2);
  });

  it('bounds the wrong passwords on one phone from many addresses', async () => {
    const burst = await Promise.all(
      Array.from({ length: loginLimits.failuresPerPhone + 10 }, (_, i) =>
        post('/auth/login', { phone: '0935000013', password: `wrong-${i}` }, freshIp()),
      ),
    );
    expect(count(burst, 401)).toBe(loginLimits.failuresPerPhone);
    expect(count(burst, 429)).toBe(10);
  });

  it("keeps the member's own device signing in while strangers use up the phone's bound from many addresses", async () => {
    await member('0935000016', 'right-pass');
    await member('0935000017', 'right-pass');
    // The member signed in from this browser before: it carries the shop's device cookie for the phone.
    const signedIn = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ phone: '0935000016', password: 'right-pass' }),
    });
    expect(signedIn.status).toBe(200);
    const setCookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('login_device_'))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/api\/auth/);
    const deviceCookie = setCookie.split(';')[0]!;
    const [name, value] = deviceCookie.split('=') as [string, string];
    const login = (password: string, cookie?: string) =>
      fetch(`${shop.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ phone: '0935000016', password }),
      }).then((r) => r.status);

    const strangers = await Promise.all(Array.from({ length: loginLimits.failuresPerPhone + 5 }, (_, i) => login(`wrong-${i}`)));
    expect(strangers.filter((s) => s === 429)).toHaveLength(5);
    // The phone's bound is used up: a new browser with the right password waits…
    expect(await login('right-pass')).toBe(429);
    // …and so does a forged cookie, or one signed for another phone…
    expect(await login('right-pass', `${name}=${value.slice(0, -2)}xx`)).toBe(429);
    const other = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ phone: '0935000017', password: 'right-pass' }),
    });
    const otherValue = other.headers
      .getSetCookie()
      .find((c) => c.startsWith('login_device_'))!
      .split(';')[0]!
      .split('=')[1]!;
    expect(await login('right-pass', `${name}=${otherValue}`)).toBe(429);
    // …but the member's own device signs in, and its own wrong tries are limited as a client's.
    expect(await login('right-pass', deviceCookie)).toBe(200);
    for (let i = 0; i < loginLimits.failuresPerClient; i++) expect(await login(`typo-${i}`, deviceCookie)).toBe(401);
    expect(await login('typo-again', deviceCookie)).toBe(429);
  });

  it('lets another member behind the same address sign in while one fails over and over', async () => {
    await member('0935000014', 'right-pass');
    await member('0935000015', 'right-pass');
    const shared = freshIp();
    for (let i = 0; i < 25; i++) await post('/auth/login', { phone: '0935000014', password: `wrong-${i}` }, shared);
    // Mistyped phones too, a few, as members behind one carrier address do.
    for (let i = 0; i < 5; i++) await post('/auth/login', { phone: `093500009${i}`, password: 'wrong' }, shared);
    const bystander = await post('/auth/login', { phone: '0935000015', password: 'right-pass' }, shared);
    expect(bystander.status).toBe(200);
  });

  it('stops an address spraying one password across many phones', async () => {
    const sprayer = freshIp();
    const spray = (i: number) => post('/auth/login', { phone: `0936${String(i).padStart(6, '0')}`, password: '123456' }, sprayer);
    for (let i = 0; i < loginLimits.phonesPerIp; i++) expect((await spray(i)).status).toBe(401);
    const refused = await spray(loginLimits.phonesPerIp);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.auth.tooManyRequests);
  });
});

describe('SMS code', () => {
  it('checks at most five guesses when 50 guesses on one code arrive at once', async () => {
    const phone = '0935000003';
    const id = randomBytes(18).toString('base64url');
    const salt = randomBytes(16).toString('hex');
    const hash = createHash('sha256').update(`${salt}:123456`).digest('hex');
    await shop.shop.infra.dataSource.query(
      `INSERT INTO phone_codes (id, phone, purpose, code_hash, salt, ip, created_at, expires_at)
       VALUES ($1, $2, 'login', $3, $4, '10.0.0.1', now(), now() + interval '5 minutes')`,
      [id, phone, hash, salt],
    );
    // From many addresses, so that only the code's own limit can hold.
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/auth/phone/verify', { phone, code: String(100000 + i).padStart(6, '0'), session_info: id }, freshIp()),
      ),
    );
    const checked = burst.filter((a) => a.body.message === messages.phoneBinding.codeWrong).length;
    expect(checked).toBeLessThanOrEqual(codeLimits.guessesPerCode);
    expect(checked).toBeGreaterThan(0);
    const [{ attempts }] = await shop.shop.infra.dataSource.query('SELECT attempts FROM phone_codes WHERE id = $1', [id]);
    expect(attempts).toBe(codeLimits.guessesPerCode);
    // The right code no longer works: the code is used up.
    const right = await post('/auth/phone/verify', { phone, code: '123456', session_info: id }, freshIp());
    expect(right.status).toBeGreaterThanOrEqual(400);
  });

  it('never locks a phone: wrong guesses from one client leave the member free to use their own code', async () => {
    const phone = '0935000004';
    await member(phone, 'right-pass');
    const attacker = freshIp();
    // Guesses at made-up codes for the member's phone, until the attacker is told to wait.
    const guess = (i: number) => post('/auth/phone/verify', { phone, code: '000000', session_info: `made-up-${i}-abcdefghijkl` }, attacker);
    let answer = await guess(0);
    for (let i = 1; answer.status !== 429 && i < 40; i++) answer = await guess(i);
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe(messages.auth.tooManyRequests);

    // The member's own code, from their own device, is still checked and accepted.
    const id = randomBytes(18).toString('base64url');
    const salt = randomBytes(16).toString('hex');
    await shop.shop.infra.dataSource.query(
      `INSERT INTO phone_codes (id, phone, purpose, code_hash, salt, ip, created_at, expires_at)
       VALUES ($1, $2, 'login', $3, $4, '10.0.0.1', now(), now() + interval '5 minutes')`,
      [id, phone, createHash('sha256').update(`${salt}:654321`).digest('hex'), salt],
    );
    const own = await post('/auth/phone/verify', { phone, code: '654321', session_info: id }, freshIp());
    expect(own.body.message).not.toBe(messages.auth.tooManyRequests);
    expect(own.status).toBe(200);
  });

  /** A solved captcha, fetched from its own address (issuing is limited per address). */
  async function captcha() {
    const res = await fetch(`${shop.url}/api/auth/captcha`, { headers: { 'x-forwarded-for': freshIp() } });
    return solveCaptcha(((await res.json()) as CaptchaResponse).data);
  }

  it('sends one SMS when 12 send-code calls for one phone arrive at once', async () => {
    const phone = '0935000005';
    const solved = await Promise.all(Array.from({ length: 12 }, () => captcha()));
    // From many addresses, so that only the phone's cooldown can hold.
    const burst = await Promise.all(solved.map((c) => post('/auth/phone/send-code', { phone, purpose: 'register', ...c }, freshIp())));
    expect(count(burst, 200)).toBe(1);
    // The rest wait for the cooldown, or, past the phone's first few sends, need a dearer captcha.
    const tooCheap = burst.filter((a) => a.body.message === messages.auth.captchaTooCheap).length;
    expect(tooCheap).toBe(12 - CAPTCHA_CHEAP_PER_ADDRESS);
    expect(count(burst, 429)).toBe(CAPTCHA_CHEAP_PER_ADDRESS - 1);
    const [{ codes }] = await shop.shop.infra.dataSource.query('SELECT count(*)::int AS codes FROM phone_codes WHERE phone = $1', [phone]);
    expect(codes).toBe(1);
  });

  it('keeps the daily quotas per phone and per address when sends arrive at once', async () => {
    const db = shop.shop.infra.dataSource;
    const earlier = (phone: string, ip: string, n: number) =>
      db.query(
        `INSERT INTO phone_codes (id, phone, purpose, code_hash, salt, ip, created_at, expires_at)
         SELECT md5(random()::text), $1, 'register', '', '', $2, now() - interval '2 hours', now() - interval '2 hours' FROM generate_series(1, $3)`,
        [phone, ip, n],
      );
    // A phone one send short of its quota, asked 12 times at once after the cooldown: one SMS.
    await earlier('0935000006', '10.99.0.1', codeLimits.sendsPerPhonePerDay - 1);
    const solved = await Promise.all(Array.from({ length: 24 }, () => captcha()));
    const onePhone = await Promise.all(
      solved.slice(0, 12).map((c) => post('/auth/phone/send-code', { phone: '0935000006', purpose: 'register', ...c }, freshIp())),
    );
    expect(count(onePhone, 200)).toBe(1);
    // An address two sends short of its quota, sending to 12 phones at once: two SMS.
    const ip = freshIp();
    await earlier('0935000007', ip, codeLimits.sendsPerIpPerDay - 2);
    const oneAddress = await Promise.all(
      solved
        .slice(12)
        .map((c, i) => post('/auth/phone/send-code', { phone: `09351000${String(i).padStart(2, '0')}`, purpose: 'register', ...c }, ip)),
    );
    expect(count(oneAddress, 200)).toBe(2);
    expect(oneAddress.find((a) => a.status === 429)?.body.message).toBe(messages.auth.smsQuotaExceeded);
  });

  it('makes the captcha dearer for an address that asks for many', async () => {
    const ip = freshIp();
    const costs: number[] = [];
    for (let i = 0; i < 2 * CAPTCHA_CHEAP_PER_ADDRESS + 1; i++) {
      const res = await fetch(`${shop.url}/api/auth/captcha`, { headers: { 'x-forwarded-for': ip } });
      costs.push(((await res.json()) as CaptchaResponse).data.challenge.maxnumber);
    }
    const base = loadConfig().CAPTCHA_COST;
    expect(costs).toEqual([...Array(CAPTCHA_CHEAP_PER_ADDRESS).fill(base), ...Array(CAPTCHA_CHEAP_PER_ADDRESS).fill(2 * base), 4 * base]);
    // Another address still gets the base cost.
    const other = await fetch(`${shop.url}/api/auth/captcha`, { headers: { 'x-forwarded-for': freshIp() } });
    expect(((await other.json()) as CaptchaResponse).data.challenge.maxnumber).toBe(base);
  });

  it('makes the captcha dearer for a phone that many sends aim at, from any address', async () => {
    const phone = '0935000008';
    const base = loadConfig().CAPTCHA_COST;
    const send = (solved: { captcha_id: string; captcha_answer: string }) =>
      post('/auth/phone/send-code', { phone, purpose: 'register', ...solved }, freshIp());
    const first = await send(await captcha());
    expect(first.status).toBe(200);
    for (let i = 1; i < CAPTCHA_CHEAP_PER_ADDRESS; i++) expect((await send(await captcha())).status).toBe(429);
    // Each from a new address at the base cost: the phone's price has gone up.
    expect(await send(await captcha())).toMatchObject({ status: 400, body: { message: messages.auth.captchaTooCheap } });
    const priced = await fetch(`${shop.url}/api/auth/captcha?phone=${phone}`, { headers: { 'x-forwarded-for': freshIp() } });
    const challenge = ((await priced.json()) as CaptchaResponse).data;
    expect(challenge.challenge.maxnumber).toBe(2 * base);
    // Passes the captcha; the SMS cooldown still holds.
    const dear = await send(solveCaptcha(challenge));
    expect(dear.status).toBe(429);
    expect(dear.body.message).toBe(messages.auth.resendCooldown(dear.body.remain!));
    // Another phone still takes the base cost.
    const other = await post('/auth/phone/send-code', { phone: '0935000009', purpose: 'register', ...(await captcha()) }, freshIp());
    expect(other.status).toBe(200);
    // A challenge whose signed cost is rewritten does not solve.
    const cheap = ((await (await fetch(`${shop.url}/api/auth/captcha`, { headers: { 'x-forwarded-for': freshIp() } })).json()) as CaptchaResponse)
      .data;
    const forged = { ...cheap, challenge: { ...cheap.challenge, salt: cheap.challenge.salt.replace(`cost=${base}`, `cost=${16 * base}`) } };
    expect(forged.challenge.salt).not.toBe(cheap.challenge.salt);
    const answer = solveCaptcha(cheap);
    const payload = JSON.parse(Buffer.from(answer.captcha_answer, 'base64').toString()) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...payload, salt: forged.challenge.salt })).toString('base64');
    expect(await send({ captcha_id: answer.captcha_id, captcha_answer: tampered })).toMatchObject({
      status: 400,
      body: { message: messages.auth.captchaFailed },
    });
  });
});
