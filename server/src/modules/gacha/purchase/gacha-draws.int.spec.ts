// The gacha-v3 draws on real PostgreSQL, through the draw sweeper and the purchase core: capsules
// paid while the beacon could not be reached all fall due at once, and on the atomic path they are
// drawn in ONE commit (every capsule's draw, box item and fulfilment, the sell-out and the seed's
// reveal), exactly as one Recover step per order would decide them, so the export verifies; a
// write to one of the batch's streams between its reads and its commit makes it decide again. The
// step-wise path (EventStoreDB's, forced with PURCHASE_COMMIT=stepwise) still draws each order on
// its own.
import { parseTubeAuditExport, verifyGachaLog, type GachaEvent } from '@shop/contracts';
import { createBuyer, creditWallet, type Buyer } from '@shop/testing/members';
import { eventually } from '@shop/testing/eventually';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import { WrongExpectedRevisionError, type RecordedEvent } from '../../../event-store/event-store.port';

type Drawn = Extract<GachaEvent, { type: 'CapsuleDrawn' }>['data'];

/**
 * Buys one capsule of `machineId` for each of `purchasers` (in that order) while the beacon cannot be
 * reached, and waits until every round they named is out, so that all are due at once; answers the
 * order ids in purchase order.
 */
async function buyDuringOutage(testShop: TestShop, machineId: string, purchasers: Buyer[]): Promise<string[]> {
  const { shop, post } = testShop;
  const down = jest.spyOn(shop.beaconRounds.beacon, 'fetchRound').mockRejectedValue(new Error('beacon unreachable'));
  try {
    const orderIds: string[] = [];
    let lastRound = 0;
    for (const b of purchasers) {
      const r = await post(`/gacha/draw/${machineId}`, b.token, {});
      expect(r.body).toMatchObject({ status: 'drawing', item: null });
      orderIds.push(r.body.order.id);
      lastRound = Math.max(lastRound, r.body.draw.beacon_round);
    }
    // The purchases' own draw timers fire at their rounds, in vain while the beacon is down.
    const out = shop.beaconRounds.publishedAt(lastRound).getTime() + 500;
    await new Promise((r) => setTimeout(r, Math.max(0, out - Date.now())));
    expect(
      (await shop.infra.eventStore.readStream(`gacha-${machineId}`)).some(
        (e) => e.type === 'CapsuleDrawn' && orderIds.includes((e.data as Drawn).orderId),
      ),
    ).toBe(false);
    return orderIds;
  } finally {
    down.mockRestore();
  }
}

const streamEvents = (testShop: TestShop, streamId: string) => testShop.shop.infra.eventStore.readStream(streamId);
const commitOf = (e: RecordedEvent) => e.position.commit;

describe.each(['atomic', 'stepwise'])('gacha-v3 draws (%s)', (commit) => {
  let testShop: TestShop;

  beforeAll(async () => {
    testShop = await startTestShop({ database: `gacha_draws_${commit}`, client: false, env: { PURCHASE_COMMIT: commit } });
    await eventually(
      () => testShop.api('/gacha/product/3002'),
      (r) => r.status === 200,
      { timeoutMs: 20_000 },
    );
  }, 60_000);

  afterAll(async () => {
    await testShop?.close();
  });

  it('draws every capsule that is due, boxes and fulfils each, sells out and reveals, and the export verifies', async () => {
    const { shop } = testShop;
    // 3002 is the demo machine that is nearly sold out: 5 capsules; two buyers, the first buying three.
    const buyers = [await createBuyer(shop, { tokens: 1000 }), await createBuyer(shop, { tokens: 1000 })];
    const [a, b] = buyers as [Buyer, Buyer];
    const orderIds = await buyDuringOutage(testShop, '3002', [a, b, a, b, a]);
    await shop.gachaDraws.sweep();

    const machine = await eventually(
      () => streamEvents(testShop, 'gacha-3002'),
      (events) => events.at(-1)?.type === 'GachaSeedRevealed',
      { timeoutMs: 20_000 },
    );
    const drawnEvents = machine.filter((e) => e.type === 'CapsuleDrawn');
    const drawn = drawnEvents.map((e) => e.data as Drawn);
    expect(drawn.map((d) => d.orderId)).toEqual(orderIds);
    expect(drawn.map((d) => d.position)).toEqual([1, 2, 3, 4, 5]);
    // Atomic: the five draws, the sell-out and the reveal are one commit; step-wise: each draw its own.
    if (commit === 'atomic') expect(new Set([...drawnEvents, ...machine.slice(-2)].map(commitOf)).size).toBe(1);
    else expect(new Set(drawnEvents.map(commitOf)).size).toBe(5);

    for (const d of drawn) {
      const order = await streamEvents(testShop, `order-${d.orderId}`);
      const fulfilled = order.find((e) => e.type === 'OrderFulfilled')!;
      expect(fulfilled.data).toMatchObject({ prizes: [{ itemId: `${d.orderId}-${d.position}`, prizeName: d.itemName, rarity: d.rarity }] });
      const box = await streamEvents(testShop, `box-${d.userId}`);
      const added = box.filter((e) => e.type === 'BoxItemAdded' && (e.data as { orderId: string }).orderId === d.orderId);
      expect(added.map((e) => e.data)).toEqual([
        expect.objectContaining({ itemId: `${d.orderId}-${d.position}`, source: 'gacha', productId: '3002', name: d.itemName, rarity: d.rarity }),
      ]);
      if (commit === 'atomic') expect([commitOf(fulfilled), commitOf(added[0]!)]).toEqual([commitOf(drawnEvents[0]!), commitOf(drawnEvents[0]!)]);
    }
    // Each buyer's box holds their own capsules, in the order they bought them.
    for (const buyer of buyers) {
      const boxed = (await streamEvents(testShop, `box-${buyer.userId}`)).filter((e) => e.type === 'BoxItemAdded');
      expect(boxed.map((e) => (e.data as { orderId: string }).orderId)).toEqual(drawn.filter((d) => d.userId === buyer.userId).map((d) => d.orderId));
    }

    const res = await fetch(`${testShop.url}/api/audit/gacha/3002/events`);
    expect(verifyGachaLog(parseTubeAuditExport(await res.text()))).toMatchObject({
      status: 'verified',
      summary: { capsulesDrawn: 5, verifiedRounds: [1] },
    });
  }, 90_000);

  if (commit !== 'atomic') return;

  it('decides the whole batch again when a stream of it moves between its reads and its commit', async () => {
    const { shop } = testShop;
    const buyers = [await createBuyer(shop, { tokens: 1000 }), await createBuyer(shop, { tokens: 1000 })];
    const store = shop.infra.eventStore;
    const [a, b] = buyers as [Buyer, Buyer];
    const orderIds = await buyDuringOutage(testShop, '3001', [a, b, a, b]);
    // The first capsule's preparation (its signed round, read after the batch's folds) meets a
    // recharge of the second buyer's wallet, committed by another writer before the batch commits.
    const rounds = shop.beaconRounds;
    const published = rounds.published.bind(rounds);
    let interfered = false;
    const meddle = jest.spyOn(rounds, 'published').mockImplementation(async (round, now) => {
      const signed = await published(round, now);
      if (signed && !interfered) {
        interfered = true;
        await creditWallet(shop, buyers[1]!.userId, { tokens: 7 });
      }
      return signed;
    });
    const appends = jest.spyOn(store, 'appendMany');
    try {
      await shop.gachaDraws.sweep();
    } finally {
      meddle.mockRestore();
    }
    const conflicts = await Promise.all(
      appends.mock.results.map((r) =>
        (r.value as Promise<unknown>).then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    );
    appends.mockRestore();
    expect(interfered).toBe(true);
    expect(conflicts.filter((e) => e instanceof WrongExpectedRevisionError).map((e) => (e as WrongExpectedRevisionError).streamId)).toEqual([
      `wallet-${buyers[1]!.userId}`,
    ]);

    const machine = await streamEvents(testShop, 'gacha-3001');
    const drawnEvents = machine.filter((e) => e.type === 'CapsuleDrawn' && orderIds.includes((e.data as Drawn).orderId));
    expect(drawnEvents.map((e) => (e.data as Drawn).orderId)).toEqual(orderIds);
    expect(new Set(drawnEvents.map(commitOf)).size).toBe(1);
    for (const id of orderIds) expect((await streamEvents(testShop, `order-${id}`)).at(-1)?.type).toBe('OrderFulfilled');
    // Decided again on the recharge: the wallet keeps it, and the batch's events follow it.
    const wallet = await streamEvents(testShop, `wallet-${buyers[1]!.userId}`);
    const recharge = wallet.findIndex((e) => e.type === 'TokensCredited' && (e.data as { amount: number }).amount === 7);
    expect(recharge).toBeGreaterThan(0);
    expect(wallet.slice(recharge + 1).every((e) => commitOf(e) === commitOf(drawnEvents[0]!))).toBe(true);
    expect(wallet.length - recharge - 1).toBeGreaterThan(0);
  }, 90_000);
});
