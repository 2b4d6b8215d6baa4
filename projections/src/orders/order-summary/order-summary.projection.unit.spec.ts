import type { ProjectedEvent } from '../../runner/projection';
import type { OrderSummaryRow } from './order-summary.entity';
import { orderSummary } from './order-summary.projection';

const envelope = (revision: number, at = '2026-11-22T02:00:00.000Z') => ({
  streamId: 'order-o1',
  revision,
  recordedAt: new Date(at),
  metadata: { actor: { kind: 'system' as const }, correlationId: 'c', causationId: 'c', occurredAt: at },
});
const placed = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    kind: 'ichiban',
    productId: 'p1',
    productName: '一番賞',
    unitPrice: 300,
    amount: 600,
    points: 200,
    tokens: 590,
    paymentMethod: 'balance',
    ichiban: { tubeId: 't1', numbers: [1, 2], count: 2, fullPack: false, randomSeed: 'a'.repeat(64) },
    placedAt: '2026-11-22T02:00:00.000Z',
  },
  ...envelope(0),
} as ProjectedEvent<'OrderPlaced'>;
const paid = {
  type: 'OrderPaid',
  data: { orderId: 'o1', userId: 'u1', tokensDebited: 590, pointsSpent: 200 },
  ...envelope(1),
} as ProjectedEvent<'OrderPaid'>;
const prizes = [{ itemId: 'o1-1', number: 1, tier: 'A' as const, prizeName: 'A賞', imageUrl: '/a.png' }];
const fulfilled = {
  type: 'OrderFulfilled',
  data: { orderId: 'o1', userId: 'u1', prizes, drawnAt: '2026-11-22T02:00:01.000Z' },
  ...envelope(2, '2026-11-22T02:00:01.000Z'),
} as ProjectedEvent<'OrderFulfilled'>;

const fold = (
  ...events: ProjectedEvent<
    'OrderPlaced' | 'OrderPaid' | 'OrderFulfilled' | 'OrderRefunded' | 'OrderCancelled' | 'OrderCardRefundDue' | 'OrderCardRefunded'
  >[]
) => events.reduce<OrderSummaryRow | null>((row, e) => orderSummary.evolve(row, e), null);

describe('order summary', () => {
  it('follows an order from placed to fulfilled with its prizes', () => {
    expect(fold(placed)).toMatchObject({ status: 'placed', tubeId: 't1', quantity: 2, amount: 600, tokens: 590, points: 200, prizes: [] });
    expect(fold(placed, paid)).toMatchObject({ status: 'paid', revision: 1 });
    expect(fold(placed, paid, fulfilled)).toMatchObject({ status: 'fulfilled', prizes, drawnAt: new Date('2026-11-22T02:00:01.000Z') });
  });

  it('records a refund', () => {
    const refunded = {
      type: 'OrderRefunded',
      data: { orderId: 'o1', userId: 'u1', reason: 'sold' },
      ...envelope(2),
    } as ProjectedEvent<'OrderRefunded'>;
    expect(fold(placed, paid, refunded)?.status).toBe('refunded');
  });

  it('records a card payment that came after the order was cancelled as owed back to the card', () => {
    const cancelled = {
      type: 'OrderCancelled',
      data: { orderId: 'o1', userId: 'u1', reason: 'card payment timed out' },
      ...envelope(1),
    } as ProjectedEvent<'OrderCancelled'>;
    const late = {
      type: 'OrderCardRefundDue',
      data: { orderId: 'o1', userId: 'u1', payment: { merchantOrderNo: 'M1', tradeNo: 'T1', amount: 490 }, reason: 'late' },
      ...envelope(2),
    } as ProjectedEvent<'OrderCardRefundDue'>;
    expect(fold(placed)?.cardRefundDue).toBe(0);
    expect(fold(placed, cancelled, late)).toMatchObject({ status: 'cancelled', cardRefundDue: 490, revision: 2 });
    expect(fold(placed, cancelled, late)).toMatchObject({ cardRefunded: 0, cardRefundTradeNo: 'T1', cardRefundReference: null });

    const refunded = {
      type: 'OrderCardRefunded',
      data: { orderId: 'o1', userId: 'u1', tradeNos: ['T1'], amount: 490, reference: 'R-9', staffId: 's1' },
      ...envelope(3),
    } as ProjectedEvent<'OrderCardRefunded'>;
    expect(fold(placed, cancelled, late, refunded)).toMatchObject({ cardRefundDue: 490, cardRefunded: 490, cardRefundReference: 'R-9', revision: 3 });
    // The order kept no payment: once its late payment is back on the card it reads 已退款, not 付款失敗.
    const cardCancelled = [
      { ...placed, data: { ...placed.data, paymentMethod: 'credit_card' } } as ProjectedEvent<'OrderPlaced'>,
      cancelled,
      late,
    ] as const;
    expect(fold(...cardCancelled)?.paymentStatus).toBe('failed');
    expect(fold(...cardCancelled, refunded)?.paymentStatus).toBe('refunded');
    // A paid order refunding a second, unusable payment stays paid.
    expect(fold(placed, paid, { ...late, ...envelope(2) }, { ...refunded, ...envelope(3) })?.paymentStatus).toBe('paid');
  });

  it('ignores replays and events for orders it never saw placed', () => {
    const row = fold(placed, paid, fulfilled)!;
    expect(orderSummary.evolve(row, paid)).toBe(row);
    expect(fold(paid)).toBeNull();
  });
});

describe('a box_shipping order', () => {
  const shippingPlaced = {
    type: 'OrderPlaced',
    data: {
      orderId: 'o1',
      userId: 'u1',
      kind: 'box_shipping',
      productId: 'box_shipping',
      productName: '盒櫃出貨',
      unitPrice: 60,
      amount: 60,
      points: 0,
      tokens: 60,
      paymentMethod: 'balance',
      shipping: {
        items: [
          { itemId: 'i1', name: 'A賞', imageUrl: '/a.png' },
          { itemId: 'i2', name: 'B賞', imageUrl: '/b.png' },
        ],
        addressId: 'a1',
        shippingMethod: 'express',
        customerNote: '請放管理室',
      },
      placedAt: '2026-11-22T02:00:00.000Z',
    },
    ...envelope(0),
  } as ProjectedEvent<'OrderPlaced'>;
  const shipFulfilled = {
    ...fulfilled,
    data: {
      orderId: 'o1',
      userId: 'u1',
      prizes: [{ itemId: 'i1', number: 1, prizeName: 'A賞', imageUrl: '/a.png' }],
      drawnAt: '2026-11-22T02:00:01.000Z',
    },
  } as ProjectedEvent<'OrderFulfilled'>;
  /** From the member's box: its revision is the box stream's, far from the order's. */
  const shipped = (revision: number, trackingNumber = '123456789012') =>
    ({
      type: 'BoxItemsShipped',
      data: { userId: 'u1', orderId: 'o1', itemIds: ['i1', 'i2'], carrier: '黑貓宅急便', trackingNumber, staffId: 's1' },
      ...envelope(revision, '2026-11-23T02:00:00.000Z'),
      streamId: 'box-u1',
    }) as ProjectedEvent<'BoxItemsShipped'>;
  const evolveAll = (...events: ProjectedEvent<'OrderPlaced' | 'OrderPaid' | 'OrderFulfilled' | 'BoxItemsShipped'>[]) =>
    events.reduce<OrderSummaryRow | null>((row, e) => orderSummary.evolve(row, e), null);

  it('lists the items it ships, with the method, the fee and the note', () => {
    expect(evolveAll(shippingPlaced)).toMatchObject({
      shippingMethod: 'express',
      shippingFee: 60,
      customerNote: '請放管理室',
      quantity: 2,
      items: [
        { itemName: 'A賞', imageUrl: '/a.png', quantity: 1, unitPrice: 0 },
        { itemName: 'B賞', imageUrl: '/b.png', quantity: 1, unitPrice: 0 },
      ],
    });
  });

  it('waits in processing once paid, and moves to shipping with the tracking number when staff ship it', () => {
    expect(evolveAll(shippingPlaced, paid, shipFulfilled)?.orderStatus).toBe('processing');
    const row = evolveAll(shippingPlaced, paid, shipFulfilled, shipped(1));
    expect(row).toMatchObject({ orderStatus: 'shipping', trackingNumber: '123456789012', revision: 2 });
    // Whatever the box stream's revision (lower or higher than the order's), shipped once.
    expect(evolveAll(shippingPlaced, paid, shipFulfilled, shipped(40))?.orderStatus).toBe('shipping');
    expect(orderSummary.evolve(row, shipped(41, 'other'))).toBe(row);
  });

  it('stays shipping when the fulfilment is recorded after the parcel left (a step-wise commit)', () => {
    expect(evolveAll(shippingPlaced, paid, shipped(7), shipFulfilled)).toMatchObject({ orderStatus: 'shipping', status: 'fulfilled' });
  });

  it('is delivered (the completed tab) once staff confirm the parcel arrived, and only after it shipped', () => {
    const delivered = {
      type: 'BoxItemsDelivered',
      data: { userId: 'u1', orderId: 'o1', itemIds: ['i1', 'i2'], staffId: 's1' },
      ...envelope(9, '2026-11-25T02:00:00.000Z'),
      streamId: 'box-u1',
    } as ProjectedEvent<'BoxItemsDelivered'>;
    const events = [shippingPlaced, paid, shipFulfilled] as const;
    const fold2 = (...more: ProjectedEvent<'BoxItemsShipped' | 'BoxItemsDelivered'>[]) =>
      [...events, ...more].reduce<OrderSummaryRow | null>((row, e) => orderSummary.evolve(row, e as ProjectedEvent<'OrderPlaced'>), null);
    expect(fold2(shipped(8), delivered)).toMatchObject({ orderStatus: 'delivered', trackingNumber: '123456789012' });
    expect(fold2(delivered)?.orderStatus).toBe('processing');
  });

  it('ignores a shipment of an order it never saw', () => {
    expect(orderSummary.evolve(null, shipped(3))).toBeNull();
  });

  it('reads cancelled, its fee refunded, when support cancels it before it left', () => {
    const cancelled = {
      type: 'OrderCancelled',
      data: { orderId: 'o1', userId: 'u1', reason: '會員改地址', staffId: 's1' },
      ...envelope(3, '2026-11-23T02:00:00.000Z'),
    } as ProjectedEvent<'OrderCancelled'>;
    const row = [shippingPlaced, paid, shipFulfilled, cancelled].reduce<OrderSummaryRow | null>(
      (r, e) => orderSummary.evolve(r, e as ProjectedEvent<'OrderPlaced'>),
      null,
    );
    expect(row).toMatchObject({ status: 'cancelled', orderStatus: 'cancelled', paymentStatus: 'refunded' });
    // A parcel that never left is not shipped afterwards.
    expect(orderSummary.evolve(row, shipped(9))).toBe(row);
  });
});

describe('a shop order', () => {
  const shopPlaced = {
    ...placed,
    data: {
      ...placed.data,
      kind: 'shop',
      shop: {
        lines: [{ itemId: 's1', quantity: 1, title: '公仔', unitPrice: 600, image: '/s1.png' }],
        shippingMethod: 'standard',
        shippingFee: 0,
        customerNote: '',
      },
      recipientName: '王小明',
      recipientPhone: '0912345678',
      recipientAddress: '台北市',
    },
  } as ProjectedEvent<'OrderPlaced'>;
  const shipped = {
    type: 'OrderShipped',
    data: { orderId: 'o1', userId: 'u1', carrier: '黑貓宅急便', trackingNumber: 'TW1', staffId: 's1' },
    ...envelope(3, '2026-11-23T02:00:00.000Z'),
  } as ProjectedEvent<'OrderShipped'>;
  const delivered = {
    type: 'OrderDelivered',
    data: { orderId: 'o1', userId: 'u1', staffId: 's1' },
    ...envelope(4, '2026-11-24T02:00:00.000Z'),
  } as ProjectedEvent<'OrderDelivered'>;
  const evolveAll = (...events: ProjectedEvent<'OrderPlaced' | 'OrderPaid' | 'OrderFulfilled' | 'OrderShipped' | 'OrderDelivered'>[]) =>
    events.reduce<OrderSummaryRow | null>((row, e) => orderSummary.evolve(row, e), null);

  it('waits in processing once paid, is shipping with its tracking number once staff ship it, then delivered', () => {
    expect(evolveAll(shopPlaced, paid, fulfilled)?.orderStatus).toBe('processing');
    expect(evolveAll(shopPlaced, paid, fulfilled, shipped)).toMatchObject({ orderStatus: 'shipping', trackingNumber: 'TW1', revision: 3 });
    expect(evolveAll(shopPlaced, paid, fulfilled, shipped, delivered)).toMatchObject({
      orderStatus: 'delivered',
      trackingNumber: 'TW1',
      revision: 4,
    });
    const row = evolveAll(shopPlaced, paid, fulfilled, shipped, delivered)!;
    expect(orderSummary.evolve(row, shipped)).toBe(row);
  });
});
