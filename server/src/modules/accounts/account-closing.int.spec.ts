// Closing an account over real HTTP on real PostgreSQL: the proof it asks for, sessions and
// credential gone, and crypto-shredding: after a full read-model rebuild no read model holds the
// closed member's phone or name, while another member's data is intact. Also that the log never
// held either in the clear (personal data is encrypted, phone streams are keyed hashes).
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { eventually } from '@shop/testing/eventually';
import { ERASED, messages } from '@shop/contracts';
import { readModelEntities } from '@shop/projections';
import pino from 'pino';
import { startShop, type RunningShop } from '../../shop-app';
import { solveCaptcha } from '@shop/testing/captcha';
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

async function sendCode(phone: string, purpose: 'register' | 'close', ip: string) {
  const c = await api('/auth/captcha', { ip });
  const r = await api('/auth/phone/send-code', {
    method: 'POST',
    ip,
    body: { phone, purpose, ...solveCaptcha(c.body.data) },
  });
  expect(r.status).toBe(200);
  return { session_info: r.body.session_info as string, code: devOutbox.lastCode(phone)! };
}

async function register(phone: string, name: string, password = 'secret66') {
  const ip = freshIp();
  const { session_info, code } = await sendCode(phone, 'register', ip);
  const r = await api('/auth/register', { method: 'POST', ip, body: { phone, code, session_info, password, password_confirmation: password, name } });
  expect(r.status).toBe(200);
  return r.body.data as { token: string; user: { id: string; name: string; phone: string } };
}

/** As if the phone's last code was sent two minutes ago: the 60 s resend cooldown is over. */
const pastCooldown = (phone: string) =>
  shop.infra.dataSource.query(`UPDATE phone_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1`, [phone]);

/** Every read-model row, as text. */
async function readModelDump(): Promise<string> {
  const tables = readModelEntities.map((e) => shop.infra.dataSource.getMetadata(e).tableName);
  const dumps = await Promise.all(tables.map(async (t) => JSON.stringify(await shop.infra.dataSource.query(`SELECT * FROM ${t}`))));
  return dumps.join('\n');
}

async function rebuildReadModels(): Promise<void> {
  await shop.infra.runner.stop();
  await shop.infra.runner.rebuild();
  await shop.infra.runner.start();
}

beforeAll(async () => {
  db = await createTestDatabase('close');
  const config = testConfig(db.url, { SEED_DEMO: 'false' });
  shop = await startShop(config, pino({ level: 'silent' }));
});

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

it('keeps phones and names out of the log in the clear', async () => {
  const member = await register('0955000001', '明文測試');
  // The answer comes from the decided state, with no wait on the read model.
  const renamed = await api('/user/profile', { method: 'PUT', token: member.token, body: { name: '改名測試' } });
  expect(renamed.body.data).toMatchObject({ name: '改名測試', phone: '0955000001' });
  const [{ clear }] = await shop.infra.dataSource.query(
    `SELECT count(*)::int AS clear FROM es_events WHERE data::text LIKE '%0955000001%' OR data::text LIKE '%明文測試%' OR data::text LIKE '%改名測試%' OR stream_id LIKE '%0955000001%'`,
  );
  expect(clear).toBe(0);
});

it('refuses to close without the right password', async () => {
  const member = await register('0955000002', '錯密碼');
  expect(await api('/user/close-account', { method: 'POST', token: member.token, body: { password: 'wrong-one' } })).toEqual({
    status: 403,
    body: { success: false, message: messages.account.closePasswordWrong },
  });
  expect(await api('/user/close-account', { method: 'POST', token: member.token, body: {} })).toMatchObject({ status: 400 });
  expect((await api('/user', { token: member.token })).status).toBe(200);
});

it('closes an account: sessions end, sign-in fails, and a rebuilt read model holds none of its personal data', async () => {
  const closing = await register('0955000003', '將註銷會員');
  const staying = await register('0955000004', '留存會員');
  await api('/user/profile', { method: 'PUT', token: closing.token, body: { name: '註銷前新名' } });
  const address = { name: '收件人甲', phone: '0912000111', city: '臺北市', district: '大安區', address_detail: '註銷前地址 9 號' };
  expect((await api('/user/addresses', { method: 'POST', token: closing.token, body: address })).status).toBe(200);

  const closed = await api('/user/close-account', { method: 'POST', token: closing.token, body: { password: 'secret66' } });
  expect(closed).toEqual({ status: 200, body: { success: true, message: messages.account.closed } });
  expect((await api('/user', { token: closing.token })).status).toBe(401);
  expect((await api('/auth/login', { method: 'POST', ip: freshIp(), body: { phone: '0955000003', password: 'secret66' } })).status).toBe(401);

  await rebuildReadModels();
  const dump = await readModelDump();
  for (const trace of ['0955000003', '將註銷會員', '註銷前新名']) expect(dump).not.toContain(trace);
  expect(dump).toContain('0955000004');
  expect(dump).toContain('留存會員');
  expect((await api('/user', { token: staying.token })).body.data).toMatchObject({ name: '留存會員', phone: '0955000004' });

  // Support replay still works for everyone: the closed member's personal data reads as erased.
  const support = await register('0955000005', '客服');
  await shop.infra.dataSource.query(`UPDATE user_accounts SET role = 'support' WHERE user_id = $1`, [support.user.id]);
  // The history index follows the commit.
  const gone = await eventually(
    () => api(`/admin/users/${closing.user.id}/events`, { token: support.token }),
    (r) => r.body.data?.at(-1)?.type === 'SessionClosed',
  );
  expect(gone.status).toBe(200);
  expect(gone.body.data[0].data).toMatchObject({ phone: ERASED, name: ERASED });
  // Closed, then every session ended.
  expect(gone.body.data.slice(-2)).toMatchObject([{ type: 'AccountClosed' }, { type: 'SessionClosed', data: { reason: 'revoked' } }]);
  // The address book too: its recipient, phone and street read as erased; the city and district stay.
  expect(gone.body.data.find((e: { type: string }) => e.type === 'AddressAdded').data).toMatchObject({
    name: ERASED,
    phone: ERASED,
    addressDetail: ERASED,
    city: '臺北市',
  });
  const kept = await api(`/admin/users/${staying.user.id}/events`, { token: support.token });
  expect(kept.body.data[0].data).toMatchObject({ phone: '0955000004', name: '留存會員' });

  // The phone was given back: a new account may register with it (once the resend cooldown is over).
  await pastCooldown('0955000003');
  const again = await register('0955000003', '新的會員');
  expect(again.user).toMatchObject({ phone: '0955000003', name: '新的會員' });
  expect(again.user.id).not.toBe(closing.user.id);
});

it('closes an account with an SMS code sent to its phone', async () => {
  const member = await register('0955000006', '簡訊註銷');
  const ip = freshIp();
  await pastCooldown('0955000006');
  const { session_info, code } = await sendCode('0955000006', 'close', ip);
  const closed = await api('/user/close-account', { method: 'POST', ip, token: member.token, body: { code, session_info } });
  expect(closed.status).toBe(200);
  expect((await api('/user', { token: member.token })).status).toBe(401);
});
