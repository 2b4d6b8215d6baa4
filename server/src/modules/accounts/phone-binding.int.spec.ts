// Phone binding over real HTTP on real PostgreSQL (002 §3, §7, §9): status, check, the captcha
// and SMS code (read from the console SMS sender's outbox), confirm, one account per phone, once
// per account, and the 200-point invitation reward to both members, paid once per pair.
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { solveCaptcha } from '@shop/testing/captcha';
import { messages } from '@shop/contracts';
import { eventually } from '@shop/testing/eventually';
import { UserAccountRow } from '@shop/projections';
import pino from 'pino';
import { systemMetadata } from '../../http/request-metadata';
import { startShop, type RunningShop } from '../../shop-app';
import { BindPhoneCommand } from './commands/bind-phone/bind-phone.command';
import { RegisterUserCommand } from './commands/register-user/register-user.command';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { SessionsService } from './sessions.service';
import { devOutbox } from './verification/dev-outbox';
import { testConfig } from '@shop/testing/test-config';

let db: TestDatabase;
let shop: RunningShop;
let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function api(
  path: string,
  { method = 'GET', body, token, ip = '10.9.9.9' }: { method?: string; body?: unknown; token?: string; ip?: string } = {},
) {
  const res = await fetch(`${shop.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function captcha(ip: string) {
  const r = await api('/auth/captcha', { ip });
  return solveCaptcha(r.body.data);
}

/** A session for the account once the account read model has it (as sign-in waits for it). */
async function signedIn(userId: string) {
  await eventually(
    () => shop.infra.dataSource.getRepository(UserAccountRow).findOneBy({ userId }),
    (row) => row !== null,
  );
  return new SessionsService(shop.infra.dataSource, shop.infra.eventStore).create(userId, 'google');
}

let providerSeq = 0;
/** An account made by a Google sign-in (no phone), signed in, invited by `invitationCode` when given. */
async function providerMember(invitationCode?: string) {
  const { userId } = await RegisterUserHandler.standalone(shop.infra).execute(
    new RegisterUserCommand(null, null, '小華', 'member', 'google', {
      provider: { provider: 'google', subject: `g-${++providerSeq}`, email: null },
      invitationCode,
    }),
  );
  return { userId, token: await signedIn(userId) };
}

async function phoneMember(phone: string) {
  const { userId, account } = await RegisterUserHandler.standalone(shop.infra).execute(
    new RegisterUserCommand(phone, 'secret66', '小明', 'member', 'phone', { phoneVerified: true }),
  );
  return { userId, invitationCode: account.invitationCode!, token: await signedIn(userId) };
}

const points = async (token: string) => (await api('/user', { token })).body.data.total_points as number;

beforeAll(async () => {
  db = await createTestDatabase('phonebind');
  const config = testConfig(db.url, { SEED_DEMO: 'false', PUBLIC_URL: 'http://shop.test' });
  shop = await startShop(config, pino({ level: 'silent' }));
});

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

it('binds a phone with its SMS code and pays 200 points to the member and to the inviter, once', async () => {
  const inviter = await phoneMember('0911000001');
  const member = await providerMember(inviter.invitationCode);
  const ip = freshIp();

  expect((await api('/user/phone-binding/status', { token: member.token })).body).toEqual({
    success: true,
    data: { isBound: false, isPhoneLogin: false, boundPhone: null, boundAt: null },
  });
  expect(await api('/user/phone-binding/status')).toMatchObject({ status: 401 });

  // The check: the spec's format message, another account's phone, then a free one (separators stripped).
  expect(await api('/user/phone-binding/check', { method: 'POST', token: member.token, body: { phone: '0812' } })).toMatchObject({
    status: 400,
    body: { success: false, message: messages.phoneBinding.phoneInvalid },
  });
  expect(await api('/user/phone-binding/check', { method: 'POST', token: member.token, body: { phone: '0911000001' } })).toEqual({
    status: 409,
    body: { success: false, message: messages.phoneBinding.phoneTaken },
  });
  expect(await api('/user/phone-binding/check', { method: 'POST', token: member.token, body: { phone: '0922-000-002' } })).toEqual({
    status: 200,
    body: { success: true, data: { phone: '0922000002', available: true } },
  });

  // The code: a captcha first, then one SMS per 60 s.
  const noCaptcha = await api('/user/phone-binding/send-code', {
    method: 'POST',
    ip,
    token: member.token,
    body: { phone: '0922000002', captcha_id: 'x', captcha_answer: 'y' },
  });
  expect(noCaptcha).toEqual({ status: 400, body: { success: false, message: messages.auth.captchaFailed } });
  const sent = await api('/user/phone-binding/send-code', {
    method: 'POST',
    ip,
    token: member.token,
    body: { phone: '0922000002', ...(await captcha(ip)) },
  });
  expect(sent).toMatchObject({ status: 200, body: { success: true, resend_after: 60 } });
  const again = await api('/user/phone-binding/send-code', {
    method: 'POST',
    ip,
    token: member.token,
    body: { phone: '0922000002', ...(await captcha(ip)) },
  });
  expect(again.status).toBe(429);
  const code = devOutbox.lastCode('0922000002')!;
  const session_info = sent.body.session_info as string;

  // Confirm: the spec's messages for a malformed and a wrong code, then the binding.
  expect(
    await api('/user/phone-binding/confirm', { method: 'POST', ip, token: member.token, body: { phone: '0922000002', code: '12', session_info } }),
  ).toMatchObject({
    status: 400,
    body: { success: false, message: messages.phoneBinding.codeRequired },
  });
  const wrong = code === '000000' ? '111111' : '000000';
  expect(
    await api('/user/phone-binding/confirm', { method: 'POST', ip, token: member.token, body: { phone: '0922000002', code: wrong, session_info } }),
  ).toEqual({
    status: 400,
    body: { success: false, message: messages.phoneBinding.codeWrong },
  });
  const bound = await api('/user/phone-binding/confirm', {
    method: 'POST',
    ip,
    token: member.token,
    body: { phone: '0922000002', code, session_info },
  });
  expect(bound).toMatchObject({
    status: 200,
    body: { success: true, message: messages.phoneBinding.bound, data: { boundPhone: '0922000002', invitation_reward: { points: 200 } } },
  });
  expect((await api('/user/phone-binding/status', { token: member.token })).body.data).toEqual({
    isBound: true,
    isPhoneLogin: false,
    boundPhone: '0922000002',
    boundAt: bound.body.data.boundAt,
  });
  expect(await points(member.token)).toBe(200);
  expect(await points(inviter.token)).toBe(200);

  // Once per account: no second binding; a retried binding pays nothing more to the pair.
  expect(await api('/user/phone-binding/check', { method: 'POST', token: member.token, body: { phone: '0922000003' } })).toEqual({
    status: 409,
    body: { success: false, message: messages.phoneBinding.alreadyBound },
  });
  await shop.commands.execute(new BindPhoneCommand(member.userId, '0922000002', systemMetadata(new Date())));
  expect(await points(member.token)).toBe(200);
  expect(await points(inviter.token)).toBe(200);

  // One account per phone: another member cannot take it.
  const other = await providerMember();
  expect(await api('/user/phone-binding/check', { method: 'POST', token: other.token, body: { phone: '0922000002' } })).toEqual({
    status: 409,
    body: { success: false, message: messages.phoneBinding.phoneTaken },
  });
  await expect(shop.commands.execute(new BindPhoneCommand(other.userId, '0922000002', systemMetadata(new Date())))).rejects.toThrow(
    messages.phoneBinding.phoneTaken,
  );
});

it('binds without a reward when nobody invited the member, and shows a phone registration as bound', async () => {
  const member = await providerMember();
  const ip = freshIp();
  const sent = await api('/user/phone-binding/send-code', {
    method: 'POST',
    ip,
    token: member.token,
    body: { phone: '0933000004', ...(await captcha(ip)) },
  });
  const bound = await api('/user/phone-binding/confirm', {
    method: 'POST',
    ip,
    token: member.token,
    body: { phone: '0933000004', code: devOutbox.lastCode('0933000004'), session_info: sent.body.session_info },
  });
  expect(bound).toMatchObject({ status: 200, body: { data: { boundPhone: '0933000004', invitation_reward: null } } });
  expect(await points(member.token)).toBe(0);

  const registered = await phoneMember('0933000005');
  expect((await api('/user/phone-binding/status', { token: registered.token })).body.data).toMatchObject({
    isBound: true,
    isPhoneLogin: true,
    boundPhone: '0933000005',
  });
  expect((await api('/user/phone-binding/check', { method: 'POST', token: registered.token, body: { phone: '0933000006' } })).status).toBe(409);
});

/** Signs up over HTTP with the SMS code, as the sign-up page does; answers the member's token. */
async function signUp(phone: string, invitationCode?: string): Promise<string> {
  const ip = freshIp();
  const sent = await api('/auth/phone/send-code', { method: 'POST', ip, body: { phone, purpose: 'register', ...(await captcha(ip)) } });
  expect(sent.status).toBe(200);
  const registered = await api('/auth/register', {
    method: 'POST',
    ip,
    body: {
      phone,
      code: devOutbox.lastCode(phone),
      session_info: sent.body.session_info,
      password: 'secret66',
      password_confirmation: 'secret66',
      invitation_code: invitationCode,
    },
  });
  expect(registered.status).toBe(200);
  return registered.body.data.token as string;
}

const closeAccount = async (token: string) =>
  expect(await api('/user/close-account', { method: 'POST', ip: freshIp(), token, body: { password: 'secret66' } })).toMatchObject({ status: 200 });

it('pays an invited member signing up by phone, and the inviter, 200 points once', async () => {
  const inviter = await phoneMember('0944000001');
  const member = await signUp('0944000002', inviter.invitationCode);
  expect(await points(member)).toBe(200);
  expect(await points(inviter.token)).toBe(200);
});

it('pays for a phone once, ever: a closed account’s phone bound by a new invited account earns nothing', async () => {
  const inviter = await phoneMember('0944000011');
  // Invited sign-up with phone P: paid. The account closes; a new invited account binds P.
  const first = await signUp('0944000012', inviter.invitationCode);
  expect(await points(inviter.token)).toBe(200);
  await closeAccount(first);
  const second = await providerMember(inviter.invitationCode);
  const bound = await shop.commands.execute(new BindPhoneCommand(second.userId, '0944000012', systemMetadata(new Date())));
  expect(bound).toMatchObject({ rewardPoints: 0 });
  expect(await points(second.token)).toBe(0);
  expect(await points(inviter.token)).toBe(200);

  // A phone first verified without an inviter never pays either, whoever binds it later.
  const plain = await signUp('0944000013');
  await closeAccount(plain);
  const third = await providerMember(inviter.invitationCode);
  expect(await shop.commands.execute(new BindPhoneCommand(third.userId, '0944000013', systemMetadata(new Date())))).toMatchObject({
    rewardPoints: 0,
  });
  expect(await points(inviter.token)).toBe(200);
});

it('pays once when the same binding is confirmed many times at once', async () => {
  const inviter = await phoneMember('0944000021');
  const member = await providerMember(inviter.invitationCode);
  const binds = await Promise.allSettled(
    Array.from({ length: 8 }, () => shop.commands.execute(new BindPhoneCommand(member.userId, '0944000022', systemMetadata(new Date())))),
  );
  expect(binds.some((b) => b.status === 'fulfilled')).toBe(true);
  expect(await points(member.token)).toBe(200);
  expect(await points(inviter.token)).toBe(200);
});
