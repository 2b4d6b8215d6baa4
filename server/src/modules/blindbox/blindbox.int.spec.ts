// Blind boxes over real HTTP on real PostgreSQL: two members racing for one slot (one wins), hint
// and insight spending a card with their reveal, buying a slot into the prize box, the whole box
// refused while another member holds a slot, and the seed published at sell-out.
import { layoutPackage, messages, packageCommitmentV3, type PackageEvent, type PackageItem, type WalletEvent } from '@shop/contracts';
import { BoxItemRow, PackageBoardRow } from '@shop/projections';
import { createBuyer } from '@shop/testing/members';
import { eventually } from '@shop/testing/eventually';
import { startTestShop, type TestShop } from '@shop/testing/shop-server';
import type { RunningShop } from '../../shop-app';
import { verifyExport } from '../../cli/verify';
import { systemMetadata } from '../../http/request-metadata';
import { runCommand } from '../../platform/command-runner';
import { DrawSeedRow } from '../fairness/fairness.public';
import { walletDecider } from '../wallet/wallet.public';

let testShop: TestShop;
let shop: RunningShop;
let api: TestShop['api'];
let post: TestShop['post'];

beforeAll(async () => {
  testShop = await startTestShop({ database: 'blindbox', client: false });
  ({ shop, api, post } = testShop);
}, 60_000);
afterAll(() => testShop?.close());

async function packageEvents(packageId: string): Promise<PackageEvent[]> {
  return (await shop.infra.eventStore.readStream(`package-${packageId}`)).map((e) => ({ type: e.type, data: e.data }) as PackageEvent);
}
async function layoutOf(packageId: string): Promise<PackageItem[]> {
  const seed = (await shop.infra.dataSource.getRepository(DrawSeedRow).findOneByOrFail({ streamId: `package-${packageId}` })).seedHex;
  const opened = (await packageEvents(packageId))[0]!;
  if (opened.type !== 'PackageOpened') throw new Error('not opened');
  // package-v3: the layout mixes in the beacon round the box named at opening.
  const round = opened.data.beaconRound === undefined ? undefined : await shop.beaconRounds.round(opened.data.beaconRound);
  return layoutPackage(seed, opened.data.items, round?.randomness);
}

it('seeds two series: 6-slot and 12-slot packages', async () => {
  const six = await api('/blindbox/product/2001');
  expect(six.status).toBe(200);
  expect(six.body.data.packages).toHaveLength(3);
  expect(six.body.data.packages[0]).toMatchObject({ id: '2001-1', total_count: 6, remaining_count: 6 });
  const twelve = await api('/blindbox/product/2002');
  expect(twelve.body.data.packages.map((p: { total_count: number }) => p.total_count)).toEqual([12, 12]);
  expect(new Set(twelve.body.data.figures.map((f: { rarity: string }) => f.rarity))).toEqual(
    new Set(['normal', 'rare', 'ultra_rare', 'hidden', 'secret']),
  );
});

it('two members racing for one slot: exactly one holds it, the other is told it is being picked', async () => {
  const [a, b] = await Promise.all([createBuyer(shop, { tokens: 1000 }), createBuyer(shop, { tokens: 1000 })]);
  const answers = await Promise.all([a, b].map((m) => post('/blindbox/package/2001-2/lock', m.token, { item_index: 3 })));
  expect(answers.map((r) => r.status).sort()).toEqual([200, 423]);
  const lost = answers.find((r) => r.status === 423)!;
  expect(lost.body).toMatchObject({ success: false, message: messages.blindbox.slotBeingPicked });
  expect(lost.body.remain).toBeGreaterThan(140);
  const winner = answers[0]!.status === 200 ? a : b;
  const loser = winner === a ? b : a;
  // Each member sees the lock as theirs or someone else's, never by whom.
  const seen = async (token: string) => {
    const res = await api('/blindbox/package/2001-2', { token });
    return res.body.data.package.items[3];
  };
  await eventually(
    () => seen(winner.token),
    (item) => item.locked_by === 'me',
  );
  expect(await seen(loser.token)).toMatchObject({ is_locked: true, locked_by: 'other', name: null });
  expect(JSON.stringify((await api('/blindbox/package/2001-2', { token: loser.token })).body)).not.toContain(winner.userId);
});

it('a hint names an item the slot is not, an insight the slot item, each spending one card with its reveal; then the slot is bought into the box', async () => {
  const member = await createBuyer(shop, { tokens: 1000 });
  const layout = await layoutOf('2001-1');
  const locked = await post('/blindbox/package/2001-1/lock', member.token, { item_index: 0 });
  expect(locked.status).toBe(200);
  // The demo's welcome pack: 3 hint and 2 insight cards.
  expect((await api('/user/tools/count', { token: member.token })).body.data).toEqual({ shake_card: 3, insight_card: 2 });

  const hint = await post('/blindbox/use-hint-card', member.token, { package_id: '2001-1', item_index: 0 });
  expect(hint.status).toBe(200);
  expect(hint.body.data.not_me_item.name).not.toBe(layout[0]!.name);
  expect(hint.body.data.remaining_cards).toBe(2);
  const insight = await post('/blindbox/use-insight-card', member.token, { package_id: '2001-1', item_index: 0 });
  expect(insight.body.data.current_item).toEqual(layout[0]);

  const used = (await shop.infra.eventStore.readStream(`wallet-${member.userId}`))
    .map((e) => e as unknown as WalletEvent)
    .filter((e) => e.type === 'ToolCardUsed');
  expect(used).toHaveLength(2);
  expect((await api('/user/tools', { token: member.token })).body.data).toHaveLength(3);

  // A card by its own id, as /cards lists it: it works only on a slot the member holds.
  const cards = (await api('/user/tools', { token: member.token })).body.data as Array<{ id: string; type: string }>;
  const insightCard = cards.find((c) => c.type === 'insight_card')!;
  const noSlot = await post('/user/tools/use', member.token, { user_tool_id: insightCard.id });
  expect(noSlot).toMatchObject({ status: 400, body: { message: messages.blindbox.useCardOnSlot } });
  const notHeld = await post('/user/tools/use', member.token, { user_tool_id: 'nope#1', package_id: '2001-1', item_index: 0 });
  expect(notHeld).toMatchObject({ status: 400, body: { message: messages.blindbox.toolCardNotFound } });
  const byId = await post('/user/tools/use', member.token, { user_tool_id: insightCard.id, package_id: '2001-1', item_index: 0 });
  expect(byId.status).toBe(200);
  expect(byId.body.data).toEqual({ type: 'insight_card', item: layout[0], remaining_cards: 0 });
  expect((await api('/user/tools/count', { token: member.token })).body.data).toEqual({ shake_card: 2, insight_card: 0 });

  // Another member cannot use a card on a slot they do not hold.
  const other = await createBuyer(shop);
  const refused = await post('/blindbox/use-hint-card', other.token, { package_id: '2001-1', item_index: 0 });
  expect(refused.status).toBe(423);

  const bought = await post('/blindbox/buy-item', member.token, {
    package_id: '2001-1',
    item_index: 0,
    payment_method: 'balance',
    invoice_info: { invoice_type: 'personal' },
  });
  expect(bought.status).toBe(200);
  const orderId = bought.body.data.order_id;
  const result = await api(`/blindbox/order-result/${orderId}`, { token: member.token });
  expect(result.body.data).toMatchObject({ item_name: layout[0]!.name, package_id: '2001-1', product_id: '2001' });
  const box = await eventually(
    () => shop.infra.dataSource.getRepository(BoxItemRow).findBy({ userId: member.userId }),
    (rows) => rows.length === 1,
  );
  expect(box[0]).toMatchObject({ source: 'blindbox', rarity: layout[0]!.rarity, name: layout[0]!.name });
  expect((await api('/user/balance', { token: member.token })).body.data.tokens).toBe(1000 - 390);

  // The figures catalogue (圖鑑) marks the bought figure collected for this member only.
  const figures = (await api('/blindbox/figures', { token: member.token })).body.data;
  const series = figures.series.find((x: { product_id: string }) => x.product_id === '2001');
  expect(figures.signed_in).toBe(true);
  expect(series.package_ids).toContain('2001-1');
  expect(series.figures.filter((f: { is_collected: boolean }) => f.is_collected).map((f: { name: string }) => f.name)).toEqual([layout[0]!.name]);
  expect(figures.series.map((x: { product_id: string }) => x.product_id)).toEqual(expect.arrayContaining(['2001', '2002']));
  const visitor = (await api('/blindbox/figures')).body.data;
  expect(visitor.signed_in).toBe(false);
  expect(
    visitor.series.flatMap((x: { figures: { is_collected: boolean }[] }) => x.figures).some((f: { is_collected: boolean }) => f.is_collected),
  ).toBe(false);
});

it('refuses the whole box while another member holds a slot, sells it once free, and publishes the seed', async () => {
  const [holder, buyer] = await Promise.all([createBuyer(shop, { tokens: 1000 }), createBuyer(shop, { tokens: 10_000 })]);
  expect((await post('/blindbox/package/2001-3/lock', holder.token, { item_index: 5 })).status).toBe(200);
  // The box's page publishes its live chain head (the lock is its latest line): a watcher keeps it.
  const soldHead: { revision: number; hash: string } = await eventually(
    async () => (await api('/blindbox/package/2001-3')).body.data?.package.chain_head,
    (head) => head?.revision >= 1,
  );
  const refused = await post('/blindbox/buy-entire-product/2001', buyer.token, { package_id: '2001-3' });
  expect(refused.status).toBe(423);
  expect(refused.body.message).toBe(messages.blindbox.slotBeingPicked);
  expect((await post('/blindbox/package/2001-3/release', holder.token, {})).status).toBe(200);

  const whole = await post('/blindbox/buy-entire-product/2001', buyer.token, { package_id: '2001-3' });
  expect(whole.status).toBe(200);
  expect(whole.body.data.items).toHaveLength(6);
  // A whole box nobody had drawn from: package_price (6 × 390, 10% off).
  expect((await api('/user/balance', { token: buyer.token })).body.data.tokens).toBe(10_000 - Math.round(390 * 6 * 0.9));
  const events = await packageEvents('2001-3');
  const revealed = events.find((e) => e.type === 'PackageSeedRevealed');
  const opened = (events[0] as Extract<PackageEvent, { type: 'PackageOpened' }>).data;
  // Boxes open under package-v3: the commitment covers the box, its item list, the beacon round and key, and the seed;
  // the reveal carries the round as the beacon signed it.
  expect(opened.scheme).toBe('package-v3');
  const beacon = { beaconRound: opened.beaconRound!, beaconPublicKey: opened.beaconPublicKey! };
  expect(revealed && packageCommitmentV3('2001-3', opened.items, beacon, revealed.data.seed)).toBe(opened.commitment);
  expect(revealed?.data).toMatchObject({ beaconSignature: (await shop.beaconRounds.round(beacon.beaconRound)).signature });
  await eventually(
    () => shop.infra.dataSource.getRepository(PackageBoardRow).findOneByOrFail({ packageId: '2001-3' }),
    (row) => row.soldOut && row.revealedSeed !== null,
  );
  const gone = await api('/blindbox/package/2001-3');
  expect(gone.body).toMatchObject({ data: null, redirect_product_id: '2001' });

  // The sold-out box's exported log verifies offline (npm run verify): commitment, chain, every slot; no user id in it.
  const exported = await fetch(`${testShop.url}/api/audit/packages/2001-3/events`);
  expect(exported.headers.get('content-type')).toContain('application/x-ndjson');
  const text = await exported.text();
  expect(text).not.toContain('userId');
  expect(text).not.toContain(buyer.userId);
  const verified = verifyExport(text);
  expect(verified.exitCode).toBe(0);
  expect(verified.lines[0]).toMatch(/^VERIFIED/);
  expect(verifyExport(text, { earlierExport: text.split('\n').slice(0, 3).join('\n') }).exitCode).toBe(0);
  // The box's live chain head, kept while it sold, is the hash of the export's line at that revision.
  expect(verifyExport(text, { heads: [`${soldHead.revision}:${soldHead.hash}`] }).exitCode).toBe(0);
  expect(text.split('\n')[soldHead.revision]).toContain(`"hash":"${soldHead.hash}"`);
  // A slot's item changed in the file (the chain re-linked or not) fails.
  const lines = text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const drawnAt = lines.findIndex((l) => l.type === 'SlotDrawn');
  const other = lines.find((l, i) => i > drawnAt && l.type === 'SlotDrawn' && l.data.item.name !== lines[drawnAt].data.item.name);
  lines[drawnAt].data.item = other.data.item;
  expect(verifyExport(lines.map((l) => JSON.stringify(l)).join('\n')).exitCode).toBe(1);
  // A box still selling: the chain checks out, the items wait for the seed.
  expect(verifyExport(await (await fetch(`${testShop.url}/api/audit/packages/2002-2/events`)).text()).exitCode).toBe(2);
  expect((await fetch(`${testShop.url}/api/audit/packages/no-such/events`)).status).toBe(404);
});

it('holds a slot only for a member who can pay for a draw, and one hold at a time', async () => {
  const broke = await createBuyer(shop);
  const refused = await post('/blindbox/package/2002-1/lock', broke.token, { item_index: 0 });
  expect(refused.status).toBe(402);
  expect(refused.body).toEqual({ success: false, message: messages.blindbox.slotNeedsFunds });

  const member = await createBuyer(shop, { tokens: 5000 });
  expect((await post('/blindbox/package/2002-1/lock', member.token, { item_index: 1 })).status).toBe(200);
  // Another slot of the same box swaps the hold; a slot of another box waits for this one to end.
  expect((await post('/blindbox/package/2002-1/lock', member.token, { item_index: 2 })).status).toBe(200);
  const elsewhere = await post('/blindbox/package/2001-2/lock', member.token, { item_index: 0 });
  expect(elsewhere.status).toBe(409);
  expect(elsewhere.body).toMatchObject({ message: messages.holds.heldElsewhere, held: { package_id: '2002-1' } });
  expect((await post('/blindbox/package/2002-1/release', member.token, {})).status).toBe(200);
  expect((await post('/blindbox/package/2001-2/lock', member.token, { item_index: 0 })).status).toBe(200);
  await post('/blindbox/package/2001-2/release', member.token, {});
});

it('answers bad input with the spec messages, never 500', async () => {
  const member = await createBuyer(shop);
  expect((await post('/blindbox/package/2001-1/lock', member.token, { item_index: -1 })).body.message).toBe(messages.blindbox.refreshedPickAgain);
  expect((await post('/blindbox/buy-item', member.token, { package_id: '2001-1', item_index: 1 })).body.message).toBe(
    messages.balance.insufficientRedirect,
  );
  expect((await api('/blindbox/package/nope')).status).toBe(404);
  expect((await api('/blindbox/product/2001/collection-status')).body.message).toBe(messages.blindbox.loginToSeeCollection);
  const noCards = await post('/blindbox/use-hint-card', member.token, { package_id: '2001-2', item_index: 0 });
  expect(noCards.body.message).toBe(messages.blindbox.refreshedPickAgain);
});

it('takes bonus points and a coupon off a slot by the same rules as the coupon list, refusing a coupon of another line', async () => {
  const member = await createBuyer(shop, { tokens: 1000, points: 1000 });
  const grant = (couponId: string, categoryIds: string[]) =>
    runCommand({
      store: shop.infra.eventStore,
      streamId: `wallet-${member.userId}`,
      decider: walletDecider,
      command: {
        type: 'GrantCoupon',
        data: {
          userId: member.userId,
          couponId,
          title: '折 20',
          amount: 20,
          minPurchase: 0,
          description: '',
          categoryIds,
          productIds: [],
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          source: 'admin',
        },
        now: new Date(),
      },
      metadata: systemMetadata(new Date()),
    });
  await grant('C-gacha-only', ['2']);
  await grant('C-blindbox', ['1']);
  const listed = await api('/user/coupons?category_id=1&product_id=2002', { token: member.token });
  const types = Object.fromEntries(listed.body.data.map((c: { id: string; type: string }) => [c.id, c.type]));
  expect(types).toMatchObject({ 'C-blindbox': 'available', 'C-gacha-only': 'unavailable' });

  const price = (await api('/blindbox/product/2002')).body.data.single_draw_price as number;
  expect((await post('/blindbox/package/2002-1/lock', member.token, { item_index: 5 })).status).toBe(200);
  const body = { package_id: '2002-1', item_index: 5, payment_method: 'balance' };
  const wrongCoupon = await post('/blindbox/buy-item', member.token, { ...body, coupon_id: 'C-gacha-only' });
  expect(wrongCoupon).toMatchObject({ status: 400, body: { message: messages.coupon.restricted } });
  const badPoints = await post('/blindbox/buy-item', member.token, { ...body, points_discount: 150 });
  expect(badPoints.status).toBe(400);
  const bought = await post('/blindbox/buy-item', member.token, { ...body, points_discount: 200, coupon_id: 'C-blindbox' });
  expect(bought.status).toBe(200);
  // 200 points take 10 元 off, the coupon 20; tokens pay the rest.
  expect((await api('/user/balance', { token: member.token })).body.data.tokens).toBe(1000 - (price - 10 - 20));
  const coupons = await api('/user/coupons', { token: member.token });
  expect(coupons.body.data.find((c: { id: string }) => c.id === 'C-blindbox')?.type).toBe('used');
});

it('a whole box racing a single slot: no slot is sold twice and each buyer pays only for what they got', async () => {
  const [whole, single] = await Promise.all([createBuyer(shop, { tokens: 100_000 }), createBuyer(shop, { tokens: 100_000 })]);
  const [boxAnswer, slotAnswer] = await Promise.all([
    post('/blindbox/buy-entire-product/2002', whole.token, { package_id: '2002-2' }),
    (async () => {
      const locked = await post('/blindbox/package/2002-2/lock', single.token, { item_index: 7 });
      return locked.status === 200 ? post('/blindbox/buy-item', single.token, { package_id: '2002-2', item_index: 7 }) : locked;
    })(),
  ]);
  for (const answer of [boxAnswer, slotAnswer]) expect(answer.status).toBeLessThan(500);
  const drawn = (await packageEvents('2002-2')).filter((e) => e.type === 'SlotDrawn');
  const indexes = drawn.map((e) => (e.type === 'SlotDrawn' ? e.data.itemIndex : -1));
  expect(new Set(indexes).size).toBe(indexes.length);
  // Whoever was first, the other one was refused (the lock blocks the whole box; a sold box refuses the lock).
  expect([boxAnswer.status, slotAnswer.status].filter((s) => s === 200)).toHaveLength(1);
  const spent = async (token: string) => 100_000 - (await api('/user/balance', { token })).body.data.tokens;
  const price = (await api('/blindbox/product/2002')).body.data;
  if (boxAnswer.status === 200) {
    expect(indexes).toHaveLength(12);
    expect(await spent(whole.token)).toBe(price.package_price);
    expect(await spent(single.token)).toBe(0);
  } else {
    expect(indexes).toEqual([7]);
    expect(await spent(single.token)).toBe(price.single_draw_price);
    expect(await spent(whole.token)).toBe(0);
  }
});
