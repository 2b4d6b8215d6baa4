// Accounts over real HTTP on real PostgreSQL: captcha and SMS codes, registration, password and
// code login, logout, password reset, profile, invitations, visitors, roles and the limits that
// hold against guessing and stuffing. Codes and captcha answers are read from the console SMS
// sender's outbox, as a developer reads them from the log.
import { createHash } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { messages, normalizeTaiwanMobile } from '@shop/contracts';
import { eventually } from '@shop/testing/eventually';
import { solveCaptcha } from '@shop/testing/captcha';
import pino from 'pino';
import { startShop, type RunningShop } from '../../shop-app';
import { RegisterUserCommand } from './commands/register-user/register-user.command';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { devOutbox } from './verification/dev-outbox';
import { testConfig } from '@shop/testing/test-config';

let db: TestDatabase;
let shop: RunningShop;
let ipCounter = 0;
/** Each test acts from its own address, so per-IP limits of one test do not leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  ip?: string;
}
async function api(path: string, { method = 'GET', body, token, ip = '10.9.9.9' }: Call = {}) {
  const res = await fetch(`${shop.url}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function captcha(ip: string) {
  const r = await api('/auth/captcha', { ip });
  expect(r.status).toBe(200);
  return solveCaptcha(r.body.data);
}

async function sendCode(phone: string, purpose: 'login' | 'register' | 'reset', ip: string) {
  const r = await api('/auth/phone/send-code', { method: 'POST', ip, body: { phone, purpose, ...(await captcha(ip)) } });
  expect(r).toMatchObject({ status: 200, body: { success: true, resend_after: 60 } });
  return { session_info: r.body.session_info as string, code: devOutbox.lastCode(normalizeTaiwanMobile(phone))! };
}

/** As if the phone's last code was sent two minutes ago: the 60 s resend cooldown is over. */
const pastCooldown = (phone: string) =>
  shop.infra.dataSource.query(`UPDATE phone_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [phone]);

async function register(phone: string, password = 'secret66', extra: Record<string, unknown> = {}) {
  const ip = freshIp();
  const { session_info, code } = await sendCode(phone, 'register', ip);
  const r = await api('/auth/register', {
    method: 'POST',
    ip,
    body: { phone, code, session_info, password, password_confirmation: password, ...extra },
  });
  expect(r.status).toBe(200);
  return r.body.data as { token: string; user: { id: string; name: string; phone: string } };
}

const login = (phone: string, password: string, ip = freshIp()) => api('/auth/login', { method: 'POST', ip, body: { phone, password } });

beforeAll(async () => {
  db = await createTestDatabase('acct');
  const config = testConfig(db.url, { SEED_DEMO: 'false', PUBLIC_URL: 'http://shop.test' });
  shop = await startShop(config, pino({ level: 'silent' }));
});

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

describe('validation messages of the spec', () => {
  it.each([
    ['/auth/login', {}, messages.auth.phoneAndPasswordRequired],
    ['/auth/login', { phone: '0912345678' }, messages.auth.phoneAndPasswordRequired],
    ['/auth/login', { phone: '0812345678', password: 'secret66' }, messages.auth.phoneInvalid],
    ['/auth/login', { phone: '0912345678', password: '12345' }, messages.auth.passwordTooShort],
    ['/auth/phone/send-code', { phone: '12345', captcha_id: 'x', captcha_answer: '1' }, messages.auth.phoneInvalid],
    ['/auth/phone/send-code', { phone: '0912345678' }, messages.auth.captchaFailed],
    ['/auth/phone/verify', { phone: '0912345678', code: '123', session_info: 's' }, messages.auth.codeInvalid],
    [
      '/auth/register',
      { phone: '0912345678', code: '12a456', session_info: 's', password: 'secret66', password_confirmation: 'secret66' },
      messages.auth.codeMustBeSixDigits,
    ],
    [
      '/auth/register',
      { phone: '0912345678', code: '123456', session_info: 's', password: '12345', password_confirmation: '12345' },
      messages.auth.passwordMinLength,
    ],
    [
      '/auth/register',
      { phone: '0912345678', code: '123456', session_info: 's', password: 'a'.repeat(21), password_confirmation: 'a'.repeat(21) },
      messages.auth.passwordMaxLength,
    ],
    [
      '/auth/register',
      { phone: '0912345678', code: '123456', session_info: 's', password: 'secret66', password_confirmation: 'secret67' },
      messages.auth.passwordMismatch,
    ],
    [
      '/auth/reset-password',
      { phone: '0912345678', code: '1234', session_info: 's', password: 'secret66', password_confirmation: 'secret66' },
      messages.auth.codeMustBeSixDigits,
    ],
  ])('POST %s %j → 400 %s', async (path, body, message) => {
    const r = await api(path, { method: 'POST', body, ip: freshIp() });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message });
  });

  it('refuses a blank or over-long name with the settings messages', async () => {
    const { token } = await register('0930000001');
    for (const [name, message] of [
      ['   ', messages.settings.nameRequired],
      ['名'.repeat(31), messages.settings.nameTooLong],
    ]) {
      const r = await api('/user/profile', { method: 'PUT', token, body: { name } });
      expect(r).toEqual({ status: 400, body: expect.objectContaining({ success: false, message }) });
    }
  });
});

describe('registration, sign-in and sign-out', () => {
  it('registers with a code, then logs out and back in with the password', async () => {
    const phone = '0930000002';
    const { token, user } = await register('+886 930-000-002', 'pass-word1');
    expect(user).toMatchObject({ phone, name: '會員002' });
    expect((await api('/auth/verify-token', { token })).body).toEqual({ valid: true });

    expect((await api('/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await api('/auth/verify-token', { token })).body).toEqual({ valid: false });
    const revoked = await api('/user', { token });
    expect(revoked).toEqual({ status: 401, body: { success: false, message: messages.auth.sessionExpired } });

    const again = await login(phone, 'pass-word1');
    expect(again.status).toBe(200);
    expect(again.body.data.user).toMatchObject({ id: user.id, phone });
    const me = await api('/user', { token: again.body.data.token });
    expect(me.body.data).toMatchObject({
      id: user.id,
      phone,
      tokens: 0,
      total_points: 0,
      // A new member has not checked in today.
      badge_status: { show_checkin_badge: true, show_notification_badge: false },
      likedIds: [],
      vip_info: expect.objectContaining({ vip_level: 1, growth_points: 0 }),
    });
    expect(me.body.data.invitation_code).toMatch(/^[2-9A-Z]{8}$/);
    // Each session opened and ended is a fact of the member's history, the pair named alike.
    const sessions = (await shop.infra.eventStore.readStream(`sessions-${user.id}`)).map((e) => ({ type: e.type, data: e.data }));
    expect(sessions).toEqual([
      { type: 'SessionOpened', data: { userId: user.id, sessionId: expect.stringMatching(/^[0-9a-f]{16}$/), via: 'registration' } },
      { type: 'SessionClosed', data: { userId: user.id, sessionId: (sessions[0]!.data as { sessionId: string }).sessionId, reason: 'logout' } },
      { type: 'SessionOpened', data: expect.objectContaining({ via: 'password' }) },
    ]);
    // A session past its expiry answers like a revoked one. Changed behind the shop's back (as psql would), the
    // cached session is dropped when PostgreSQL's row_changes notice arrives, not before: wait for it.
    await shop.infra.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const expired = await eventually(
      () => api('/user', { token: again.body.data.token }),
      (r) => r.status !== 200,
    );
    expect(expired).toEqual({
      status: 401,
      body: { success: false, message: messages.auth.sessionExpired },
    });
  });

  it('refuses a second registration of a phone when the code is asked for', async () => {
    await register('0930000003');
    const ip = freshIp();
    const r = await api('/auth/phone/send-code', { method: 'POST', ip, body: { phone: '0930000003', purpose: 'register', ...(await captcha(ip)) } });
    expect(r).toEqual({ status: 409, body: { success: false, message: messages.auth.phoneAlreadyRegistered } });
  });

  it('signs in with a code, and a code works once only', async () => {
    const { user } = await register('0930000004');
    await pastCooldown('0930000004');
    const ip = freshIp();
    const { session_info, code } = await sendCode('0930000004', 'login', ip);
    const r = await api('/auth/phone/verify', { method: 'POST', ip, body: { phone: '0930000004', code, session_info } });
    expect(r.status).toBe(200);
    expect(r.body.data.user.id).toBe(user.id);
    const replay = await api('/auth/phone/verify', { method: 'POST', ip, body: { phone: '0930000004', code, session_info } });
    expect(replay).toEqual({ status: 400, body: { success: false, message: messages.auth.verifyFailedRequestNewCode } });
  });

  it('resets a forgotten password and ends every existing session', async () => {
    const { token, user } = await register('0930000005', 'old-pass1');
    await pastCooldown('0930000005');
    const ip = freshIp();
    const { session_info, code } = await sendCode('0930000005', 'reset', ip);
    const r = await api('/auth/reset-password', {
      method: 'POST',
      ip,
      body: { phone: '0930000005', code, session_info, password: 'new-pass1', password_confirmation: 'new-pass1' },
    });
    expect(r).toEqual({ status: 200, body: { success: true, message: messages.auth.passwordResetDone } });
    expect((await api('/user', { token })).status).toBe(401);
    expect((await shop.infra.eventStore.readStream(`sessions-${user.id}`)).map((e) => e.data)).toEqual([
      expect.objectContaining({ via: 'registration' }),
      expect.objectContaining({ reason: 'revoked' }),
    ]);
    expect((await login('0930000005', 'old-pass1')).status).toBe(401);
    expect((await login('0930000005', 'new-pass1')).status).toBe(200);
  });

  it('asks for a registered phone before sending a reset code', async () => {
    const ip = freshIp();
    const r = await api('/auth/phone/send-code', { method: 'POST', ip, body: { phone: '0930000099', purpose: 'reset', ...(await captcha(ip)) } });
    expect(r).toEqual({ status: 404, body: { success: false, message: messages.auth.phoneNotRegistered } });
  });

  it('records a profile change as an event and reads it back', async () => {
    const { token, user } = await register('0930000006');
    const saved = await api('/user/profile', { method: 'PUT', token, body: { name: '  小美  ' } });
    expect(saved).toMatchObject({ status: 200, body: { success: true, message: messages.settings.saved, data: { name: '小美' } } });
    const same = await api('/user/profile', { method: 'PUT', token, body: { name: '小美' } });
    expect(same.body.message).toBe(messages.settings.unchanged);
    const events = await shop.infra.eventStore.readStream(`user-${user.id}`);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'PhoneVerified', 'ProfileUpdated']);
  });
});

describe('captcha', () => {
  it('refuses a wrong number and a replayed answer', async () => {
    const ip = freshIp();
    const c = await captcha(ip);
    const solved = JSON.parse(Buffer.from(c.captcha_answer, 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...solved, number: solved.number + 1 })).toString('base64');
    const r = await api('/auth/phone/send-code', {
      method: 'POST',
      ip,
      body: { phone: '0930000010', purpose: 'register', captcha_id: c.captcha_id, captcha_answer: wrong },
    });
    expect(r).toEqual({ status: 400, body: { success: false, message: messages.auth.captchaFailed } });
    expect((await api('/auth/phone/send-code', { method: 'POST', ip, body: { phone: '0930000010', purpose: 'register', ...c } })).status).toBe(200);
    const replay = await api('/auth/phone/send-code', { method: 'POST', ip, body: { phone: '0930000011', purpose: 'register', ...c } });
    expect(replay).toEqual({ status: 400, body: { success: false, message: messages.auth.captchaFailed } });
  });

  it('refuses a challenge it did not sign', async () => {
    const ip = freshIp();
    const { data } = (await api('/auth/captcha', { ip })).body;
    // The same work on a forged challenge (own salt and hash) proves nothing.
    const forged = { ...data.challenge, salt: 'forged?expires=9999999999&', challenge: '' };
    forged.challenge = createHash('sha256').update(`${forged.salt}7`).digest('hex');
    const r = await api('/auth/phone/send-code', {
      method: 'POST',
      ip,
      body: { phone: '0930000012', purpose: 'register', ...solveCaptcha({ ...data, challenge: forged }) },
    });
    expect(r).toEqual({ status: 400, body: { success: false, message: messages.auth.captchaFailed } });
  });
});

describe('limits the server enforces', () => {
  it('holds the 60 s resend cooldown', async () => {
    const ip = freshIp();
    await sendCode('0930000020', 'register', ip);
    const r = await api('/auth/phone/send-code', { method: 'POST', ip, body: { phone: '0930000020', purpose: 'register', ...(await captcha(ip)) } });
    expect(r.status).toBe(429);
    expect(r.body.remain).toBeGreaterThan(55);
    expect(r.body.message).toBe(messages.auth.resendCooldown(r.body.remain));
  });

  it('holds the daily SMS quota per phone and per IP', async () => {
    const earlier = (phone: string, ip: string, minutesAgo: number) =>
      shop.infra.dataSource.query(
        `INSERT INTO phone_codes (id, phone, purpose, code_hash, salt, ip, created_at, expires_at) VALUES ($1, $2, 'register', 'x', 'y', $3, $4, $4)`,
        [`old-${phone}-${ip}-${minutesAgo}`, phone, ip, new Date(Date.now() - minutesAgo * 60_000)],
      );
    for (let i = 0; i < 5; i++) await earlier('0930000021', '10.200.0.1', 10 + i * 60);
    const ip = freshIp();
    const byPhone = await api('/auth/phone/send-code', {
      method: 'POST',
      ip,
      body: { phone: '0930000021', purpose: 'register', ...(await captcha(ip)) },
    });
    expect(byPhone).toEqual({ status: 429, body: { success: false, message: messages.auth.smsQuotaExceeded } });

    const busyIp = freshIp();
    for (let i = 0; i < 20; i++) await earlier(`09310000${String(i).padStart(2, '0')}`, busyIp, 5 + i);
    const byIp = await api('/auth/phone/send-code', {
      method: 'POST',
      ip: busyIp,
      body: { phone: '0930000022', purpose: 'register', ...(await captcha(busyIp)) },
    });
    expect(byIp).toEqual({ status: 429, body: { success: false, message: messages.auth.smsQuotaExceeded } });
    // A day later the old sends no longer count.
    await shop.infra.dataSource.query(`UPDATE phone_codes SET created_at = created_at - interval '1 day' WHERE ip = $1`, [busyIp]);
    await sendCode('0930000022', 'register', busyIp);
  });

  it('kills a code after 5 wrong guesses, and stops one client after 10 guesses on a phone in an hour, not the member elsewhere', async () => {
    await register('0930000023');
    await pastCooldown('0930000023');
    const ip = freshIp();
    const { session_info, code } = await sendCode('0930000023', 'login', ip);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await api('/auth/phone/verify', { method: 'POST', ip, body: { phone: '0930000023', code: wrong, session_info } });
      expect(r).toEqual({ status: 400, body: { success: false, message: messages.phoneBinding.codeWrong } });
    }
    const right = await api('/auth/phone/verify', { method: 'POST', ip, body: { phone: '0930000023', code, session_info } });
    expect(right.body.message).toBe(messages.auth.verifyFailedRequestNewCode);

    // Four more guesses from the same client reach its hourly limit of 10 on this phone (the right
    // code above counted too); the member, from another address, still signs in with that code.
    await pastCooldown('0930000023');
    const second = await sendCode('0930000023', 'login', freshIp());
    for (let i = 0; i < 4; i++) {
      const r = await api('/auth/phone/verify', {
        method: 'POST',
        ip,
        body: { phone: '0930000023', code: wrong, session_info: second.session_info },
      });
      expect(r.status).toBe(400);
    }
    const blocked = await api('/auth/phone/verify', {
      method: 'POST',
      ip,
      body: { phone: '0930000023', code: second.code, session_info: second.session_info },
    });
    expect(blocked).toMatchObject({ status: 429, body: { success: false, message: messages.auth.tooManyRequests } });
    const member = await api('/auth/phone/verify', {
      method: 'POST',
      ip: freshIp(),
      body: { phone: '0930000023', code: second.code, session_info: second.session_info },
    });
    expect(member.status).toBe(200);
  });

  it('stops password guessing from one client on a phone after 5 failures, not the member elsewhere', async () => {
    await register('0930000024', 'right-pass');
    const guesser = freshIp();
    for (let i = 0; i < 5; i++) expect((await login('0930000024', `wrong-pass${i}`, guesser)).status).toBe(401);
    const r = await login('0930000024', 'right-pass', guesser);
    expect(r).toMatchObject({ status: 429, body: { success: false, message: messages.auth.tooManyRequests } });
    expect((await login('0930000024', 'right-pass')).status).toBe(200);
  });

  it('stops credential stuffing from one address after 20 failures', async () => {
    await register('0930000025', 'right-pass');
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const r = await login(`09320000${String(i).padStart(2, '0')}`, 'guess-123', ip);
      expect(r.body).toEqual({ success: false, message: messages.auth.loginFailedCheckCredentials });
    }
    expect((await login('0930000025', 'right-pass', ip)).status).toBe(429);
    expect((await login('0930000025', 'right-pass', freshIp())).status).toBe(200);
  }, 90_000);
});

describe('invitations', () => {
  it('lands on a valid invitation, carries it through registration, and refuses an unknown one', async () => {
    const inviter = await register('0930000030');
    await api('/user/profile', { method: 'PUT', token: inviter.token, body: { name: '邀請人' } });
    const link = await api('/invitation/link', { token: inviter.token });
    const code = link.body.data.invitation_code as string;
    expect(link.body.data.invitation_url).toBe(`http://shop.test/invite/${code}`);

    // The invitation page reads the account read model, which takes the new name a moment later.
    const landing = await eventually(
      () => api(`/invite/${code}`),
      (r) => r.body.data?.inviter_name === '邀請人',
    );
    expect(landing).toEqual({ status: 200, body: { success: true, data: { inviter_name: '邀請人', invitation_code: code } } });
    expect(await api('/invite/NOPE2345')).toEqual({ status: 404, body: { success: false, message: messages.auth.invitationInvalid } });
    expect((await api('/invite/..%2F')).status).toBe(404);

    const invitee = await register('0930000031', 'secret66', { invitation_code: code });
    const events = await shop.infra.eventStore.readStream(`user-${invitee.user.id}`);
    expect(events.find((e) => e.type === 'InvitationAccepted')?.data).toEqual({
      userId: invitee.user.id,
      inviterId: inviter.user.id,
      invitationCode: code,
    });

    const later = await api('/invitation/register', { method: 'POST', token: invitee.token, body: { invitation_code: code } });
    expect(later).toEqual({ status: 409, body: { success: false, message: messages.auth.invitationNotAccepted } });
  });
});

describe('roles', () => {
  it('lets support replay a member’s events (no credential in them) and refuses members', async () => {
    const member = await register('0930000040', 'member-pw');
    await RegisterUserHandler.standalone(shop.infra).execute(new RegisterUserCommand('0930000041', 'support-pw1', '客服', 'support', 'cli'));
    const support = await (async () => {
      for (let i = 0; i < 100; i++) {
        const r = await login('0930000041', 'support-pw1');
        if (r.status === 200) return r.body.data.token as string;
        await new Promise((res) => setTimeout(res, 30));
      }
      throw new Error('support account never became usable');
    })();

    const denied = await api(`/admin/users/${member.user.id}/events`, { token: member.token });
    expect(denied).toEqual({ status: 403, body: { success: false, message: messages.auth.forbidden } });
    expect((await api(`/admin/users/${member.user.id}/events`)).status).toBe(403);

    // The history index follows the commit.
    const history = await eventually(
      () => api(`/admin/users/${member.user.id}/events`, { token: support }),
      (r) => r.status === 200,
    );
    expect(history.body.data[0]).toMatchObject({ stream_id: `user-${member.user.id}`, type: 'UserRegistered', data: { hasPassword: true } });
    expect(history.body.data[0].data).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(history.body)).not.toContain('argon2');
  });
});

describe('providers', () => {
  it('hides Google and LINE when they are not configured', async () => {
    expect((await api('/auth/providers')).body).toEqual({ success: true, data: { google: false, line: false, line_liff_id: null } });
    expect(await api('/auth/oidc/google/login')).toEqual({ status: 404, body: { success: false, message: messages.auth.providerDisabled } });
    expect((await api('/line/liff-login', { method: 'POST', body: { id_token: 'a.b.c' } })).status).toBe(404);
  });
});

describe('visitor tracking', () => {
  it('records a visitor once per Taipei day', async () => {
    const visit = { visitor_id: `v_${Date.now()}_abc123xyz`, page_url: 'http://shop.test/', referrer: '', user_agent: 'jest', is_logged_in: false };
    expect(await api('/visitors/record', { method: 'POST', body: visit })).toEqual({ status: 200, body: { success: true, recorded: true } });
    expect(await api('/visitors/record', { method: 'POST', body: visit })).toEqual({ status: 200, body: { success: true, recorded: false } });
    expect((await api('/visitors/record', { method: 'POST', body: { ...visit, visitor_id: 'x' } })).status).toBe(400);
  });
});
