// The gacha purchase over real HTTP on real PostgreSQL: a capsule bought with tokens, points and a
// coupon, drawn when the beacon round its purchase named is out (抽選中 until then), the item in the
// box, order detail and the redirect to the animation, history and collections; a beacon outage
// (the purchase waits, paid, and is drawn when the beacon is back); racing buyers on one machine (no
// capsule twice, stock and box sums exact, sell-out with the seed reveal and an audit log that
// verifies, beacon signatures included); a staff restock rotating the seed.
import { randomUUID } from 'node:crypto';
import { gachaEventHash, messages, parseTubeAuditExport, verifyGachaLog, type GachaEvent } from '@shop/contracts';
import { BoxItemRow, GachaMachineRow, gachaMachine, type ProjectedEvent } from '@shop/projections';
import { createBuyer, creditWallet, type Buyer } from '@shop/testing/members';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import { systemMetadata } from '../../../../http/request-metadata';
import { loadState, oneAtATime, runCommand } from '../../../../platform/command-runner';
import type { RunningShop } from '../../../../shop-app';
import { RegisterUserCommand, type RegisteredUser } from '../../../accounts/accounts.public';
import { walletDecider, WalletReader } from '../../../wallet/wallet.public';
import { machineDecider } from '../../domain/machine.decide';

let testShop: TestShop;
let shop: RunningShop;
let api: TestShop['api'];
let post: TestShop['post'];

// A capsule is drawn at the first beacon round published a second after its purchase (3 s rounds): within ~5 s.
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const buyer = (tokens: number, points = 0) => createBuyer(shop, { tokens, points });
const tokensOf = async (userId: string) => (await new WalletReader(shop.infra.eventStore).wallet(userId)).tokens;
const machineEvents = async (id: string) =>
  (await shop.infra.eventStore.readStream(`gacha-${id}`)).map((e) => ({ type: e.type, data: e.data }) as GachaEvent);
/** The order detail once the capsule is drawn and the order fulfilled. */
const drawnDetail = (orderId: string, token: string) =>
  eventually(async () => {
    const detail = await api(`/orders/id/${orderId}`, { token });
    return detail.body.data?.items?.length ? detail.body.data : undefined;
  });

beforeAll(async () => {
  testShop = await startTestShop({ database: 'gacha', client: false });
  ({ shop, api, post } = testShop);
  await eventually(async () => ((await api('/gacha/product/3001')).status === 200 ? true : undefined));
}, 60_000);

afterAll(async () => {
  await testShop?.close();
});

describe('a gacha machine', () => {
  it('shows every item with its stock and odds to a visitor, and asks for a login to show the collection', async () => {
    const r = await api('/gacha/product/3001');
    expect(r.status).toBe(200);
    expect(r.body.product).toMatchObject({ id: '3001', type: 2, price: 100, total_quantity: 28, remaining_quantity: 28, sold_out: false, round: 1 });
    expect(r.body.items.map((i: { rarity: string }) => i.rarity)).toEqual(['common', 'common', 'common', 'rare', 'secret']);
    const odds = r.body.items.reduce((n: number, i: { probability: number }) => n + i.probability, 0);
    expect(odds).toBeCloseTo(1, 10);
    expect(r.body.items[4]).toMatchObject({ remaining_quantity: 1, probability: 1 / 28, is_collected: false });
    expect(r.body.collection_status).toEqual({ totalItems: 5, collectedItems: 0, collected_item_ids: [], is_authenticated: false });
  });

  it('answers the spec messages for a bad id, an unknown machine and a draw without login', async () => {
    expect(await api('/gacha/product/a.b')).toMatchObject({ status: 400, body: { message: messages.gacha.invalidProductId } });
    expect(await api('/gacha/product/1001')).toMatchObject({ status: 404, body: { message: messages.gacha.fetchProductFailed } });
    expect(await api('/gacha/draw/3001', { method: 'POST', body: '{}' })).toMatchObject({
      status: 401,
      body: { message: messages.gacha.loginRequired },
    });
  });
});

describe('buying a capsule', () => {
  let alice: Buyer;
  let orderId: string;

  it('debits tokens after points and a coupon, puts the item in the box with its rarity, and leads to the animation', async () => {
    alice = await buyer(1000, 1000);
    await runCommand({
      store: shop.infra.eventStore,
      streamId: `wallet-${alice.userId}`,
      decider: walletDecider,
      command: {
        type: 'GrantCoupon',
        data: {
          userId: alice.userId,
          couponId: 'C-gacha',
          title: '轉蛋折 20',
          amount: 20,
          minPurchase: 50,
          description: '',
          categoryIds: ['2'],
          productIds: [],
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          source: 'admin',
        },
        now: new Date(),
      },
      metadata: systemMetadata(new Date()),
    });
    const r = await post('/gacha/draw/3001', alice.token, { payment_method: 'balance', points_discount: 200, coupon_id: 'C-gacha' });
    expect(r.status).toBe(200);
    // 100 元: 200 points take 10, the coupon 20, tokens pay 70.
    expect(r.body.order).toMatchObject({ total_amount: 100, points_used: 200, coupon_discount: 20, token_amount: 70 });
    // Paid and held, not decided: the beacon round it is drawn at is still to come.
    const rounds = shop.beaconRounds;
    expect(r.body).toMatchObject({ status: 'drawing', item: null, remaining_quantity: 27 });
    expect(Date.parse(r.body.draw.published_at)).toBe(rounds.publishedAt(r.body.draw.beacon_round).getTime());
    expect(Date.parse(r.body.draw.published_at)).toBeGreaterThan(Date.parse(r.body.order.created_at) + 1000);
    expect(await tokensOf(alice.userId)).toBe(930);
    orderId = r.body.order.id;

    const detail = await drawnDetail(orderId, alice.token);
    const [item] = detail.items;
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(r.body.draw.published_at));
    const box = await eventually(async () => (await shop.infra.dataSource.getRepository(BoxItemRow).findBy({ userId: alice.userId }))[0]);
    expect(box).toMatchObject({ orderId, source: 'gacha', productId: '3001', rarity: item.attributes.rarity, name: item.item_name, tier: null });
    expect(detail.order).toMatchObject({ id: orderId, order_type: 'gashapon', status: 'completed' });
    const drawn = (await machineEvents('3001')).find((e) => e.type === 'CapsuleDrawn' && e.data.orderId === orderId)!;
    expect(drawn.data).toMatchObject({ beaconRound: r.body.draw.beacon_round, itemName: item.item_name });
    const redirect = await api(`/payment/redirect/${orderId}`, { token: alice.token });
    expect(redirect.body.redirect_url).toBe(`/gacha/animation?product_id=3001&order_id=${orderId}&transaction_id=${orderId}`);
  });

  it('lists the capsule in the history and the collections, and marks the item collected', async () => {
    const history = await eventually(async () => {
      const h = await api('/gacha/history', { token: alice.token });
      return h.body.data.total === 1 ? h.body.data : undefined;
    });
    expect(history.data[0]).toMatchObject({ order_id: orderId, product: { id: '3001' }, round: 1, position: 1 });
    const itemId = history.data[0].item.id;
    const collections = await api('/gacha/collections', { token: alice.token });
    expect(collections.body.data).toHaveLength(1);
    expect(collections.body.data[0]).toMatchObject({ product: { id: '3001' }, totalItems: 5, collectedItems: 1 });
    const product = await api('/gacha/product/3001', { token: alice.token });
    expect(product.body.collection_status).toMatchObject({ collectedItems: 1, collected_item_ids: [itemId], is_authenticated: true });
    expect(product.body.items.find((i: { id: string }) => i.id === itemId)).toMatchObject({ collection_count: 1, is_collected: true });
    expect(await api('/gacha/history', { token: 'nope' })).toMatchObject({ status: 401 });
  });

  it('refuses without enough tokens, and charges nothing', async () => {
    const poor = await buyer(50);
    expect(await post('/gacha/draw/3001', poor.token, {})).toMatchObject({ status: 400, body: { message: messages.balance.insufficientRedirect } });
    const noPoints = await buyer(1000);
    expect(await post('/gacha/draw/3001', noPoints.token, { points_discount: 200 })).toMatchObject({
      status: 400,
      body: { message: messages.points.insufficient },
    });
    expect(await tokensOf(noPoints.userId)).toBe(1000);
    expect(await post('/gacha/draw/3001', poor.token, { coupon_id: 'missing' })).toMatchObject({ status: 400 });
    expect(await post('/gacha/draw/3001', poor.token, { payment_method: 'credit_card' })).toMatchObject({
      status: 400,
      body: { message: messages.gacha.tokenPaymentUnsupported },
    });
    expect(await tokensOf(poor.userId)).toBe(50);
  });
});

describe('a beacon outage', () => {
  it('leaves a paid purchase waiting (抽選中) while the round cannot be had, and draws it by the sweep when the beacon is back', async () => {
    const { beacon } = shop.beaconRounds;
    const down = jest.spyOn(beacon, 'fetchRound').mockRejectedValue(new Error('beacon unreachable'));
    try {
      const bob = await buyer(1000);
      const r = await post('/gacha/draw/3001', bob.token, {});
      expect(r.body).toMatchObject({ status: 'drawing', item: null });
      const round: number = r.body.draw.beacon_round;
      // The round's time passes and it is asked for, in vain: the purchase stays paid, with nothing decided.
      await eventually(async () => (down.mock.calls.some(([asked]) => asked === round) ? true : undefined));
      const waiting = await api(`/orders/id/${r.body.order.id}`, { token: bob.token });
      expect(waiting.body.data).toMatchObject({ order: { status: 'paid' }, items: [] });
      expect((await machineEvents('3001')).some((e) => e.type === 'CapsuleDrawn' && e.data.orderId === r.body.order.id)).toBe(false);
      down.mockRestore();
      // The purchase's own timer has fired in vain: the sweep (what the leader runs every second, and a
      // restarted one first) finds the paid order and draws it.
      await shop.gachaDraws.sweep();
      const detail = await drawnDetail(r.body.order.id, bob.token);
      expect(detail.order.status).toBe('completed');
    } finally {
      down.mockRestore();
    }
  }, 60_000);
});

describe('racing buyers on one machine', () => {
  /** Each buyer's request for a capsule of 3001, all arriving while the machine's line is busy (as with a commit under way). */
  async function buyWhileBusy(buyers: Buyer[]) {
    // Every capsule bought before is drawn first: a draw due meanwhile would join the line too, and its
    // orders would count among those in flight before all of these had arrived.
    await eventually(async () => {
      const events = await machineEvents('3001');
      const drawn = new Set(events.filter((e) => e.type === 'CapsuleDrawn').map((e) => e.data.orderId));
      return events.every((e) => e.type !== 'CapsuleReserved' || drawn.has(e.data.orderId)) && shop.purchases.inFlight.size === 0 ? true : undefined;
    });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const busy = oneAtATime(shop.infra.eventStore, 'gacha-3001', () => gate);
    const sent = Promise.all(buyers.map((b) => post('/gacha/draw/3001', b.token, {})));
    await eventually(async () => (shop.purchases.inFlight.size >= buyers.length ? true : undefined));
    open();
    await busy;
    return sent;
  }
  const commitOfOrder = async (orderId: string) => (await shop.infra.eventStore.readStream(`order-${orderId}`))[0]!.position.commit;

  it('commits the orders that queued while the machine was busy in one commit, leaving out only those a rule refuses', async () => {
    const store = shop.infra.eventStore;
    // 3001's capsules cost 100: `twice` can pay for one of its two, `broke` for none.
    const [rich, twice, broke] = [await buyer(1000), await buyer(150), await buyer(50)];
    const answers = await buyWhileBusy([rich, twice, twice, broke, rich]);

    const ok = answers.filter((a) => a.status === 200);
    expect(ok.map((a) => a.body.order.id as string)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(2);
    for (const a of refused) expect(a).toMatchObject({ status: 400, body: { message: messages.balance.insufficientRedirect } });
    // The three orders, their payments and their capsules: one commit.
    const commits = await Promise.all(ok.map((a) => commitOfOrder(a.body.order.id)));
    expect(new Set(commits).size).toBe(1);
    const reserved = (await store.readStream('gacha-3001')).filter(
      (e) => e.type === 'CapsuleReserved' && ok.some((a) => (e.data as { orderId: string }).orderId === a.body.order.id),
    );
    expect(reserved.map((e) => e.position.commit)).toEqual([commits[0], commits[0], commits[0]]);
    expect([await tokensOf(rich.userId), await tokensOf(twice.userId), await tokensOf(broke.userId)]).toEqual([800, 50, 50]);
  }, 60_000);

  it('commits a batch whose buyers’ wallets were all written by another process since this one folded them', async () => {
    const store = shop.infra.eventStore;
    // More buyers than a batch has attempts: each conflict names one stream, so each moved wallet must not cost one.
    const buyers: Buyer[] = [];
    for (let i = 0; i < 14; i++) buyers.push(await buyer(1000));
    for (const b of buyers) {
      // This process has the wallet folded (as after an earlier purchase here)…
      const { state } = await loadState({ store, streamId: `wallet-${b.userId}`, decider: walletDecider });
      // …and another process credits it, which this one's fold does not see.
      const events = walletDecider.decide(
        { type: 'CreditTokens', data: { userId: b.userId, amount: 1, reference: `elsewhere:${b.userId}`, source: 'admin', description: 'test' } },
        state,
      );
      await store.appendToStream(
        `wallet-${b.userId}`,
        events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: systemMetadata(new Date()) })),
        { expectedRevision: 'any' },
      );
    }
    const answers = await buyWhileBusy(buyers);
    expect(answers.map((a) => a.status)).toEqual(buyers.map(() => 200));
    expect(new Set(await Promise.all(answers.map((a) => commitOfOrder(a.body.order.id)))).size).toBe(1);
    expect(await Promise.all(buyers.map((b) => tokensOf(b.userId)))).toEqual(buyers.map(() => 901));
  }, 60_000);

  it('sells each capsule once: stock and box sums exact, the rest refused unpaid, the seed revealed, the log verifies', async () => {
    // 3002 is the demo machine that is nearly sold out: 5 capsules, 15 buyers.
    const machine = '3002';
    const stocked = (await api(`/gacha/product/${machine}`)).body;
    const total: number = stocked.product.total_quantity;
    const buyers: Buyer[] = [];
    for (let i = 0; i < total * 3; i++) buyers.push(await buyer(1000));
    const answers = await Promise.all(buyers.map((b) => post(`/gacha/draw/${machine}`, b.token, {})));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(total);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a).toMatchObject({ status: 409, body: { message: messages.gacha.noItems } });

    // Every capsule paid for is drawn once its round is out; the last draw sells out and reveals the seed.
    const events = await eventually(async () => {
      const all = await machineEvents(machine);
      return all.at(-1)?.type === 'GachaSeedRevealed' ? all : undefined;
    });
    const drawn = events.filter((e) => e.type === 'CapsuleDrawn').map((e) => e.data as Extract<GachaEvent, { type: 'CapsuleDrawn' }>['data']);
    expect(drawn.map((d) => d.position)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(new Set(drawn.map((d) => d.orderId)).size).toBe(total);
    // Each item sold exactly as many times as it was stocked.
    for (const item of stocked.items) expect(drawn.filter((d) => d.itemId === item.id)).toHaveLength(item.quantity);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['GachaSoldOut', 'GachaSeedRevealed']);

    const spent = await Promise.all(buyers.map(async (b) => 1000 - (await tokensOf(b.userId))));
    expect(spent.filter((s) => s > 0)).toHaveLength(total);
    expect(spent.reduce((n, s) => n + s, 0)).toBe(total * stocked.product.price);
    const boxed = await eventually(async () => {
      const rows = await shop.infra.dataSource.getRepository(BoxItemRow).findBy({ productId: machine });
      return rows.length === total ? rows : undefined;
    });
    expect(new Set(boxed.map((b) => b.userId)).size).toBe(total);

    // The read model equals a rebuild from the stream.
    const row = await eventually(async () => {
      const r = await shop.infra.dataSource.getRepository(GachaMachineRow).findOneBy({ machineId: machine });
      return r?.revealedSeed ? r : undefined;
    });
    const stored = await shop.infra.eventStore.readStream(`gacha-${machine}`);
    const rebuilt = stored.reduce<GachaMachineRow | null>(
      (r, e) => gachaMachine.evolve(r, { ...e, revision: Number(e.revision) } as unknown as ProjectedEvent<'GachaStocked'>),
      null,
    );
    expect(rebuilt).toEqual({ ...row });
    expect(row).toMatchObject({ remainingQuantity: 0, soldOut: true });

    const res = await fetch(`${testShop.url}/api/audit/gacha/${machine}/events`);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const text = await res.text();
    expect(text).not.toContain('userId');
    const log = parseTubeAuditExport(text);
    expect(verifyGachaLog(log)).toMatchObject({ status: 'verified', summary: { capsulesDrawn: total, verifiedRounds: [1] } });
    // The page publishes the revealed seed and the live chain head: the hash of the export's last event.
    const soldOut = (await api(`/gacha/product/${machine}`)).body.product;
    const seed = (events.at(-1)!.data as { seed: string }).seed;
    expect(soldOut).toMatchObject({
      sold_out: true,
      revealed_seed: seed,
      chain_head: { revision: log.length - 1, hash: gachaEventHash(log.at(-1)!) },
    });
  }, 120_000);
});

describe('a staff restock', () => {
  it('reveals the running round and commits a new round with a new seed', async () => {
    await shop.commands.execute(new RegisterUserCommand('0911000111', 'secret-pass', '店員', 'admin', 'cli'));
    const token = await eventually(async () => {
      const login = await api('/auth/login', { method: 'POST', body: JSON.stringify({ phone: '0911000111', password: 'secret-pass' }) });
      return login.status === 200 ? (login.body.data.token as string) : undefined;
    });
    const before = (await api('/gacha/product/3003')).body.product;
    const items = [{ id: '3003-1', name: '暴龍骨架', rarity: 'common', image_url: '/demo/gacha/3003-1.svg', quantity: 4 }];
    const r = await post('/admin/gacha/3003/restock', token, { items });
    expect(r).toMatchObject({ status: 200, body: { round: 2, total_quantity: 4 } });
    expect(r.body.commitment).not.toBe(before.commitment);
    const member = await buyer(100);
    expect(await post('/admin/gacha/3003/restock', member.token, { items })).toMatchObject({ status: 403 });
    const events = await machineEvents('3003');
    expect(events.slice(-2).map((e) => [e.type, (e.data as { round: number }).round])).toEqual([
      ['GachaSeedRevealed', 1],
      ['GachaStocked', 2],
    ]);
    // The machine state agrees: round 2, nothing sold.
    const state = events.reduce(machineDecider.evolve, machineDecider.initialState);
    expect(state).toMatchObject({ status: 'stocked', round: 2, sold: 0, total: 4, revealed: false, scheme: 'gacha-v3' });
  });
});

describe('staff accounts', () => {
  it('cannot buy or hold draws: a capsule, a ticket, a blind-box slot, a hold or a place in line is refused with 403, nothing charged', async () => {
    const { userId: staffId } = await shop.commands.execute<RegisterUserCommand, RegisteredUser>(
      new RegisterUserCommand('0911000222', 'support-pass', '客服', 'support', 'cli'),
    );
    const login = await eventually(async () => {
      const r = await api('/auth/login', { method: 'POST', body: JSON.stringify({ phone: '0911000222', password: 'support-pass' }) });
      return r.status === 200 ? (r.body.data as { token: string }) : undefined;
    });
    await creditWallet(shop, staffId, { tokens: 5000 });
    const refused = { status: 403, body: { success: false, message: messages.auth.staffCannotDraw } };
    expect(await post('/gacha/draw/3001', login.token, {})).toMatchObject(refused);
    expect(await post('/raffle/draw/1001-1', login.token, { ticket_number: 1 })).toMatchObject(refused);
    expect(await post('/blindbox/buy-item', login.token, { package_id: '2001-1', item_index: 0 })).toMatchObject(refused);
    expect(await post('/blindbox/buy-entire-product/2001', login.token, { package_id: '2001-1' })).toMatchObject(refused);
    // Nor hold what members are buying: a tube, a slot, or a place in their lines.
    expect(await post('/raffle/tube/1001-1/lock', login.token, {})).toMatchObject(refused);
    expect(await post('/raffle/tube/1001-1/line/join', login.token, {})).toMatchObject(refused);
    expect(await post('/raffle/tube/1001-1/line/claim', login.token, {})).toMatchObject(refused);
    expect(await post('/blindbox/package/2001-1/lock', login.token, { item_index: 0 })).toMatchObject(refused);
    expect(await post('/blindbox/package/2001-1/line/join', login.token, {})).toMatchObject(refused);
    expect(await post('/blindbox/package/2001-1/line/claim', login.token, {})).toMatchObject(refused);
    expect(await tokensOf(staffId)).toBe(5000);
    // A member still buys.
    const member = await buyer(1000);
    expect((await post('/gacha/draw/3001', member.token, {})).status).toBe(200);
  });
});
