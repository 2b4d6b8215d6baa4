// Support's reading of a member's timeline: each event as one line in words (its title and detail
// from contracts' event names, who caused it — the member, a staff member by name, or the shop —
// and links to its order and to its container's fairness proof), the kind it is filed under
// (the purchase line it belongs to, or the part of the account), the filters and the search,
// and the export of the lines as shown.
import { actorKind, eventDetail, eventTitle, type EventContext, type OrderPlaced, type TimelineEvent } from '@shop/contracts';

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
const ORDER_KINDS: Record<OrderPlaced['data']['kind'], TimelineKind> = {
  ichiban: 'ichiban',
  gacha: 'gacha',
  blindbox: 'blindbox',
  shop: 'shop',
  box_shipping: 'shipping',
};

export const ACTOR_LABELS = { member: '會員', staff: '客服', system: '系統' } as const;

/** A link of a line: to the order (it narrows the timeline to the order) or to the container's fairness proof. */
export type TimelineLink = { kind: 'order'; orderId: string } | { kind: 'proof'; href: string; label: string };

export interface TimelineLine {
  /** Index into the whole timeline (which the replay folds). */
  index: number;
  event: TimelineEvent;
  kind: TimelineKind;
  title: string;
  detail: string;
  actor: { kind: keyof typeof ACTOR_LABELS; label: string };
  orderId: string | null;
  links: TimelineLink[];
}

const prefixOf = (streamId: string) => streamId.slice(0, Math.max(0, streamId.indexOf('-'))) || streamId;

/** The proof page of a container: the public verifier of a tube or machine, the exported log of a blind box. */
function proofOf(container: { tubeId?: unknown; machineId?: unknown; packageId?: unknown }): TimelineLink | null {
  const id = (v: unknown) => encodeURIComponent(String(v));
  if (typeof container.tubeId === 'string')
    return { kind: 'proof', href: `/ichiban/fairness-verification/audit?tubeId=${id(container.tubeId)}`, label: '籤筒公平性驗證' };
  if (typeof container.machineId === 'string')
    return { kind: 'proof', href: `/gacha/fairness-verification/audit?machineId=${id(container.machineId)}`, label: '轉蛋機公平性驗證' };
  if (typeof container.packageId === 'string')
    return { kind: 'proof', href: `/api/audit/packages/${id(container.packageId)}/events`, label: '盒玩事件紀錄' };
  return null;
}

interface OrderFacts {
  kind: TimelineKind;
  context: EventContext;
  proof: TimelineLink | null;
}

/** Names the history endpoint gives beside the events: staff and liked products, by id. */
export interface TimelineNames {
  staff: Readonly<Record<string, string>>;
  products: Readonly<Record<string, string>>;
}

/** Each line in words. */
export function timelineLines(events: readonly TimelineEvent[], memberId: string, names: TimelineNames): TimelineLine[] {
  const orders = new Map<string, OrderFacts>();
  const orderOfCorrelation = new Map<string, string>();
  const coupons = new Map<string, string>();
  const items = new Map<string, string>();
  for (const e of events) {
    const d = e.data as Record<string, unknown>;
    if (e.type === 'OrderPlaced') {
      const placed = d as OrderPlaced['data'];
      const selection = (placed as Record<string, unknown>)[placed.kind] as Record<string, unknown> | undefined;
      orders.set(placed.orderId, {
        kind: ORDER_KINDS[placed.kind] ?? 'other',
        context: { productName: placed.productName, orderKind: placed.kind },
        proof: selection ? proofOf(selection) : null,
      });
    }
    if (e.stream_id.startsWith('order-')) orderOfCorrelation.set(e.metadata.correlationId, e.stream_id.slice('order-'.length));
    if (e.type === 'CouponGranted') coupons.set(String(d.couponId), String(d.title));
    if (e.type === 'BoxItemAdded') items.set(String(d.itemId), String(d.name));
  }
  const itemName = (itemId: string) => items.get(itemId);

  return events.map((event, index) => {
    const d = event.data as Record<string, unknown>;
    const prefix = prefixOf(event.stream_id);
    const orderId =
      typeof d.orderId === 'string'
        ? d.orderId
        : prefix === 'order'
          ? event.stream_id.slice('order-'.length)
          : (orderOfCorrelation.get(event.metadata.correlationId) ?? null);
    const order = orderId ? orders.get(orderId) : undefined;
    const kind = prefix === 'order' ? (order?.kind ?? 'other') : (STREAM_KINDS[prefix] ?? 'other');
    const liked =
      (event.type === 'ProductLiked' || event.type === 'ProductUnliked') && typeof d.productId === 'string' ? names.products[d.productId] : undefined;
    const context: EventContext = {
      ...order?.context,
      ...(liked ? { productName: liked } : {}),
      ...(typeof d.couponId === 'string' && coupons.has(d.couponId) ? { couponTitle: coupons.get(d.couponId) } : {}),
      itemName,
    };
    const proof = proofOf(d) ?? order?.proof ?? null;
    return {
      index,
      event,
      kind,
      title: eventTitle(event.type),
      detail: eventDetail(event, context),
      actor: actorOf(event, memberId, names.staff),
      orderId,
      links: [...(orderId ? [{ kind: 'order' as const, orderId }] : []), ...(proof ? [proof] : [])],
    };
  });
}

/** Who caused the event: the member, a staff member by name (the actor, or the staff id the fact names), or the shop. */
function actorOf(event: TimelineEvent, memberId: string, staff: Readonly<Record<string, string>>): TimelineLine['actor'] {
  const kind = actorKind(event, memberId);
  const staffId = kind === 'staff' ? event.metadata.actor.id : (event.data as { staffId?: unknown }).staffId;
  if (kind === 'member') return { kind, label: ACTOR_LABELS.member };
  if (typeof staffId === 'string') return { kind: 'staff', label: `${ACTOR_LABELS.staff} ${staff[staffId] ?? staffId}` };
  return { kind, label: ACTOR_LABELS[kind] };
}

export interface TimelineFilter {
  /** Kinds to show; every kind when empty. */
  kinds: ReadonlySet<TimelineKind>;
  /** Local dates (YYYY-MM-DD, Asia/Taipei) from and to, both included; open when empty. */
  from: string;
  to: string;
  /** An order number, a phone, a name or any words of the line; every line when empty. */
  query: string;
}

/** The Taiwan calendar date of an instant: support works in the shop's time zone. */
export function taipeiDate(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** An instant as every staff screen shows it, in Taipei time: 2026-11-21 00:30:05. */
export function taipeiTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The lines the filter keeps, in timeline order. */
export function filterTimeline(lines: readonly TimelineLine[], filter: TimelineFilter): TimelineLine[] {
  const query = filter.query.trim().toLowerCase();
  return lines.filter((line) => {
    if (filter.kinds.size && !filter.kinds.has(line.kind)) return false;
    const day = taipeiDate(line.event.metadata.occurredAt);
    if (filter.from && day < filter.from) return false;
    if (filter.to && day > filter.to) return false;
    if (!query) return true;
    return [line.orderId ?? '', line.title, line.detail, line.actor.label].some((text) => text.toLowerCase().includes(query));
  });
}

/** How many lines of each kind: the filter's counts. */
export function kindCounts(lines: readonly TimelineLine[]): Record<TimelineKind, number> {
  const counts = Object.fromEntries(TIMELINE_KINDS.map((k) => [k, 0])) as Record<TimelineKind, number>;
  for (const line of lines) counts[line.kind] += 1;
  return counts;
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

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The lines as shown, as CSV (with a BOM, so that spreadsheet programs read the Chinese): to attach to a case. */
export function toCsv(lines: readonly TimelineLine[]): string {
  const rows = [
    ['時間', '類別', '事件', '內容', '執行者', '訂單'],
    ...lines.map((l) => [taipeiTime(l.event.metadata.occurredAt), KIND_LABELS[l.kind], l.title, l.detail, l.actor.label, l.orderId ?? '']),
  ];
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
