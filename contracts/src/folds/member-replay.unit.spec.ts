import type { EventMetadata } from '../events/envelope';
import {
  actorKind,
  describeChange,
  diffMember,
  evolveMember,
  initialMemberState,
  memberReplay,
  replayMember,
  viewMember,
  type TimelineEvent,
} from './member-replay';

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

  it('steps to any point of a long history from its kept states, as the fold of the prefix gives it', () => {
    const long = Array.from({ length: 250 }, (_, i) =>
      ev('wallet', 'TokensCredited', { userId: U, amount: i + 1, reference: `r${i}`, source: 'admin', description: '' }, meta(1, `c${i}`)),
    );
    const at = memberReplay(long);
    for (const k of [0, 1, 99, 100, 101, 199, 200, 249, 250, 400]) expect(at(k)).toEqual(replayMember(long, k));
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

describe('the state support reads at an event', () => {
  const member: TimelineEvent[] = [
    ev('user', 'UserRegistered', { userId: U, phone: '0912345678', name: '王小明', role: 'member', hasPassword: true, via: 'phone' }, meta(0, 'c1')),
    ev('user', 'PhoneVerified', { userId: U, phone: '0912345678' }, meta(1, 'c2')),
    ev(
      'user',
      'InvoiceSettingsUpdated',
      { userId: U, invoiceType: 'company', email: '', carrierNumber: '', taxId: '12345678', companyName: '小明有限公司', donationCode: '' },
      meta(2, 'c3'),
    ),
    ev(
      'wallet',
      'ToolCardsGranted',
      { userId: U, cardType: 'shake_card', quantity: 3, expiresAt: '2027-01-01T00:00:00.000Z', reason: 'admin', reference: 'g1' },
      meta(3, 'c4', { kind: 'support', id: 'u_staff000000000000' }),
    ),
    ev('wallet', 'TokensCredited', { userId: U, amount: 1000, reference: 'r1', source: 'recharge', description: '' }, meta(4, 'c5')),
    ev(
      'order',
      'OrderPlaced',
      { orderId: 'o9', userId: U, kind: 'gacha', productName: '迷你貓咪', amount: 100, points: 0, tokens: 100, paymentMethod: 'balance' },
      meta(5, 'c6'),
    ),
    ev('wallet', 'TokensDebited', { userId: U, orderId: 'o9', amount: 100, description: '' }, meta(5, 'c6')),
    ev('order', 'OrderPaid', { orderId: 'o9', userId: U, tokensDebited: 100, pointsSpent: 0 }, meta(5, 'c6')),
    ev('tasks', 'TaskRewardClaimed', { userId: U, taskId: 'daily', period: '2026-11-20', growthPoints: 50 }, meta(6, 'c7')),
    ev('vip', 'VipLevelReached', { userId: U, from: 1, to: 2, growth: 150 }, meta(7, 'c8', { kind: 'system' })),
    ev('likes', 'ProductLiked', { userId: U, productId: 'p1' }, meta(8, 'c9')),
    ev('order', 'OrderFulfilled', { orderId: 'o9', userId: U, prizes: [], drawnAt: at(9) }, meta(9, 'c6')),
  ];
  const view = (k: number) => viewMember(replayMember(member, k), now);
  const changedBy = (type: string) => {
    const i = member.findIndex((e) => e.type === type);
    return diffMember(view(i), view(i + 1)).map(describeChange);
  };

  it('says in words what account, wallet, order, growth and VIP events changed', () => {
    expect(changedBy('PhoneVerified')).toEqual(['手機最近驗證 未設定 → 2026-11-20 18:01']);
    expect(changedBy('InvoiceSettingsUpdated')).toEqual(['發票設定 未設定 → 公司發票 · 統編 12345678 · 小明有限公司']);
    expect(changedBy('ToolCardsGranted')).toEqual(['提示卡 0 → 3（+3）']);
    expect(changedBy('OrderPlaced')).toEqual(['訂單 o9「迷你貓咪」新訂單 → 待付款']);
    expect(changedBy('OrderPaid')).toEqual(['訂單 o9「迷你貓咪」待付款 → 已付款']);
    expect(changedBy('TaskRewardClaimed')).toEqual(['成長值 100 → 150（+50）']);
    expect(changedBy('VipLevelReached')).toEqual(['VIP 1・青銅 → VIP 2・白銀']);
    expect(changedBy('ProductLiked')).toEqual(['收藏商品 p1']);
    expect(changedBy('OrderFulfilled')).toEqual(['訂單 o9「迷你貓咪」已付款 → 已結案']);
  });

  it('holds tool cards, growth, VIP level and open orders at the chosen event', () => {
    expect(view(8)).toMatchObject({
      tokens: 900,
      toolCards: { shake_card: 3, insight_card: 0 },
      growth: 100,
      vipLevel: 1,
      openOrders: [{ orderId: 'o9', status: 'paid' }],
      account: { name: '王小明', phone: '0912345678' },
    });
    expect(view(member.length)).toMatchObject({ growth: 150, vipLevel: 2, openOrders: [], likes: ['p1'] });
  });
});

describe('the address book at an event', () => {
  const address = (addressId: string, name: string, isDefault: boolean) => ({
    userId: U,
    addressId,
    name,
    phone: '0912345678',
    city: '臺北市',
    district: '大安區',
    addressDetail: '復興南路一段 1 號',
    isDefault,
  });
  const book = [
    ev('addresses', 'AddressAdded', address('a', '王小明', true), meta(1, 'a1')),
    ev('addresses', 'AddressAdded', address('b', '王媽媽', false), meta(2, 'a2')),
    ev('addresses', 'DefaultAddressChosen', { userId: U, addressId: 'b' }, meta(3, 'a3')),
    ev('addresses', 'AddressRemoved', { userId: U, addressId: 'a' }, meta(4, 'a4')),
  ];
  const viewAfter = (k: number) => viewMember(replayMember(book, k), new Date(at(k)));
  const said = (k: number) => diffMember(viewAfter(k - 1), viewAfter(k)).map(describeChange);

  it('says each change of the book in words', () => {
    expect(said(1)).toEqual(['地址新增：臺北市大安區復興南路一段 1 號（王小明 0912345678）']);
    expect(said(3)).toEqual(['預設地址：臺北市大安區復興南路一段 1 號（王媽媽 0912345678）']);
    expect(said(4)).toEqual(['地址刪除：臺北市大安區復興南路一段 1 號（王小明 0912345678）']);
    expect(viewAfter(4).addresses).toEqual([{ addressId: 'b', words: '臺北市大安區復興南路一段 1 號（王媽媽 0912345678）', isDefault: true }]);
  });

  it('reads a closed member’s erased address in words', () => {
    const erased = ev('addresses', 'AddressAdded', { ...address('a', '[erased]', true), phone: '[erased]', addressDetail: '[erased]' }, meta(1, 'e'));
    expect(viewMember(replayMember([erased], 1), new Date(at(1))).addresses[0]!.words).toBe(
      '臺北市大安區（個資已刪除）（（個資已刪除） （個資已刪除））',
    );
  });
});
