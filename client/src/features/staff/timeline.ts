// Support's reading of a member's timeline: which stream an event belongs to, who caused it, the
// purchase it was part of, filters by kind and date, a one-line description, and the NDJSON export.
// Generic over streams: a stream kind is its id's prefix, so a new product line's streams appear
// with their prefix until they are given a name here.
import { actorKind, type Role, type TimelineEvent } from '@shop/contracts';
import { ROLE_LABELS } from './staff-roles';

const KIND_LABELS: Record<string, string> = {
  user: '帳號',
  wallet: '錢包',
  order: '訂單',
  box: '盒櫃',
  tube: '籤筒',
};

export const ACTOR_LABELS = { member: '會員', staff: '客服', system: '系統' } as const;

export const streamKind = (event: TimelineEvent): string => event.stream_id.slice(0, Math.max(0, event.stream_id.indexOf('-'))) || event.stream_id;
export const kindLabel = (kind: string): string => KIND_LABELS[kind] ?? kind;
export { actorKind };

/** The kinds present, in the order first seen. */
export function kindsOf(events: readonly TimelineEvent[]): string[] {
  return [...new Set(events.map(streamKind))];
}

export interface TimelineFilter {
  /** Kinds to show; every kind when empty. */
  kinds: ReadonlySet<string>;
  /** Local dates (YYYY-MM-DD, Asia/Taipei) from and to, both included; open when empty. */
  from: string;
  to: string;
}

/** The Taiwan calendar date of an instant: support works in the shop's time zone. */
export function taipeiDate(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** An instant as every staff screen shows it, in Taipei time: 2026-11-21 00:30:05. */
export function taipeiTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Indexes (into the whole timeline, which the replay folds) of the events the filter keeps. */
export function filterTimeline(events: readonly TimelineEvent[], filter: TimelineFilter): number[] {
  const kept: number[] = [];
  events.forEach((event, i) => {
    if (filter.kinds.size && !filter.kinds.has(streamKind(event))) return;
    const day = taipeiDate(event.metadata.occurredAt);
    if (filter.from && day < filter.from) return;
    if (filter.to && day > filter.to) return;
    kept.push(i);
  });
  return kept;
}

/**
 * A short label per correlation id that more than one event shares (one purchase, one refund …),
 * numbered in order of appearance: 購買 #1, #2 …; single events have none.
 */
export function correlationGroups(events: readonly TimelineEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.metadata.correlationId, (counts.get(e.metadata.correlationId) ?? 0) + 1);
  const groups = new Map<string, number>();
  for (const e of events) {
    const id = e.metadata.correlationId;
    if ((counts.get(id) ?? 0) > 1 && !groups.has(id)) groups.set(id, groups.size + 1);
  }
  return groups;
}

const roleLabel = (v: unknown) => (typeof v === 'string' && v in ROLE_LABELS ? ROLE_LABELS[v as Role] : String(v));

const n = (v: unknown) => (typeof v === 'number' ? v.toLocaleString('zh-TW') : String(v ?? ''));

/** One line about an event for the timeline; the type alone when there is nothing to add. */
export function describeEvent(event: TimelineEvent): string {
  const d = event.data;
  switch (event.type) {
    case 'TokensCredited':
      return `代幣 +${n(d.amount)}`;
    case 'TokensDebited':
      return `代幣 −${n(d.amount)}（訂單 ${String(d.orderId)}）`;
    case 'TokensRefunded':
      return `代幣退回 +${n(d.amount)}`;
    case 'PointsAdjusted':
      return `紅利 ${Number(d.delta) > 0 ? '+' : '−'}${n(Math.abs(Number(d.delta)))}${d.description ? `：${String(d.description)}` : ''}`;
    case 'PointsExpired':
      return `紅利到期 ${n(d.points)}`;
    case 'CouponGranted':
      return `獲得優惠券「${String(d.title)}」折 ${n(d.amount)}${d.description ? `：${String(d.description)}` : ''}`;
    case 'CouponUsed':
      return `使用優惠券 ${String(d.couponId)}`;
    case 'OrderPlaced':
      return `下單 ${String(d.productName)} · ${n(d.amount)} 元`;
    case 'TicketDrawn':
      return `${String(d.number).padStart(2, '0')} 號 · ${String(d.tier)} 賞 · ${String(d.prizeName)}`;
    case 'LastPrizeAwarded':
      return `最後賞 · ${String(d.prizeName)}`;
    case 'BoxItemAdded':
      return `盒櫃加入 ${String(d.name)}`;
    case 'UserRegistered':
      return `註冊 ${String(d.name ?? '')}`.trim();
    case 'UserRoleChanged':
      return `角色 ${roleLabel(d.from)} → ${roleLabel(d.to)}`;
    case 'ShippingOrderCancelled':
      return `取消出貨 ${Array.isArray(d.itemIds) ? d.itemIds.length : 0} 件退回盒櫃：${String(d.reason)}`;
    case 'OrderCancelled':
      return `訂單取消${d.reason ? `：${String(d.reason)}` : ''}`;
    default:
      return '';
  }
}

/** The whole timeline as NDJSON, one stored event per line. */
export function toNdjson(events: readonly TimelineEvent[]): string {
  return events.map((e) => `${JSON.stringify(e)}\n`).join('');
}
