import type { ProjectedEvent } from '../../runner/projection';
import type { ShippingOrderRow } from './shipping-order.entity';
import { shippingOrder } from './shipping-order.projection';

type Handled = 'OrderPlaced' | 'OrderFulfilled' | 'OrderCancelled' | 'OrderShipped' | 'OrderDelivered';
const envelope = (revision: number, at = '2026-11-22T02:00:00.000Z') => ({
  streamId: 'order-o1',
  revision,
  recordedAt: new Date(at),
  metadata: { actor: { kind: 'system' as const }, correlationId: 'c', causationId: 'c', occurredAt: at },
});
const base = {
  orderId: 'o1',
  userId: 'u1',
  productId: 'shop',
  productName: '商城訂單',
  unitPrice: 300,
  amount: 300,
  points: 0,
  tokens: 300,
  paymentMethod: 'balance',
  placedAt: '2026-11-22T02:00:00.000Z',
};
const shopPlaced = {
  type: 'OrderPlaced',
  data: {
    ...base,
    kind: 'shop',
    shop: {
      lines: [
        { itemId: 's1', quantity: 2, title: '公仔', unitPrice: 100, image: '/s1.png' },
        { itemId: 's2', quantity: 1, title: '吊飾', unitPrice: 100, image: '/s2.png' },
      ],
      shippingMethod: 'express',
      shippingFee: 80,
      customerNote: '請放管理室',
    },
    recipientName: '王小明',
    recipientPhone: '0912345678',
    recipientAddress: '臺北市大安區復興南路一段 1 號',
  },
  ...envelope(0),
} as ProjectedEvent<'OrderPlaced'>;
const fulfilled = {
  type: 'OrderFulfilled',
  data: {
    orderId: 'o1',
    userId: 'u1',
    prizes: [{ itemId: 's1', number: 2, prizeName: '公仔', imageUrl: '/s1.png' }],
    drawnAt: '2026-11-22T02:00:00.000Z',
  },
  ...envelope(2),
} as ProjectedEvent<'OrderFulfilled'>;
const shipped = {
  type: 'OrderShipped',
  data: { orderId: 'o1', userId: 'u1', carrier: '黑貓宅急便', trackingNumber: 'TW1', staffId: 's1' },
  ...envelope(3, '2026-11-23T02:00:00.000Z'),
} as ProjectedEvent<'OrderShipped'>;
const delivered = {
  type: 'OrderDelivered',
  data: { orderId: 'o1', userId: 'u1', staffId: 's1' },
  ...envelope(4),
} as ProjectedEvent<'OrderDelivered'>;
const fold = (...events: ProjectedEvent<Handled>[]) => events.reduce<ShippingOrderRow | null>((row, e) => shippingOrder.evolve(row, e), null);

describe('the fulfilment queue: a shop order', () => {
  it('is not the warehouse’s until paid and handed to delivery, then waits with what and where', () => {
    expect(fold(shopPlaced)?.status).toBe('placed');
    expect(fold(shopPlaced, fulfilled)).toMatchObject({
      kind: 'shop',
      status: 'paid',
      items: [
        { itemId: 's1', name: '公仔 × 2', imageUrl: '/s1.png' },
        { itemId: 's2', name: '吊飾', imageUrl: '/s2.png' },
      ],
      shippingMethod: 'express',
      fee: 80,
      recipientName: '王小明',
      addressDetail: '臺北市大安區復興南路一段 1 號',
      customerNote: '請放管理室',
    });
  });

  it('leaves with its carrier and tracking number, then is delivered, each once', () => {
    const row = fold(shopPlaced, fulfilled, shipped, delivered);
    expect(row).toMatchObject({ status: 'delivered', carrier: '黑貓宅急便', trackingNumber: 'TW1', shippedAt: new Date('2026-11-23T02:00:00.000Z') });
    expect(shippingOrder.evolve(row, shipped)).toBe(row);
    expect(fold(shopPlaced, fulfilled, delivered)?.status).toBe('paid');
  });

  it('drops out when the unpaid order is cancelled', () => {
    const cancelled = {
      type: 'OrderCancelled',
      data: { orderId: 'o1', userId: 'u1', reason: 'expired' },
      ...envelope(1),
    } as ProjectedEvent<'OrderCancelled'>;
    expect(fold(shopPlaced, cancelled)?.status).toBe('cancelled');
  });

  it('ignores every other line’s orders', () => {
    const kuji = { ...shopPlaced, data: { ...base, kind: 'gacha', gacha: { machineId: 'm1' } } } as ProjectedEvent<'OrderPlaced'>;
    expect(shippingOrder.keyOf(kuji)).toBeNull();
    expect(fold(fulfilled)).toBeNull();
  });
});

describe('the fulfilment queue: a box shipment', () => {
  const requested = {
    type: 'ShipmentRequested',
    data: {
      orderId: 'o1',
      userId: 'u1',
      items: [{ itemId: 'i1', name: 'A賞', imageUrl: '/a.png' }],
      recipientName: '王小明',
      recipientPhone: '0912345678',
      city: '臺北市',
      district: '大安區',
      addressDetail: '復興南路一段 1 號',
      shippingMethod: 'standard',
      customerNote: '',
      fee: 60,
    },
    ...envelope(0),
    streamId: 'shipment-o1',
  } as ProjectedEvent<'ShipmentRequested'>;
  const cancelled = {
    type: 'ShippingOrderCancelled',
    data: { userId: 'u1', orderId: 'o1', itemIds: ['i1'], staffId: 's1', reason: '會員改地址' },
    ...envelope(7),
    streamId: 'box-u1',
  } as ProjectedEvent<'ShippingOrderCancelled'>;
  const shippedFromBox = {
    type: 'BoxItemsShipped',
    data: { userId: 'u1', orderId: 'o1', itemIds: ['i1'], carrier: '黑貓宅急便', trackingNumber: 'TW1', staffId: 's1' },
    ...envelope(8),
    streamId: 'box-u1',
  } as ProjectedEvent<'BoxItemsShipped'>;

  it('leaves the queue when support cancels it before it left, and is not shipped afterwards', () => {
    const waiting = shippingOrder.evolve(null, requested);
    expect(waiting).toMatchObject({ kind: 'box_shipping', status: 'paid' });
    const row = shippingOrder.evolve(waiting, cancelled);
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(shippingOrder.evolve(row, shippedFromBox)).toBe(row);
  });

  it('a parcel that left stays shipped', () => {
    const shippedRow = shippingOrder.evolve(shippingOrder.evolve(null, requested), shippedFromBox);
    expect(shippingOrder.evolve(shippedRow, cancelled)).toBe(shippedRow);
  });
});
