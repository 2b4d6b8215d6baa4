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
  ...events: ProjectedEvent<'OrderPlaced' | 'OrderPaid' | 'OrderFulfilled' | 'OrderRefunded' | 'OrderCancelled' | 'OrderCardRefundDue'>[]
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
  });

  it('ignores replays and events for orders it never saw placed', () => {
    const row = fold(placed, paid, fulfilled)!;
    expect(orderSummary.evolve(row, paid)).toBe(row);
    expect(fold(paid)).toBeNull();
  });
});
