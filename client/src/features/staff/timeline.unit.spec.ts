import type { EventMetadata, TimelineEvent } from '@shop/contracts';
import { correlationGroups, taipeiTime, timelineLines, toCsv } from './timeline';

const U = 'u_0123456789abcdef';
const STAFF = 'u_5aff000000000000';
const meta = (occurredAt: string, correlationId: string, actor: EventMetadata['actor'] = { kind: 'user', id: U }): EventMetadata => ({
  actor,
  correlationId,
  causationId: correlationId,
  occurredAt,
});
const ev = (
  stream_id: string,
  type: string,
  occurredAt: string,
  correlationId: string,
  data: Record<string, unknown>,
  actor?: EventMetadata['actor'],
): TimelineEvent => ({
  stream_id,
  revision: 0,
  type,
  data,
  metadata: meta(occurredAt, correlationId, actor),
});
const placed = (orderId: string, kind: string, productName: string, selection: Record<string, unknown>) => ({
  orderId,
  userId: U,
  productId: 'p',
  productName,
  unitPrice: 100,
  amount: 100,
  points: 0,
  tokens: 100,
  paymentMethod: 'balance',
  placedAt: '2026-11-22T02:00:00.000Z',
  kind,
  [kind]: selection,
});

const events = [
  ev(`user-${U}`, 'UserRegistered', '2026-11-20T16:30:00.000Z', 'a', {
    userId: U,
    phone: '0912345678',
    name: '王小明',
    role: 'member',
    hasPassword: true,
    via: 'phone',
  }),
  ev(
    `wallet-${U}`,
    'TokensCredited',
    '2026-11-21T01:00:00.000Z',
    'b',
    { userId: U, amount: 5000, reference: 'r', source: 'admin', description: '補償' },
    { kind: 'support', id: STAFF },
  ),
  ev(
    'order-o1',
    'OrderPlaced',
    '2026-11-22T02:00:00.000Z',
    'c',
    placed('o1', 'ichiban', '鬼滅', { tubeId: '1002-1', numbers: [5], count: 1, fullPack: false, randomSeed: '0'.repeat(64) }),
  ),
  ev(`wallet-${U}`, 'TokensDebited', '2026-11-22T02:00:00.000Z', 'c', { userId: U, amount: 100, orderId: 'o1', description: '' }),
  ev('tube-1002-1', 'TicketDrawn', '2026-11-22T02:00:00.000Z', 'c', {
    tubeId: '1002-1',
    orderId: 'o1',
    userId: U,
    number: 5,
    tier: 'B',
    prizeName: '立牌',
    prevHash: '0',
  }),
  ev('order-o2', 'OrderPlaced', '2026-11-23T02:00:00.000Z', 'd', placed('o2', 'gacha', '迷你貓咪', { machineId: 'm1' })),
  ev('gacha-m1', 'CapsuleDrawn', '2026-11-23T02:00:00.000Z', 'd', {
    machineId: 'm1',
    round: 1,
    position: 2,
    orderId: 'o2',
    userId: U,
    itemId: 'i',
    itemName: '翻肚睡',
    rarity: 'rare',
    prevHash: '0',
  }),
  ev(
    `box-${U}`,
    'BoxItemsShipped',
    '2026-11-24T02:00:00.000Z',
    'e',
    { userId: U, orderId: 'o3', itemIds: ['x'], carrier: '黑貓', trackingNumber: '123', staffId: STAFF },
    { kind: 'system' },
  ),
];
const lines = timelineLines(events, U, { staff: { [STAFF]: '客服阿美' }, products: {} });

it('files each line under its purchase line or its part of the account', () => {
  expect(lines.map((l) => l.kind)).toEqual(['account', 'wallet', 'ichiban', 'wallet', 'ichiban', 'gacha', 'gacha', 'box']);
});

it('says each event in words, with the product its order bought', () => {
  expect(lines.map((l) => l.title)).toEqual(['註冊帳號', '獲得代幣', '下單', '代幣付款', '一番賞抽籤', '下單', '轉蛋抽出', '商品已出貨']);
  expect(lines[4]!.detail).toBe('一番賞「鬼滅」抽中 05 號 · B 賞 · 立牌');
  expect(lines[6]!.detail).toBe('轉蛋「迷你貓咪」抽中 稀有・翻肚睡（第 1 輪第 2 顆）');
});

it('names who caused each event: the member, a staff member by name (as actor or named in the fact), or the shop', () => {
  expect(lines.map((l) => l.actor.label)).toEqual(['會員', '客服 客服阿美', '會員', '會員', '會員', '會員', '會員', '客服 客服阿美']);
});

it('names a liked product by the name the history gives', () => {
  const like = ev(`likes-${U}`, 'ProductLiked', '2026-11-24T03:00:00.000Z', 'f', { userId: U, productId: '3001' });
  const [line] = timelineLines([like], U, { staff: {}, products: { '3001': '迷你貓咪' } });
  expect(line!.detail).toBe('迷你貓咪');
  expect(line!.kind).toBe('activity');
});

it('links a line to its order and its container’s fairness proof', () => {
  expect(lines[4]!.links).toEqual([
    { kind: 'order', orderId: 'o1' },
    { kind: 'proof', href: '/ichiban/fairness-verification/audit?tubeId=1002-1', label: '籤筒公平性驗證' },
  ]);
  expect(lines[5]!.links).toEqual([
    { kind: 'order', orderId: 'o2' },
    { kind: 'proof', href: '/gacha/fairness-verification/audit?machineId=m1', label: '轉蛋機公平性驗證' },
  ]);
  expect(lines[0]!.links).toEqual([]);
});

it('tells a page’s lines in words from the earlier events that name their orders', () => {
  // The second page holds the gacha draw; its order was placed on an earlier page.
  const [draw] = timelineLines([events[6]!], U, { staff: {}, products: {} }, [events[5]!]);
  expect(draw!.kind).toBe('gacha');
  expect(draw!.detail).toBe('轉蛋「迷你貓咪」抽中 稀有・翻肚睡（第 1 輪第 2 顆）');
  const [alone] = timelineLines([events[6]!], U, { staff: {}, products: {} });
  expect(alone!.detail).not.toContain('迷你貓咪');
});

it('shows staff times in Taipei time, whatever the browser zone', () => {
  expect(taipeiTime('2026-11-20T16:30:05.123Z')).toBe('2026-11-21 00:30:05');
  expect(taipeiTime('2026-11-20T16:30:05+08:00')).toBe('2026-11-20 16:30:05');
});

it('numbers the purchases: correlation ids shared by several events', () => {
  expect([...correlationGroups(events).entries()]).toEqual([
    ['c', 1],
    ['d', 2],
  ]);
});

it('exports the lines as shown, one row each, in words', () => {
  const csv = toCsv(lines.filter((l) => l.kind === 'gacha'));
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(rows).toEqual([
    '時間,類別,事件,內容,執行者,訂單',
    '2026-11-23 10:00:00,轉蛋,下單,轉蛋「迷你貓咪」 · 100 元 · 代幣 100,會員,o2',
    '2026-11-23 10:00:00,轉蛋,轉蛋抽出,轉蛋「迷你貓咪」抽中 稀有・翻肚睡（第 1 輪第 2 顆）,會員,o2',
  ]);
});
