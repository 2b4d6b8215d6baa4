// The kind a line of support's timeline is filed under: the purchase line it belongs to, or the
// part of the account. The server's history index stores it per event (so support filters by it
// in SQL) and the console offers it as filters, both from here.
import type { OrderPlaced } from '../events/order.events';

export type TimelineKind = 'account' | 'wallet' | 'activity' | 'box' | 'ichiban' | 'gacha' | 'blindbox' | 'shop' | 'shipping' | 'other';

/** Every kind a line can be filed under, in the order the filter offers them. */
export const KIND_LABELS: Record<TimelineKind, string> = {
  account: '帳號',
  wallet: '錢包',
  activity: '會員活動',
  box: '盒櫃',
  ichiban: '一番賞',
  gacha: '轉蛋',
  blindbox: '盒玩',
  shop: '商城',
  shipping: '出貨',
  other: '其他',
};
export const TIMELINE_KINDS = Object.keys(KIND_LABELS) as TimelineKind[];

/** The kind of a stream by its id's prefix; an order stream takes its order's line. */
const STREAM_KINDS: Record<string, TimelineKind> = {
  user: 'account',
  phone: 'account',
  support: 'account',
  sessions: 'account',
  addresses: 'account',
  wallet: 'wallet',
  recharge: 'wallet',
  checkin: 'activity',
  likes: 'activity',
  tasks: 'activity',
  vip: 'activity',
  box: 'box',
  shipment: 'shipping',
  tube: 'ichiban',
  gacha: 'gacha',
  package: 'blindbox',
  shop: 'shop',
};

export const ORDER_KINDS: Record<OrderPlaced['data']['kind'], TimelineKind> = {
  ichiban: 'ichiban',
  gacha: 'gacha',
  blindbox: 'blindbox',
  shop: 'shop',
  box_shipping: 'shipping',
};

export const streamPrefix = (streamId: string): string => streamId.slice(0, Math.max(0, streamId.indexOf('-'))) || streamId;

/** The kind of a stream's events, or 'order' for an order stream (whose kind is its OrderPlaced's line). */
export function streamKind(streamId: string): TimelineKind | 'order' {
  const prefix = streamPrefix(streamId);
  return prefix === 'order' ? 'order' : (STREAM_KINDS[prefix] ?? 'other');
}
