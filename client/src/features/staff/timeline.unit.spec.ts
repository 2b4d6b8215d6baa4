import type { EventMetadata, TimelineEvent } from '@shop/contracts';
import { correlationGroups, describeEvent, filterTimeline, kindsOf, streamKind, taipeiDate, taipeiTime, toNdjson } from './timeline';

const U = 'u_0123456789abcdef';
const meta = (occurredAt: string, correlationId: string): EventMetadata => ({
  actor: { kind: 'user', id: U },
  correlationId,
  causationId: correlationId,
  occurredAt,
});
const ev = (stream_id: string, type: string, occurredAt: string, correlationId: string, data: Record<string, unknown> = {}): TimelineEvent => ({
  stream_id,
  revision: 0,
  type,
  data,
  metadata: meta(occurredAt, correlationId),
});

const events = [
  ev(`user-${U}`, 'UserRegistered', '2026-11-20T16:30:00.000Z', 'a', { name: '王小明' }),
  ev(`wallet-${U}`, 'TokensCredited', '2026-11-21T01:00:00.000Z', 'b', { amount: 5000 }),
  ev('order-o1', 'OrderPlaced', '2026-11-22T02:00:00.000Z', 'c', { productName: '鬼滅', amount: 1050 }),
  ev(`wallet-${U}`, 'TokensDebited', '2026-11-22T02:00:00.000Z', 'c', { amount: 1050, orderId: 'o1' }),
  ev('tube-1002-1', 'TicketDrawn', '2026-11-22T02:00:00.000Z', 'c', { number: 5, tier: 'B', prizeName: '立牌' }),
  ev('gacha-m1', 'CapsuleDrawn', '2026-11-23T02:00:00.000Z', 'd'),
];

it('names each stream kind by its prefix, new lines included', () => {
  expect(events.map(streamKind)).toEqual(['user', 'wallet', 'order', 'wallet', 'tube', 'gacha']);
  expect(kindsOf(events)).toEqual(['user', 'wallet', 'order', 'tube', 'gacha']);
});

it('filters by kind and by Taiwan calendar date, keeping indexes into the whole timeline', () => {
  expect(filterTimeline(events, { kinds: new Set(['wallet']), from: '', to: '' })).toEqual([1, 3]);
  // 16:30 UTC on the 20th is already the 21st in Taipei.
  expect(taipeiDate(events[0]!.metadata.occurredAt)).toBe('2026-11-21');
  expect(filterTimeline(events, { kinds: new Set(), from: '2026-11-21', to: '2026-11-21' })).toEqual([0, 1]);
  expect(filterTimeline(events, { kinds: new Set(['order', 'tube']), from: '2026-11-22', to: '' })).toEqual([2, 4]);
});

it('shows staff times in Taipei time, whatever the browser zone', () => {
  expect(taipeiTime('2026-11-20T16:30:05.123Z')).toBe('2026-11-21 00:30:05');
  expect(taipeiTime('2026-11-20T16:30:05+08:00')).toBe('2026-11-20 16:30:05');
});

it('numbers the purchases: correlation ids shared by several events', () => {
  expect([...correlationGroups(events).entries()]).toEqual([['c', 1]]);
});

it('describes the common events and leaves the others to their type', () => {
  expect(describeEvent(events[3]!)).toBe('代幣 −1,050（訂單 o1）');
  expect(describeEvent(events[4]!)).toBe('05 號 · B 賞 · 立牌');
  expect(describeEvent(events[5]!)).toBe('');
  const roleChanged = ev('user-u1', 'UserRoleChanged', '2026-11-22T10:00:00.000+08:00', 'r', {
    userId: 'u1',
    from: 'member',
    to: 'support',
    staffId: 'a1',
  });
  expect(describeEvent(roleChanged)).toBe('角色 會員 → 客服');
});

it('exports one stored event per line', () => {
  const lines = toNdjson(events).trimEnd().split('\n');
  expect(lines).toHaveLength(events.length);
  expect(JSON.parse(lines[2]!)).toEqual(events[2]);
});
