import type { EventMetadata } from '../events/envelope';
import { actorKind, diffMember, evolveMember, initialMemberState, replayMember, viewMember, type TimelineEvent } from './member-replay';

const U = 'u_0123456789abcdef';
const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
const meta = (minute: number, correlationId: string, actor: EventMetadata['actor'] = { kind: 'user', id: U }): EventMetadata => ({
  actor,
  correlationId,
  causationId: correlationId,
  occurredAt: at(minute),
});
let revision = 0;
const ev = (stream: string, type: string, data: Record<string, unknown>, metadata: EventMetadata): TimelineEvent => ({
  stream_id: `${stream}-${U}`,
  revision: revision++,
  type,
  data,
  metadata,
});

const yearLater = '2027-11-20T10:00:00.000Z';
const events: TimelineEvent[] = [
  ev('user', 'UserRegistered', { userId: U, name: '王小明' }, meta(0, 'c-reg')),
  ev(
    'wallet',
    'TokensCredited',
    { userId: U, amount: 5000, reference: 'r1', source: 'admin', description: '' },
    meta(1, 'c-credit', { kind: 'system' }),
  ),
  ev(
    'wallet',
    'PointsAdjusted',
    { userId: U, delta: 400, reason: 'admin', reference: 'p1', description: '', expiresAt: yearLater },
    meta(2, 'c-points'),
  ),
  ev('order', 'OrderPlaced', { orderId: 'o1' }, meta(3, 'c-buy')),
  ev('wallet', 'TokensDebited', { userId: U, orderId: 'o1', amount: 1040 }, meta(3, 'c-buy')),
  ev('wallet', 'PointsAdjusted', { userId: U, delta: -200, reason: 'order_payment', reference: 'o1', description: '' }, meta(3, 'c-buy')),
  ev('tube', 'TicketDrawn', { tubeId: 't1', orderId: 'o1', userId: U, number: 5, tier: 'B' }, meta(3, 'c-buy')),
  ev(
    'box',
    'BoxItemAdded',
    { userId: U, itemId: 'o1-5', orderId: 'o1', source: 'ichiban', productId: 'p', tier: 'B', name: '立牌', imageUrl: '' },
    meta(3, 'c-buy'),
  ),
  ev(
    'box',
    'BoxItemAdded',
    { userId: U, itemId: 'o1-5', orderId: 'o1', source: 'ichiban', productId: 'p', tier: 'B', name: '立牌', imageUrl: '' },
    meta(3, 'c-buy'),
  ),
  ev(
    'wallet',
    'CouponGranted',
    {
      userId: U,
      couponId: 'S-case-1',
      title: '補償券',
      amount: 50,
      minPurchase: 0,
      description: '延遲出貨',
      categoryIds: [],
      productIds: [],
      expiresAt: at(30),
      source: 'admin',
    },
    meta(4, 'c-coupon', { kind: 'support', id: 'u_staff000000000000' }),
  ),
];
const now = new Date(at(10));

describe('member replay', () => {
  it('gives the state at every point as the fold of the prefix, stepping forward one event at a time', () => {
    let stepped = initialMemberState;
    for (let k = 0; k <= events.length; k++) {
      expect(replayMember(events, k)).toEqual(stepped);
      if (k < events.length) stepped = evolveMember(stepped, events[k]!);
    }
  });

  it('shows the balances before and after a purchase', () => {
    const purchase = events.findIndex((e) => e.type === 'OrderPlaced');
    expect(viewMember(replayMember(events, purchase), now)).toMatchObject({ tokens: 5000, points: 400, box: [], coupons: [] });
    expect(viewMember(replayMember(events, events.length), now)).toMatchObject({
      tokens: 3960,
      points: 200,
      lots: [{ remaining: 200, expiresAt: yearLater }],
      box: [{ itemId: 'o1-5', orderId: 'o1', source: 'ichiban', name: '立牌', grade: 'B' }],
      coupons: [{ couponId: 'S-case-1', title: '補償券', amount: 50, status: 'available' }],
    });
  });

  it('states what each event changed; events of other streams and repeated box items change nothing', () => {
    const diffAt = (i: number) => diffMember(viewMember(replayMember(events, i), now), viewMember(replayMember(events, i + 1), now));
    expect(diffAt(1)).toEqual([{ kind: 'tokens', before: 0, after: 5000 }]);
    expect(diffAt(5)).toEqual([{ kind: 'points', before: 400, after: 200 }]);
    expect(diffAt(6)).toEqual([]);
    expect(diffAt(7)).toEqual([{ kind: 'box', itemId: 'o1-5', name: '立牌', change: 'added' }]);
    expect(diffAt(8)).toEqual([]);
    expect(diffAt(9)).toEqual([{ kind: 'coupon', couponId: 'S-case-1', title: '補償券', before: null, after: 'available' }]);
  });

  it('reads points and coupons at the moment asked: an expired lot or coupon no longer counts', () => {
    const later = viewMember(replayMember(events, events.length), new Date('2028-01-01T00:00:00.000Z'));
    expect(later.points).toBe(0);
    expect(later.coupons[0]!.status).toBe('expired');
  });

  it('names who caused each event', () => {
    expect(events.map((e) => actorKind(e, U))).toEqual([
      'member',
      'system',
      'member',
      'member',
      'member',
      'member',
      'member',
      'member',
      'member',
      'staff',
    ]);
  });
});
