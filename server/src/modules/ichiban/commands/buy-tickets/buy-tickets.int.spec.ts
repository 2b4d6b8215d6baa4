// The ichiban purchase over real HTTP on real PostgreSQL: tokens and points debited, tickets
// drawn once, prizes in the box, history and replay; the lock against other buyers; concurrent
// purchases; crash recovery between steps; sell-out with LAST, the seed reveal and the hash chain.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  genesisHash,
  messages,
  layoutTube,
  publicTubeEvent,
  tubeEventHash,
  verifyTubeLog,
  type OrderPlaced,
  type TubeEvent,
  type WalletEvent,
} from '@shop/contracts';
import { BoxItemRow, OrderSummaryRow } from '@shop/projections';
import { createBuyer, type Buyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import type { EventStore } from '../../../../event-store/event-store.port';
import { systemMetadata } from '../../../../http/request-metadata';
import { loadState } from '../../../../platform/command-runner';
import { PurchaseCore } from '../../../../purchases/purchase-core';
import { orderDecider } from '../../../orders/orders.public';
import { PurchaseRecovery } from '../../../../purchases/purchase-recovery';
import type { RunningShop } from '../../../../shop-app';
import { DrawSeedRow } from '../../../fairness/fairness.public';
import { WalletReader } from '../../../wallet/wallet.public';
import { IchibanLine } from '../../purchase/ichiban.line';
import { TubeSecrets } from '../../tube-secrets';

let testShop: TestShop;
let shop: RunningShop;
let api: TestShop['api'];
let post: TestShop['post'];

async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A signed-in member with tokens and points in the wallet. */
const buyer = (tokens: number, points = 0) => createBuyer(shop, { tokens, points });

async function walletOf(userId: string) {
  return new WalletReader(shop.infra.eventStore).wallet(userId);
}
async function walletEvents(userId: string) {
  return (await shop.infra.eventStore.readStream(`wallet-${userId}`)).map((e) => ({ type: e.type, data: e.data }) as WalletEvent);
}
async function tubeEvents(tubeId: string): Promise<TubeEvent[]> {
  return (await shop.infra.eventStore.readStream(`tube-${tubeId}`)).map((e) => ({ type: e.type, data: e.data }) as TubeEvent);
}

/** A purchase core with the ichiban line over `store`, as the shop builds it. */
function coreOver(store: EventStore): PurchaseCore {
  const secrets = new TubeSecrets(shop.infra.dataSource, shop.beaconRounds);
  const core = new PurchaseCore(store);
  new IchibanLine(core, secrets, shop.infra.dataSource, shop.commands).onModuleInit();
  return core;
}

/**
 * The store as a step-wise purchase sees it (no atomic appendMany, as on EventStoreDB), dying after
 * `appends` appends: what a crash between the steps leaves behind.
 */
function crashingAfter(appends: number): EventStore {
  const store = shop.infra.eventStore;
  let left = appends;
  return Object.create(store, {
    appendMany: { value: undefined },
    appendToStream: {
      value: (...args: Parameters<EventStore['appendToStream']>) => {
        if (left-- <= 0) return Promise.reject(new Error('crashed'));
        return store.appendToStream(...args);
      },
    },
  }) as EventStore;
}

/** The shop's own core and the recovery over the running shop's store. */
function processParts() {
  const core = coreOver(shop.infra.eventStore);
  const orders = {
    load: async (orderId: string) => (await loadState({ store: shop.infra.eventStore, streamId: `order-${orderId}`, decider: orderDecider })).state,
  };
  return { core, orders, recovery: new PurchaseRecovery(shop.infra.dataSource, core) };
}

/** Runs a purchase step-wise until the process "dies" after `appends` appends. */
async function crashAfter(appends: number, placed: OrderPlaced['data']): Promise<void> {
  await expect(coreOver(crashingAfter(appends)).run({ type: 'Place', placed }, systemMetadata(new Date()))).rejects.toThrow('crashed');
}

beforeAll(async () => {
  testShop = await startTestShop({ database: 'purchase', client: false });
  ({ shop, api, post } = testShop);
  await eventually(async () => ((await api('/raffle/status/1002')).status === 200 ? true : undefined));
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

describe('buying ichiban tickets', () => {
  let alice: Buyer;
  let aliceOrder: string;

  it('debits tokens and points, draws the picked numbers, fills the box and lists the order', async () => {
    alice = await buyer(50_000, 1000);
    const r = await post('/raffle/draw/multiple/1002-1', alice.token, {
      payment_method: 'balance',
      product_id: '1002',
      ticket_numbers: [3, 1, 2],
      is_multiple: true,
      points_discount: 200,
    });
    expect(r.status).toBe(200);
    expect(r.body.order).toMatchObject({ status: 'completed', total_amount: 1050, points_used: 200, token_amount: 1040, tube_id: '1002-1' });
    expect(r.body.tickets.map((t: { ticket_number: number }) => t.ticket_number)).toEqual([1, 2, 3]);
    expect(r.body.lock).toMatchObject({ is_locked: true, locked_by_other: false });
    // A purchase renews the lock to 300 s after it (never past 480 s from when it was taken).
    expect(r.body.lock.remain).toBeGreaterThan(290);
    expect(r.body.lock.remain).toBeLessThanOrEqual(300);
    aliceOrder = r.body.order.id;

    const wallet = await walletOf(alice.userId);
    expect(wallet.tokens).toBe(50_000 - 1040);
    // 1,000 given, 200 spent, and the VIP 1 rebate: 50 % of a point per 元 of the 1,040 tokens paid.
    expect((await walletEvents(alice.userId)).filter((e) => e.type === 'PointsAdjusted').map((e) => (e.data as { delta: number }).delta)).toEqual([
      1000, -200, 520,
    ]);

    const box = await eventually(async () => {
      const rows = await shop.infra.dataSource.getRepository(BoxItemRow).findBy({ userId: alice.userId });
      return rows.length === 3 ? rows : undefined;
    });
    expect(box.map((b) => b.itemId).sort()).toEqual([`${aliceOrder}-1`, `${aliceOrder}-2`, `${aliceOrder}-3`]);

    const history = await eventually(async () => {
      const h = await api('/raffle/history', { token: alice.token });
      return h.body.data?.length === 1 ? h.body : undefined;
    });
    expect(history.data[0]).toMatchObject({ order_id: aliceOrder, product: { name: '一番賞 機甲少年 覺醒篇' } });
    expect(history.data[0].items).toHaveLength(3);

    const board = await eventually(async () => {
      const t = await api('/raffle/tubes/1002-1/tickets');
      return t.body.drawn_numbers.length === 3 ? t.body : undefined;
    });
    expect(board.drawn_numbers).toEqual([1, 2, 3]);
    const tiers = board.tube_info.tiers as { tier: string; total: number; remaining: number }[];
    expect(tiers.reduce((n, t) => n + (t.tier === 'LAST' ? 0 : t.total - t.remaining), 0)).toBe(3);
  });

  it('redirects to the draw screen with a signed code that replays the order without a login', async () => {
    const redirect = await api(`/payment/redirect/${aliceOrder}`, { token: alice.token });
    expect(redirect.status).toBe(200);
    const match = /^\/ichiban\/draw\/(.+)$/.exec(redirect.body.redirect_url);
    expect(match).not.toBeNull();
    const code = match![1]!;
    const replay = await api(`/raffle/public/result/${code}`);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({
      product_name: '一番賞 機甲少年 覺醒篇',
      tube_id: '1002-1',
      product_id: '1002',
      order: { id: aliceOrder, code },
    });
    expect(replay.body.tickets).toHaveLength(3);

    const forged = `${aliceOrder}.${'A'.repeat(22)}`;
    expect((await api(`/raffle/public/result/${forged}`)).status).toBe(404);
    expect((await api(`/raffle/public/result/not-a-code`)).status).toBe(400);
  });

  it('keeps an order private to its buyer', async () => {
    const bob = await buyer(0);
    expect((await api(`/raffle/result/${aliceOrder}`, { token: bob.token })).status).toBe(404);
    expect((await api(`/payment/redirect/${aliceOrder}`, { token: bob.token })).status).toBe(404);
    expect((await api(`/raffle/result/${aliceOrder}`, { token: alice.token })).body.tickets).toHaveLength(3);
  });

  it('answers another buyer with 423 and the seconds that remain, charging nothing', async () => {
    const bob = await buyer(5000);
    const r = await post('/raffle/draw/1002-1', bob.token, { payment_method: 'balance', product_id: '1002', ticket_number: 10 });
    expect(r.status).toBe(423);
    expect(r.body.remain).toBeGreaterThan(250);
    expect((await walletOf(bob.userId)).tokens).toBe(5000);
    const status = await api('/raffle/tube/1002-1/lock/status', { token: bob.token });
    expect(status.body).toEqual({ success: true, locked: true, remain: expect.any(Number), is_mine: false });
    expect(JSON.stringify(status.body)).not.toContain(alice.userId);
  });

  it('refuses bad input with the spec’s messages', async () => {
    const bob = await buyer(100);
    const cases: [unknown, number, string][] = [
      [{ product_id: '1003', ticket_numbers: [] }, 400, '請選擇票券'],
      [{ product_id: '1003', ticket_numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 400, '最多只能選擇 10 張票券'],
      [{ product_id: '1003', random_count: 11 }, 400, '最多只能選擇 10 張票券'],
      [{ product_id: '1003', ticket_numbers: [1], coupon_id: 'c1' }, 400, '抽獎失敗'],
      [{ product_id: '1003', ticket_numbers: [1], points_discount: 150 }, 400, '紅利不足'],
      [{ product_id: '1003', ticket_numbers: [1] }, 400, '代幣餘額不足，將導向充值頁面'],
    ];
    for (const [body, status, message] of cases) {
      const r = await post('/raffle/draw/multiple/1003-2', bob.token, body);
      expect({ status: r.status, message: r.body.message }).toEqual({ status, message });
    }
    expect((await post('/raffle/draw/1003-2', '', { product_id: '1003', ticket_number: 1 })).status).toBe(401);
    // The refused payment left a cancelled order and an untouched wallet.
    expect((await walletOf(bob.userId)).tokens).toBe(100);
  });

  it('refuses a product that is off the shelf', async () => {
    const bob = await buyer(5000);
    await shop.infra.dataSource.getRepository('ProductRow').update({ id: '1001' }, { status: '0' });
    try {
      const r = await post('/raffle/draw/1001-1', bob.token, { product_id: '1001', ticket_number: 1 });
      expect(r).toEqual({ status: 400, body: { success: false, message: '商品已下架' } });
    } finally {
      await shop.infra.dataSource.getRepository('ProductRow').update({ id: '1001' }, { status: '1' });
    }
  });
});

describe('concurrent buyers', () => {
  it('lets exactly one of 20 racing buyers take a free tube; the others get 423 and pay nothing', async () => {
    const buyers: Buyer[] = [];
    for (let i = 0; i < 20; i++) buyers.push(await buyer(10_000));
    const answers = await Promise.all(
      buyers.map((b) => post('/raffle/draw/multiple/1003-1', b.token, { product_id: '1003', random_count: 1 + Math.floor(Math.random() * 5) })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 423)).toHaveLength(19);
    const paid = await Promise.all(buyers.map(async (b) => 10_000 - (await walletOf(b.userId)).tokens));
    expect(paid.filter((p) => p > 0)).toHaveLength(1);
  }, 120_000);

  it('never sells a ticket twice when one holder fires overlapping purchases at once, on several tubes', async () => {
    const tubes = ['1003-2', '1003-3', '1001-2'];
    const holders = await Promise.all(tubes.map(() => buyer(200_000)));
    const results = await Promise.all(
      tubes.flatMap((tubeId, i) =>
        Array.from({ length: 12 }, (_, k) => {
          const productId = tubeId.split('-')[0];
          const body =
            k % 2 === 0
              ? { product_id: productId, ticket_numbers: [1 + (k % 5), 2 + (k % 7), 9] }
              : { product_id: productId, random_count: 1 + (k % 10) };
          return post(`/raffle/draw/multiple/${tubeId}`, holders[i]!.token, body).then((r) => ({ tubeId, holder: holders[i]!, ...r }));
        }),
      ),
    );
    for (const r of results) expect([200, 409, 423]).toContain(r.status);
    for (const [i, tubeId] of tubes.entries()) {
      const events = await tubeEvents(tubeId);
      const numbers = events.filter((e) => e.type === 'TicketDrawn').map((e) => (e.data as { number: number }).number);
      expect(new Set(numbers).size).toBe(numbers.length);
      const ok = results.filter((r) => r.tubeId === tubeId && r.status === 200);
      expect(ok.flatMap((r) => r.body.tickets.map((t: { ticket_number: number }) => t.ticket_number)).sort((a: number, b: number) => a - b)).toEqual(
        [...numbers].sort((a, b) => a - b),
      );
      // Tokens taken equal the fulfilled orders' amounts, to the unit.
      const spent = 200_000 - (await walletOf(holders[i]!.userId)).tokens;
      expect(spent).toBe(ok.reduce((n, r) => n + r.body.order.token_amount, 0));
    }
    // Every order ended: fulfilled, refunded or cancelled; none left half-way.
    const rows = await eventually(async () => {
      const all = await shop.infra.dataSource.getRepository(OrderSummaryRow).find();
      return all.every((o) => ['fulfilled', 'refunded', 'cancelled'].includes(o.status)) ? all : undefined;
    });
    expect(rows.length).toBeGreaterThan(0);
  }, 120_000);
});

describe('retries and races', () => {
  // One buyer for both (a purchase locks the tube for its buyer): enough for two tickets, then
  // exactly enough for the six bought at once.
  let b: Buyer;
  beforeAll(async () => {
    b = await buyer(2 * 380 + 3 * 380 + 3 * 280);
  });

  it('answers a retried purchase with its Idempotency-Key by the first one, buying once', async () => {
    const start = (await walletOf(b.userId)).tokens;
    const key = `retry-${randomUUID()}`;
    const body = { payment_method: 'balance', product_id: '1006', ticket_numbers: [5, 6], is_multiple: true };
    const buy = (b2: unknown, k = key) =>
      api('/raffle/draw/multiple/1006-1', { method: 'POST', token: b.token, body: JSON.stringify(b2), headers: { 'idempotency-key': k } });
    const answers = await Promise.all([buy(body), buy(body), buy(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.order.id)).size).toBe(1);
    expect(answers[0]!.body.tickets.map((t: { ticket_number: number }) => t.ticket_number)).toEqual([5, 6]);
    const again = await buy(body);
    expect(again.body.order.id).toBe(answers[0]!.body.order.id);
    expect((await walletOf(b.userId)).tokens).toBe(start - 2 * 380);

    const other = await buy({ ...body, ticket_numbers: [7] });
    expect(other).toEqual({ status: 409, body: { success: false, message: '此請求編號已用於另一筆訂單，請重新操作' } });
    expect((await buy(body, 'bad key!')).status).toBe(400);
    expect((await walletOf(b.userId)).tokens).toBe(start - 2 * 380);
  });

  it('never tells a buyer who can pay that the balance is short when purchases race on the wallet', async () => {
    // Three tickets on each of two tubes, bought at once: the wallet takes turns, nobody is short.
    const answers = await Promise.all([
      ...[20, 21, 22].map((n) => post('/raffle/draw/1006-1', b.token, { product_id: '1006', ticket_number: n })),
      ...[1, 2, 3].map((n) => post('/raffle/draw/1005-2', b.token, { product_id: '1005', ticket_number: n })),
    ]);
    expect(answers.map((a) => a.body.message)).not.toContain(messages.balance.insufficientRedirect);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await walletOf(b.userId)).tokens).toBe(0);
    // Leaving both tubes hands them on (the next tests buy there).
    for (const tubeId of ['1006-1', '1005-2']) expect((await post(`/raffle/tube/${tubeId}/release`, b.token, {})).status).toBe(200);
  });
});

describe('recovering from a crash between steps', () => {
  // One buyer for every case: a draw takes the tube's lock for its buyer.
  let b: Buyer;
  beforeAll(async () => {
    b = await buyer(10_000);
  });
  const tokens = async () => (await walletOf(b.userId)).tokens;

  async function placedOrder(tubeId: string, numbers: number[]): Promise<OrderPlaced['data']> {
    return {
      orderId: randomUUID(),
      userId: b.userId,
      kind: 'ichiban',
      productId: '1004',
      productName: 'test',
      unitPrice: 300,
      amount: 300 * numbers.length,
      points: 0,
      tokens: 300 * numbers.length,
      paymentMethod: 'balance',
      ichiban: { tubeId, numbers, count: numbers.length, fullPack: false, randomSeed: randomBytes(32).toString('hex') },
      placedAt: new Date().toISOString(),
    };
  }

  // A step-wise purchase appends: [order placed] [wallet debit] [order paid] [tube draw] [box] [order fulfilled].
  it('finishes an order paid but never drawn: same numbers, box filled, fulfilled', async () => {
    const start = await tokens();
    const { recovery, orders } = processParts();
    const data = await placedOrder('1004-1', [40, 41]);
    await crashAfter(3, data);
    // The recovery scan picks the order up from the read model.
    await eventually(async () =>
      (await shop.infra.dataSource.getRepository(OrderSummaryRow).findOneBy({ orderId: data.orderId }))?.status === 'paid' ? true : undefined,
    );
    const report = await recovery.scan(0);
    expect(report.completed).toBeGreaterThanOrEqual(1);
    const order = await orders.load(data.orderId);
    expect(order.status).toBe('fulfilled');
    expect(order.status !== 'none' && order.prizes.map((p) => p.number)).toEqual([40, 41]);
    expect(await tokens()).toBe(start - 600);
    const box = (await shop.infra.eventStore.readStream(`box-${b.userId}`)).map((e) => (e.data as { itemId: string }).itemId);
    expect(box).toEqual([`${data.orderId}-40`, `${data.orderId}-41`]);
  });

  it('finishes an order drawn but not delivered, without drawing again', async () => {
    const start = await tokens();
    const { recovery, orders } = processParts();
    const data = await placedOrder('1004-1', [50]);
    await crashAfter(4, data);
    const before = (await tubeEvents('1004-1')).length;
    expect(await recovery.recoverOrder(data.orderId)).toBe('completed');
    expect((await tubeEvents('1004-1')).length).toBe(before);
    expect((await orders.load(data.orderId)).status).toBe('fulfilled');
    expect(await tokens()).toBe(start - 300);
  });

  it('cancels an order whose payment was never confirmed, giving back what the wallet took', async () => {
    const start = await tokens();
    const { recovery, orders } = processParts();
    const data = await placedOrder('1004-1', [60]);
    // The wallet debited, then the process died before recording OrderPaid.
    await crashAfter(2, data);
    expect(await tokens()).toBe(start - 300);
    expect(await recovery.recoverOrder(data.orderId)).toBe('cancelled');
    expect((await orders.load(data.orderId)).status).toBe('cancelled');
    expect(await tokens()).toBe(start);
  });

  it('refuses a payment arriving after the recovery gave up on its order, so nothing is lost', async () => {
    const start = await tokens();
    const { core, recovery, orders } = processParts();
    const data = await placedOrder('1004-1', [65]);
    await crashAfter(1, data);
    // The request stalls past the recovery's patience; the recovery voids and cancels the order…
    expect(await recovery.recoverOrder(data.orderId)).toBe('cancelled');
    // …then the stalled request wakes up and carries on: nothing is debited.
    const { changed } = await core.run({ type: 'Place', placed: data }, systemMetadata(new Date()));
    expect(changed).toBe(false);
    expect((await orders.load(data.orderId)).status).toBe('cancelled');
    expect(await tokens()).toBe(start);
  });

  it('refunds a paid order whose numbers were sold meanwhile', async () => {
    const start = await tokens();
    const { core, recovery, orders } = processParts();
    const second = await placedOrder('1004-1', [70]);
    await crashAfter(3, second);
    const first = await placedOrder('1004-1', [70]);
    expect((await core.run({ type: 'Place', placed: first }, systemMetadata(new Date()))).order.status).toBe('fulfilled');
    expect(await recovery.recoverOrder(second.orderId)).toBe('refunded');
    expect((await orders.load(second.orderId)).status).toBe('refunded');
    expect(await tokens()).toBe(start - 300);
  });

  it('on the atomic path a refused purchase writes nothing at all', async () => {
    const { core } = processParts();
    const data = await placedOrder('1004-1', [70]);
    await expect(core.run({ type: 'Place', placed: data }, systemMetadata(new Date()))).rejects.toThrow('purchase refused');
    expect(await shop.infra.eventStore.readStream(`order-${data.orderId}`)).toEqual([]);
  });
});

describe('releasing the lock', () => {
  it('ends the holder’s lock at once, so the next buyer need not wait; anyone else’s release changes nothing', async () => {
    const [dave, erin] = [await buyer(50_000), await buyer(50_000)];
    const tubeId = '1005-2';
    expect((await post(`/raffle/tube/${tubeId}/lock`, dave.token, {})).body.lock).toMatchObject({ is_locked: true, remain: 300 });
    expect((await post(`/raffle/tube/${tubeId}/lock`, erin.token, {})).status).toBe(423);

    // Erin does not hold it: her release is a no-op, and Dave keeps the tube.
    expect((await post(`/raffle/tube/${tubeId}/release`, erin.token, {})).body).toEqual({ success: true, released: false });
    expect((await post(`/raffle/tube/${tubeId}/lock`, erin.token, {})).status).toBe(423);

    expect((await post(`/raffle/tube/${tubeId}/release`, dave.token, {})).body).toEqual({ success: true, released: true });
    expect((await post(`/raffle/tube/${tubeId}/release`, dave.token, {})).body).toEqual({ success: true, released: false });
    const events = await tubeEvents(tubeId);
    expect(events[events.length - 1]).toMatchObject({ type: 'TubeLockReleased', data: { reason: 'released' } });
    expect((await post(`/raffle/tube/${tubeId}/lock`, erin.token, {})).status).toBe(200);

    expect((await post(`/raffle/tube/${tubeId}/release`, '', {})).status).toBe(401);
    expect((await post(`/raffle/tube/no-such-tube/release`, dave.token, {})).status).toBe(404);
  });
});

describe('selling out', () => {
  it('awards LAST to the final buyer, reveals the seed, and the chain and layout verify', async () => {
    const carol = await buyer(100_000);
    const tubeId = '1005-1';
    const r = await post(`/raffle/draw/multiple/${tubeId}`, carol.token, { product_id: '1005', is_full_pack: true });
    expect(r.status).toBe(200);
    expect(r.body.tickets).toHaveLength(60);
    expect(r.body.last_prize).toMatchObject({ tier: 'LAST', ticket_number: r.body.tickets[59].ticket_number });
    expect(r.body.lock.is_locked).toBe(false);

    const events = await eventually(async () => {
      const e = await tubeEvents(tubeId);
      return e.some((x) => x.type === 'TubeSeedRevealed') ? e : undefined;
    });
    const types = events.map((e) => e.type);
    // One commit: the draws, LAST, the sell-out and the reveal (a free tube bought whole was never locked).
    expect(types.slice(-3)).toEqual(['LastPrizeAwarded', 'TubeSoldOut', 'TubeSeedRevealed']);
    expect(types.filter((t) => t === 'TicketDrawn')).toHaveLength(60);

    // Every event links to the hash of the one before it.
    let prev = genesisHash;
    for (const e of events) {
      expect(e.data.prevHash).toBe(prev);
      prev = tubeEventHash(e);
    }
    // Each drawn tier is the one the committed seed lays out with the beacon round the tube named at
    // opening, whose signed randomness the reveal carries.
    const seed = (await shop.infra.dataSource.getRepository(DrawSeedRow).findOneBy({ streamId: `tube-${tubeId}` }))!.seedHex;
    const opened = events[0]!.data as { totalTickets: number; prizes: { tier: 'A'; quantity: number }[]; beaconRound?: number };
    const revealed = events.at(-1)!.data as { beaconRandomness?: string };
    expect(opened.beaconRound).toBeGreaterThan(0);
    expect(revealed.beaconRandomness).toBe((await shop.beaconRounds.round(opened.beaconRound!)).randomness);
    const layout = layoutTube({
      tubeId,
      seedHex: seed,
      beaconHex: revealed.beaconRandomness,
      totalTickets: opened.totalTickets,
      prizes: opened.prizes,
    });
    for (const e of events) if (e.type === 'TicketDrawn') expect(e.data.tier).toBe(layout.tiers[e.data.number - 1]);
    // The auditor's verifier agrees, from the public form alone.
    expect(verifyTubeLog(events.map((e) => publicTubeEvent(e))).status).toBe('verified');

    const info = await eventually(async () => {
      const t = await api(`/raffle/tubes/${tubeId}/tickets`);
      return t.body.tube_info.fairness ? t.body.tube_info : undefined;
    });
    expect(info).toMatchObject({ sold_out: true, remaining_tickets: 0, fairness: { seed, txid: layout.txid, total_tickets: 60 } });
    expect(info.tiers.every((t: { remaining: number }) => t.remaining === 0)).toBe(true);
    expect((await post(`/raffle/draw/${tubeId}`, carol.token, { product_id: '1005', ticket_number: 1 })).body.message).toBe('目前沒有可選的號碼');
    // A sold-out tube takes no lock and no release, and its log gains nothing.
    for (const path of ['lock', 'release']) {
      const refused = await post(`/raffle/tube/${tubeId}/${path}`, carol.token, {});
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: '此籤筒已完售' });
    }
    expect(await tubeEvents(tubeId)).toHaveLength(events.length);
    const grid = await api(`/raffle/tubes/${tubeId}/result-tickets`);
    expect(grid.body.data.data.filter((t: { is_drawn: boolean }) => t.is_drawn)).toHaveLength(60);
  }, 60_000);
});
