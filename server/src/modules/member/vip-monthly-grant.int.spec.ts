// The VIP monthly grant as a scheduled process on real PostgreSQL: on the Taipei 1st each member
// gets their level's tool cards and coupons in their wallet; running twice in a month grants once
// (the month is recorded, and the wallet grants a month's references once even when it is not);
// the next month grants again.
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { createBuyer } from '@shop/testing/members';
import pino from 'pino';
import { startShop, type RunningShop } from '../../shop-app';
import { VipMonthlyGrantSchedule } from './commands/vip-monthly-grant/vip-monthly-grant.schedule';
import { testConfig } from '@shop/testing/test-config';

let db: TestDatabase;
let shop: RunningShop;

async function api(path: string, token: string) {
  const res = await fetch(`${shop.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as { data: unknown };
}
const cards = async (token: string) => ((await api('/user/tools/count', token)).data as { shake_card: number }).shake_card;
const vipCoupons = async (token: string) =>
  ((await api('/user/coupons', token)).data as { title: string }[]).filter((c) => c.title.includes('每月禮')).length;

beforeAll(async () => {
  db = await createTestDatabase('vipgrant');
  const config = testConfig(db.url, { SEED_DEMO: 'false', PUBLIC_URL: 'http://shop.test' });
  shop = await startShop(config, pino({ level: 'silent' }));
});

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

it('grants each month once, decided with the clock', async () => {
  const member = await createBuyer(shop);
  /** As another API process would run it: its own leader lock, the app's CommandBus. */
  const process = new VipMonthlyGrantSchedule(shop.infra.dataSource, shop.commands);
  try {
    const december = new Date('2026-12-01T00:30:00+08:00');
    expect(await process.run(december)).toEqual({ leader: true, month: '2026-12', members: 1 });
    expect(await cards(member.token)).toBe(1);
    expect(await vipCoupons(member.token)).toBe(1);

    // The same month again: recorded as done.
    expect(await process.run(new Date('2026-12-01T01:30:00+08:00'))).toEqual({ leader: true, month: null, members: 0 });
    // Even with the record lost, the wallet grants the month's references once.
    await shop.infra.dataSource.query(`DELETE FROM scheduled_job_runs WHERE job = 'vip-monthly-grant'`);
    expect(await process.run(new Date('2026-12-15T12:00:00+08:00'))).toMatchObject({ month: '2026-12', members: 1 });
    expect(await cards(member.token)).toBe(1);
    expect(await vipCoupons(member.token)).toBe(1);

    // The next Taipei month (23:00 UTC on 31 December is already 1 January in Taipei).
    expect(await process.run(new Date('2026-12-31T16:30:00Z'))).toMatchObject({ month: '2027-01', members: 1 });
    expect(await cards(member.token)).toBe(2);
    expect(await vipCoupons(member.token)).toBe(2);
  } finally {
    await process.onModuleDestroy();
  }
});
