import { ichibanSelectionOf, type FulfilledPrize, type OrderEvent, type WalletEvent } from '@shop/contracts';
import { DomainError } from '../platform/decider';
import { orderDecider } from '../modules/orders/orders.public';
import { boxDecider } from '../modules/prize-box/prize-box.public';
import { availablePoints, InsufficientPoints, InsufficientTokens, walletDecider } from '../modules/wallet/wallet.public';
import {
  CARD_PAYMENT_TIMEOUT_MS,
  decidePurchase,
  PurchaseBatch,
  type PurchaseStates,
  type PurchaseStep,
  type PurchaseStreams,
} from './purchase.decide';
import type { PlacedOrderData, PurchaseLine } from './purchase-line';

// A plain stock of identical items: the smallest container that shows what the core does around it.
type Stock = { left: number; taken: ReadonlyMap<string, number>; settled: boolean };
type StockEvent = { type: 'StockTaken'; data: { orderId: string; count: number } } | { type: 'StockSettled'; data: Record<string, never> };
class OutOfStock extends DomainError {}

const stock: PurchaseLine<Stock, StockEvent, null> = {
  kind: 'ichiban',
  containerStreamId: () => 'stock-1',
  container: {
    initialState: { left: 0, taken: new Map(), settled: false },
    evolve: (s, e) =>
      e.type === 'StockTaken'
        ? { ...s, left: s.left - e.data.count, taken: new Map(s.taken).set(e.data.orderId, e.data.count) }
        : { ...s, settled: true },
  },
  prepare: async () => null,
  take: (placed, s) => {
    if (s.taken.has(placed.orderId)) return [];
    if (s.left < ichibanSelectionOf(placed).count) throw new OutOfStock('sold out');
    return [{ type: 'StockTaken', data: { orderId: placed.orderId, count: ichibanSelectionOf(placed).count } }];
  },
  prizes: (placed) =>
    Array.from({ length: ichibanSelectionOf(placed).count }, (_, i): FulfilledPrize => ({
      itemId: `${placed.orderId}-${i + 1}`,
      number: i + 1,
      tier: 'A',
      prizeName: 'A賞',
      imageUrl: '',
    })),
  boxItem: (placed, prize) => ({
    itemId: prize.itemId,
    source: 'ichiban',
    productId: placed.productId,
    tier: prize.tier,
    name: prize.prizeName,
    imageUrl: prize.imageUrl,
  }),
  settle: (s) => (s.left === 0 && !s.settled ? [{ type: 'StockSettled', data: {} }] : []),
  settleStranded: async () => 0,
  describe: () => '測試',
  couponContext: (placed) => ({ productId: placed.productId, categoryId: '0' }),
};

const now = new Date('2026-11-24T10:00:00Z');
const order = (over: Partial<Extract<PlacedOrderData, { kind: 'ichiban' }>> = {}): PlacedOrderData =>
  ({
    orderId: 'o1',
    userId: 'u1',
    kind: 'ichiban',
    productId: 'p1',
    productName: '測試',
    unitPrice: 100,
    amount: 200,
    points: 0,
    tokens: 200,
    paymentMethod: 'balance',
    ichiban: { tubeId: 't1', numbers: null, count: 2, fullPack: false, randomSeed: '00'.repeat(32) },
    placedAt: now.toISOString(),
    ...over,
  }) as PlacedOrderData;
const credited = (amount: number, userId = 'u1'): WalletEvent => ({
  type: 'TokensCredited',
  data: { userId, amount, reference: `r${amount}`, source: 'admin', description: '' },
});
const pointsGiven = (delta: number): WalletEvent => ({
  type: 'PointsAdjusted',
  data: { userId: 'u1', delta, reason: 'admin', reference: 'seed', description: '', expiresAt: '2027-11-24T10:00:00.000Z' },
});

/** Folds the given events of each stream, as the core does from the store. */
function given(events: { order?: OrderEvent[]; wallet?: WalletEvent[]; stock?: number; taken?: StockEvent[] }): PurchaseStates<Stock> {
  const s0 = stock.container.initialState;
  return {
    order: (events.order ?? []).reduce(orderDecider.evolve, orderDecider.initialState),
    wallet: (events.wallet ?? []).reduce(walletDecider.evolve, walletDecider.initialState),
    container: (events.taken ?? []).reduce(stock.container.evolve, { ...s0, left: events.stock ?? 10 }),
    box: boxDecider.initialState,
  };
}
const when = (step: PurchaseStep, states: PurchaseStates<Stock>, at = now) => decidePurchase(stock, step, states, null, at);
const shape = (d: ReturnType<typeof when>) => d.steps.map((s) => `${s.role}:${s.events.map((e) => e.type).join('+')}`);

describe('a purchase decided over order, wallet, container and box', () => {
  it('places, pays, takes, boxes and fulfils a token order, in the order a step-wise store appends it', () => {
    const d = when({ type: 'Place', placed: order() }, given({ wallet: [credited(500)] }));
    expect(shape(d)).toEqual([
      'order:OrderPlaced',
      'wallet:TokensDebited',
      'order:OrderPaid',
      'container:StockTaken',
      'box:BoxItemAdded+BoxItemAdded',
      'order:OrderFulfilled',
    ]);
    expect(d.states.wallet.tokens).toBe(300);
    expect(d.states.order.status).toBe('fulfilled');
    expect(d.refusal).toBeNull();
  });

  it('asks the container what it owes once the order is fulfilled (a sell-out publishes its seed)', () => {
    const d = when({ type: 'Place', placed: order() }, given({ wallet: [credited(500)], stock: 2 }));
    expect(shape(d).slice(-1)).toEqual(['container:StockSettled']);
  });

  it('spends bonus points with the tokens', () => {
    const d = when({ type: 'Place', placed: order({ points: 400, tokens: 180 }) }, given({ wallet: [credited(500), pointsGiven(1000)] }));
    expect(shape(d)[1]).toBe('wallet:TokensDebited+PointsAdjusted');
  });

  it('decides nothing more for an order that is already done', () => {
    const first = when({ type: 'Place', placed: order() }, given({ wallet: [credited(500)] }));
    expect(when({ type: 'Place', placed: order() }, first.states).steps).toEqual([]);
  });

  it('refuses a new order the wallet cannot pay, writing nothing', () => {
    expect(() => when({ type: 'Place', placed: order() }, given({ wallet: [credited(100)] }))).toThrow(InsufficientTokens);
  });

  it('refuses a new order the container cannot fill, writing nothing (not even the debit)', () => {
    expect(() => when({ type: 'Place', placed: order() }, given({ wallet: [credited(500)], stock: 1 }))).toThrow(OutOfStock);
  });

  it('takes a card order’s points when it is placed, then waits for the gateway', () => {
    const d = when(
      { type: 'Place', placed: order({ paymentMethod: 'credit_card', tokens: 0, points: 200, cardAmount: 190 }) },
      given({ wallet: [pointsGiven(1000)] }),
    );
    expect(shape(d)).toEqual(['order:OrderPlaced', 'wallet:TokensDebited+PointsAdjusted']);
    expect(d.states.order.status).toBe('placed');
  });

  describe('a card order at the gateway', () => {
    const card = order({ paymentMethod: 'credit_card', tokens: 0, points: 0, cardAmount: 200 });
    const placed: OrderEvent = { type: 'OrderPlaced', data: card };
    const payment = { merchantOrderNo: 'K1', tradeNo: 'T1', amount: 200 };

    it('is paid, taken, boxed and fulfilled when the gateway reports the payment', () => {
      const d = when({ type: 'CardPaid', orderId: 'o1', payment }, given({ order: [placed] }));
      expect(shape(d)).toEqual(['order:OrderPaid', 'container:StockTaken', 'box:BoxItemAdded+BoxItemAdded', 'order:OrderFulfilled']);
    });

    it('records a payment of another amount as owed back, and draws nothing', () => {
      const d = when({ type: 'CardPaid', orderId: 'o1', payment: { ...payment, amount: 1 } }, given({ order: [placed] }));
      expect(shape(d)).toEqual(['order:OrderCardRefundDue']);
    });

    it('is cancelled with the container’s reason when what it chose went meanwhile (it held nothing), and the payment owed back', () => {
      const d = when({ type: 'CardPaid', orderId: 'o1', payment }, given({ order: [placed], stock: 1 }));
      expect(shape(d)).toEqual(['order:OrderCancelled', 'wallet:OrderPaymentVoided', 'order:OrderCardRefundDue']);
      expect(d.refusal).toBeInstanceOf(OutOfStock);
      expect(d.steps[0]!.events[0]).toMatchObject({ type: 'OrderCancelled', data: { reason: 'sold out' } });
      expect(d.steps[2]!.events[0]).toMatchObject({ type: 'OrderCardRefundDue', data: { payment } });
      expect(d.states.order.status).toBe('cancelled');
    });

    it('gives the points it took when placed back when it is cancelled so', () => {
      const withPoints = order({ paymentMethod: 'credit_card', tokens: 0, points: 200, cardAmount: 190 });
      const placing = when({ type: 'Place', placed: withPoints }, given({ wallet: [pointsGiven(1000)] }));
      expect(availablePoints(placing.states.wallet, now)).toBe(800);
      const d = when(
        { type: 'CardPaid', orderId: 'o1', payment: { ...payment, amount: 190 } },
        { ...placing.states, container: given({ stock: 1 }).container },
      );
      expect(shape(d)).toEqual(['order:OrderCancelled', 'wallet:TokensRefunded+PointsAdjusted', 'order:OrderCardRefundDue']);
      expect(availablePoints(d.states.wallet, now)).toBe(1000);
    });

    it('is cancelled when the gateway reports a failure', () => {
      const d = when({ type: 'CardFailed', orderId: 'o1', reason: '失敗' }, given({ order: [placed] }));
      expect(shape(d)).toEqual(['order:OrderCancelled', 'wallet:OrderPaymentVoided']);
    });

    it('is cancelled by the recovery only after the payment timeout', () => {
      expect(when({ type: 'Recover', orderId: 'o1' }, given({ order: [placed] }), new Date(now.getTime() + 60_000)).steps).toEqual([]);
      const late = when({ type: 'Recover', orderId: 'o1' }, given({ order: [placed] }), new Date(now.getTime() + CARD_PAYMENT_TIMEOUT_MS));
      expect(shape(late)).toEqual(['order:OrderCancelled', 'wallet:OrderPaymentVoided']);
      expect(late.states.order.status).toBe('cancelled');
    });

    it('is voided, and the payment owed back, when the gateway reports a payment after the window closed', () => {
      const late = new Date(now.getTime() + CARD_PAYMENT_TIMEOUT_MS);
      const d = when({ type: 'CardPaid', orderId: 'o1', payment }, given({ order: [placed] }), late);
      expect(shape(d)).toEqual(['order:OrderCancelled', 'wallet:OrderPaymentVoided', 'order:OrderCardRefundDue']);
      expect(d.states.order.status).toBe('cancelled');
      const inTime = when({ type: 'CardPaid', orderId: 'o1', payment }, given({ order: [placed] }), new Date(late.getTime() - 1000));
      expect(inTime.states.order.status).toBe('fulfilled');
    });

    it('gives back what its line held for it when it ends unpaid, at the time it ends', () => {
      const releasedAt: Date[] = [];
      const holding: typeof stock = {
        ...stock,
        release: (_p, _s, _reason, at) => {
          releasedAt.push(at);
          return [{ type: 'StockSettled', data: {} }];
        },
      };
      const late = new Date(now.getTime() + CARD_PAYMENT_TIMEOUT_MS);
      const d = decidePurchase(holding, { type: 'Recover', orderId: 'o1' }, given({ order: [placed] }), null, late);
      expect(shape(d)).toEqual(['order:OrderCancelled', 'wallet:OrderPaymentVoided', 'container:StockSettled']);
      expect(releasedAt).toEqual([late]);
    });
  });

  describe('the recovery of a step-wise purchase cut short', () => {
    const placed: OrderEvent = { type: 'OrderPlaced', data: order() };
    const debited: WalletEvent = { type: 'TokensDebited', data: { userId: 'u1', orderId: 'o1', amount: 200, description: '測試' } };
    const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', userId: 'u1', tokensDebited: 200, pointsSpent: 0 } };

    it('voids an unconfirmed payment in the wallet first, then cancels the order', () => {
      const d = when({ type: 'Recover', orderId: 'o1' }, given({ order: [placed], wallet: [credited(500), debited] }));
      expect(shape(d)).toEqual(['wallet:TokensRefunded', 'order:OrderCancelled']);
      expect(d.states.wallet.tokens).toBe(500);
    });

    it('finishes a paid order', () => {
      const d = when({ type: 'Recover', orderId: 'o1' }, given({ order: [placed, paid], wallet: [credited(500), debited] }));
      expect(shape(d)).toEqual(['container:StockTaken', 'box:BoxItemAdded+BoxItemAdded', 'order:OrderFulfilled']);
    });

    it('refunds a paid order the container now refuses, and reports the refusal', () => {
      const d = when({ type: 'Recover', orderId: 'o1' }, given({ order: [placed, paid], wallet: [credited(500), debited], stock: 0 }));
      expect(shape(d)).toEqual(['wallet:TokensRefunded', 'order:OrderRefunded']);
      expect(d.refusal).toBeInstanceOf(OutOfStock);
      expect(d.states.wallet.tokens).toBe(500);
    });

    it('cancels an order whose step-wise payment lost a race, instead of throwing', () => {
      const d = when({ type: 'Place', placed: order() }, given({ order: [placed], wallet: [credited(100)] }));
      expect(shape(d)).toEqual(['order:OrderCancelled', 'wallet:OrderPaymentVoided']);
      expect(d.refusal).toBeInstanceOf(InsufficientTokens);
    });
  });

  describe('VIP benefits', () => {
    const rebated = (d: ReturnType<typeof when>) =>
      d.steps.flatMap((st) => st.events).filter((e) => e.type === 'PointsAdjusted' && (e.data as { reason: string }).reason === 'rebate');

    it("gives a fulfilled order its level's rebate in points, once, after the order is fulfilled", () => {
      const d = when({ type: 'Place', placed: order({ vipLevel: 3 }) }, given({ wallet: [credited(500)] }));
      expect(shape(d)).toEqual([
        'order:OrderPlaced',
        'wallet:TokensDebited',
        'order:OrderPaid',
        'container:StockTaken',
        'box:BoxItemAdded+BoxItemAdded',
        'order:OrderFulfilled',
        'wallet:PointsAdjusted',
      ]);
      // Level 3: 60 % of a point per 元 paid in tokens (200).
      expect(rebated(d)).toEqual([
        {
          type: 'PointsAdjusted',
          data: { userId: 'u1', delta: 120, reason: 'rebate', reference: 'o1', description: 'VIP 3 消費回饋', expiresAt: '2027-11-24T10:00:00.000Z' },
        },
      ]);
      expect(availablePoints(d.states.wallet, now)).toBe(120);
      // Run again (a replay, the recovery): no second rebate.
      expect(when({ type: 'Recover', orderId: 'o1' }, d.states).steps).toEqual([]);
    });

    it('rebates what the order paid, not the points spent on it', () => {
      const d = when(
        { type: 'Place', placed: order({ vipLevel: 6, points: 2000, tokens: 100 }) },
        given({ wallet: [credited(500), pointsGiven(2000)] }),
      );
      expect(rebated(d).map((e) => (e.data as { delta: number }).delta)).toEqual([100]);
    });

    it('rebates a card order on what the card paid, once the gateway reports it', () => {
      const card = order({ paymentMethod: 'credit_card', tokens: 0, points: 0, cardAmount: 200, vipLevel: 6 });
      const d = when(
        { type: 'CardPaid', orderId: 'o1', payment: { merchantOrderNo: 'K1', tradeNo: 'T1', amount: 200 } },
        given({ order: [{ type: 'OrderPlaced', data: card }] }),
      );
      expect(rebated(d).map((e) => (e.data as { delta: number }).delta)).toEqual([200]);
    });

    it('gives no rebate to an order placed without a level (before VIP benefits applied), nor to a refused one', () => {
      expect(rebated(when({ type: 'Place', placed: order() }, given({ wallet: [credited(500)] })))).toEqual([]);
      const d = when(
        { type: 'Recover', orderId: 'o1' },
        given({ order: [{ type: 'OrderPlaced', data: order({ vipLevel: 6 }) }], wallet: [credited(500)], stock: 0 }),
      );
      expect(rebated(d)).toEqual([]);
    });

    it('lets points pay at most half the price below level 4, refusing more and writing nothing', () => {
      // 200 元: half is 100 元 = 2,000 points.
      expect(
        shape(
          when({ type: 'Place', placed: order({ vipLevel: 3, points: 2000, tokens: 100 }) }, given({ wallet: [credited(500), pointsGiven(4000)] })),
        ),
      ).toContain('wallet:TokensDebited+PointsAdjusted');
      expect(() =>
        when({ type: 'Place', placed: order({ vipLevel: 3, points: 2200, tokens: 90 }) }, given({ wallet: [credited(500), pointsGiven(4000)] })),
      ).toThrow(InsufficientPoints);
      // No level known: the default half.
      expect(() =>
        when({ type: 'Place', placed: order({ points: 2200, tokens: 90 }) }, given({ wallet: [credited(500), pointsGiven(4000)] })),
      ).toThrow(InsufficientPoints);
    });

    it('lets points pay the whole price from level 4', () => {
      const d = when({ type: 'Place', placed: order({ vipLevel: 4, points: 4000, tokens: 0 }) }, given({ wallet: [pointsGiven(4000)] }));
      expect(d.states.order.status).toBe('fulfilled');
      expect(availablePoints(d.states.wallet, now)).toBe(0);
    });
  });
});

describe('orders on one container decided one after another for one commit (a batch)', () => {
  const paid = (orderId: string, userId: string): OrderEvent[] => [
    { type: 'OrderPlaced', data: order({ orderId, userId }) },
    { type: 'OrderPaid', data: { orderId, userId, tokensDebited: 200, pointsSpent: 0 } },
  ];
  const debited = (orderId: string, userId: string): WalletEvent => ({
    type: 'TokensDebited',
    data: { userId, orderId, amount: 200, description: '' },
  });
  const streams = (orderId: string, userId: string): PurchaseStreams => ({
    order: `order-${orderId}`,
    wallet: `wallet-${userId}`,
    container: 'stock-1',
    box: `box-${userId}`,
  });
  const orders = [
    ['o1', 'u1'],
    ['o2', 'u1'],
    ['o3', 'u2'],
  ] as const;
  /** Paid orders o1 and o2 of u1 and o3 of u2 (2 items each), waiting for a stock of `left`. */
  function givenPaid(left: number): PurchaseBatch {
    const fold = <S, E>(evolve: (s: S, e: E) => S, initial: S, events: E[]) => events.reduce(evolve, initial);
    return new PurchaseBatch(
      new Map<string, unknown>([
        ...orders.map(([o, u]) => [`order-${o}`, fold(orderDecider.evolve, orderDecider.initialState, paid(o, u))] as const),
        ['wallet-u1', fold(walletDecider.evolve, walletDecider.initialState, [credited(500), debited('o1', 'u1'), debited('o2', 'u1')])],
        ['wallet-u2', fold(walletDecider.evolve, walletDecider.initialState, [credited(500, 'u2'), debited('o3', 'u2')])],
        ['stock-1', { ...stock.container.initialState, left }],
        ['box-u1', boxDecider.initialState],
        ['box-u2', boxDecider.initialState],
      ]),
    );
  }
  const whenRecovered = (batch: PurchaseBatch) => {
    for (const [o, u] of orders) {
      const s = streams(o, u);
      batch.add(s, decidePurchase(stock, { type: 'Recover', orderId: o }, batch.statesOf<Stock>(s), null, now));
    }
    return batch;
  };
  const types = (batch: PurchaseBatch, streamId: string) => (batch.events.get(streamId) ?? []).map((e) => e.type);

  it('decides each order on what the ones before it left, keeping every stream’s events in decision order', () => {
    // 5 left: o1 and o2 take 4; o3 then finds 1 and is refunded, as its own Recover step would be.
    const batch = whenRecovered(givenPaid(5));
    expect((batch.events.get('stock-1') ?? []).map((e) => e.data)).toEqual([
      { orderId: 'o1', count: 2 },
      { orderId: 'o2', count: 2 },
    ]);
    expect((batch.events.get('box-u1') ?? []).map((e) => (e.data as { itemId: string }).itemId)).toEqual(['o1-1', 'o1-2', 'o2-1', 'o2-2']);
    expect(types(batch, 'order-o1')).toEqual(['OrderFulfilled']);
    expect(types(batch, 'order-o2')).toEqual(['OrderFulfilled']);
    expect(types(batch, 'order-o3')).toEqual(['OrderRefunded']);
    expect(types(batch, 'wallet-u2')).toEqual(['TokensRefunded']);
    expect(batch.events.has('box-u2')).toBe(false);
    expect((batch.stateOf('stock-1') as Stock).left).toBe(1);
    expect(batch.statesOf<Stock>(streams('o3', 'u2')).order.status).toBe('refunded');
  });

  it('with enough for all, fulfils each and settles the container once, after the order that empties it', () => {
    const batch = whenRecovered(givenPaid(6));
    expect(types(batch, 'stock-1')).toEqual(['StockTaken', 'StockTaken', 'StockTaken', 'StockSettled']);
    expect(types(batch, 'box-u2')).toEqual(['BoxItemAdded', 'BoxItemAdded']);
  });

  it('adds nothing for orders with nothing left to do', () => {
    const done = whenRecovered(givenPaid(6));
    const ids = [...orders.map(([o]) => `order-${o}`), 'wallet-u1', 'wallet-u2', 'stock-1', 'box-u1', 'box-u2'];
    const again = new PurchaseBatch(new Map(ids.map((id) => [id, done.stateOf(id)])));
    expect(whenRecovered(again).events.size).toBe(0);
  });
});
