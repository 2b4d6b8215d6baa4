// Anonymous visitor records as a hostile client sends them: a burst from one
// client records no more than its allowance while another client still records, and whether the
// visitor was logged in comes from the session, never from the body.
import { constants, messages } from '@shop/contracts';
import { visitorLimits } from '../../server/src/modules/accounts/visitors/visitors.http.controller';
import { createBuyer } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

jest.setTimeout(120_000);
let shop: TestShop;
let seq = 0;
const visit = (isLoggedIn = false) => ({
  visitor_id: `v_${Date.now()}_${String(++seq).padStart(6, '0')}abc`,
  page_url: 'http://shop.test/',
  referrer: '',
  user_agent: 'hostile',
  is_logged_in: isLoggedIn,
});

beforeAll(async () => {
  shop = await startTestShop({ database: 'visitors', client: false, env: { SEED_DEMO: 'false' } });
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

function record(body: unknown, ip: string, token?: string) {
  return shop.api('/visitors/record', { method: 'POST', body: JSON.stringify(body), token, headers: { 'x-forwarded-for': ip } });
}

const rows = async (where: string, params: unknown[]) =>
  Number(
    ((await shop.shop.infra.dataSource.query(`SELECT count(*)::int AS n FROM visitor_records WHERE ${where}`, params)) as Array<{ n: number }>)[0].n,
  );

it('records at most the allowance when 100 records from one client arrive at once', async () => {
  const burst = await Promise.all(Array.from({ length: 100 }, () => record(visit(), '10.30.0.1')));
  expect(burst.filter((a) => a.status === 200)).toHaveLength(visitorLimits.recordsPerClient);
  expect(burst.filter((a) => a.status === 429)).toHaveLength(100 - visitorLimits.recordsPerClient);
  expect(burst.find((a) => a.status === 429)?.body).toMatchObject({ success: false, message: messages.common.tryLater });
  expect(await rows('ip = $1', ['10.30.0.1'])).toBe(visitorLimits.recordsPerClient);
  // Another client is not held back by the first one's burst.
  expect(await record(visit(), '10.30.0.2')).toEqual({ status: 200, body: { success: true, recorded: true } });
});

it('takes login state from the session, not from the body', async () => {
  const anonymous = visit(true);
  expect((await record(anonymous, '10.30.0.3')).status).toBe(200);
  expect(await rows('visitor_id = $1 AND is_logged_in = false AND user_id IS NULL', [anonymous.visitor_id])).toBe(1);

  const member = await createBuyer(shop.shop);
  const signedIn = visit(false);
  expect((await record(signedIn, '10.30.0.3', member.token)).status).toBe(200);
  expect(await rows('visitor_id = $1 AND is_logged_in = true AND user_id = $2', [signedIn.visitor_id, member.userId])).toBe(1);
});

it('lets only an admin clean up visitor records, and removes only those past their retention', async () => {
  const old = visit();
  const fresh = visit();
  expect((await record(old, '10.30.0.4')).status).toBe(200);
  expect((await record(fresh, '10.30.0.4')).status).toBe(200);
  await shop.shop.infra.dataSource.query(`UPDATE visitor_records SET recorded_at = now() - make_interval(days => $1) WHERE visitor_id = $2`, [
    constants.visitor.retentionDays + 1,
    old.visitor_id,
  ]);
  const cleanup = (token?: string) => shop.api('/visitors/cleanup-cache', { method: 'POST', token });
  expect((await cleanup()).status).toBe(403);
  expect((await cleanup((await createBuyer(shop.shop)).token)).status).toBe(403);
  const admin = await createBuyer(shop.shop, { role: 'admin' });
  expect(await cleanup(admin.token)).toEqual({ status: 200, body: { success: true, removed: 1 } });
  expect(await rows('visitor_id = ANY($1)', [[old.visitor_id, fresh.visitor_id]])).toBe(1);
  expect(await rows('visitor_id = $1', [fresh.visitor_id])).toBe(1);
});
