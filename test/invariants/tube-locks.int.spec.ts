// Tube locks as a hostile client takes them: a member with no money locked every
// tube and re-locked each at expiry, blocking every sale. A lock now needs a wallet that pays for one
// ticket, a member holds one tube at a time (a burst on every tube takes one), a member who let a
// lock lapse unbought waits before taking the same tube again, and the lock status read right after
// a lock comes from the tube's stream (the board may lag it).
import { messages, constants } from '@shop/contracts';
import { TubeBoardRow } from '@shop/projections';
import { systemMetadata } from '../../server/src/http/request-metadata';
import { payingHolder, tubeDecider } from '../../server/src/modules/ichiban/domain/tube.decide';
import { runCommand } from '../../server/src/platform/command-runner';
import { eventually } from '../support/eventually';
import { createBuyer } from '../support/members';
import { startTestShop, type TestShop } from '../support/shop-server';

jest.setTimeout(120_000);
let shop: TestShop;
const tubes = ['1001-1', '1001-2', '1002-1', '1003-1', '1003-2', '1003-3'];

beforeAll(async () => {
  shop = await startTestShop({ database: 'tubelocks', client: false });
  await eventually(
    () => shop.api('/raffle/status/1003').then((r) => r.status),
    (s) => s === 200,
  );
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

const lock = (tubeId: string, token: string) => shop.post(`/raffle/tube/${tubeId}/lock`, token, {});
const status = (tubeId: string, token?: string) => shop.api(`/raffle/tube/${tubeId}/lock/status`, { token });

it('refuses every lock to a member whose wallet cannot pay for one ticket, and leaves every tube free', async () => {
  const broke = await createBuyer(shop.shop, { tokens: 100 }); // the cheapest ticket is 250
  const burst = await Promise.all(tubes.map((t) => lock(t, broke.token)));
  for (const answer of burst) expect(answer).toEqual({ status: 402, body: { success: false, message: messages.ichiban.lockNeedsFunds } });
  for (const t of tubes) expect((await status(t)).body).toMatchObject({ locked: false, remain: 0 });
});

it('gives a member one tube when they try to lock every tube at once', async () => {
  const greedy = await createBuyer(shop.shop, { tokens: 50_000 });
  const burst = await Promise.all(tubes.map((t) => lock(t, greedy.token)));
  expect(burst.filter((a) => a.status === 200)).toHaveLength(1);
  const refused = burst.filter((a) => a.status === 409);
  expect(refused).toHaveLength(tubes.length - 1);
  expect(refused[0]!.body.message).toBe(messages.holds.heldElsewhere);
  const held = tubes[burst.findIndex((a) => a.status === 200)]!;
  for (const r of refused) expect(r.body.held).toEqual({ tube_id: held });
  // Others still lock the rest.
  const other = await createBuyer(shop.shop, { tokens: 50_000 });
  expect(
    (
      await lock(
        tubes.find((t) => t !== held)!,
        other.token,
      )
    ).status,
  ).toBe(200);
});

it('reads a tube as locked right after the lock, whatever the board shows', async () => {
  const buyer = await createBuyer(shop.shop, { tokens: 50_000 });
  const free = [];
  for (const t of tubes) if (!(await status(t)).body.locked) free.push(t);
  const tubeId = free[0]!;
  expect((await lock(tubeId, buyer.token)).status).toBe(200);
  // The board caught up, then lags again (as it does for a few ms after every lock).
  const board = shop.shop.infra.dataSource.getRepository(TubeBoardRow);
  await eventually(
    () => board.findOneBy({ tubeId }),
    (row) => row?.lockUserId === buyer.userId,
  );
  await board.update({ tubeId }, { lockUserId: null, lockExpiresAt: null });
  expect((await status(tubeId, buyer.token)).body).toMatchObject({ locked: true, is_mine: true });
  expect((await status(tubeId)).body).toMatchObject({ locked: true, is_mine: false });
});

it('makes a member who let a lock lapse unbought wait before re-locking that tube', async () => {
  const squatter = await createBuyer(shop.shop, { tokens: 50_000 });
  const other = await createBuyer(shop.shop, { tokens: 50_000 });
  const tubeId = '1003-3';
  // The squatter's lock, taken 5 min 30 s ago, lapsed 30 s ago without a purchase.
  const takenAt = new Date(Date.now() - (constants.ichiban.lockDefaultSeconds + 30) * 1000);
  const free = await status(tubeId);
  expect(free.body.locked).toBe(false);
  await runCommand({
    store: shop.shop.infra.eventStore,
    streamId: `tube-${tubeId}`,
    decider: tubeDecider,
    command: { type: 'LockTube', data: { tubeId, userId: squatter.userId, holder: payingHolder }, now: takenAt },
    metadata: systemMetadata(takenAt),
  });
  const again = await lock(tubeId, squatter.token);
  expect(again.status).toBe(429);
  expect(again.body.remain).toBeGreaterThan(constants.ichiban.lockRelockCooldownSeconds - 40);
  expect(again.body.remain).toBeLessThanOrEqual(constants.ichiban.lockRelockCooldownSeconds - 30);
  expect(again.body.message).toBe(messages.ichiban.lockCooldown(again.body.remain));
  // Anyone else takes the tube at once.
  expect((await lock(tubeId, other.token)).status).toBe(200);
});
