// Support's reading of a member's timeline: each event as one line in words (its title and detail
// from contracts' event names, who caused it — the member, a staff member by name, or the shop —
// and links to its order and to its container's fairness proof), the kind it is filed under
// (the purchase line it belongs to, or the part of the account), and the export of the lines as
// shown. The server pages, filters and searches; a page comes with the earlier events its lines
// need to be told in words (their orders' placing, their coupons' grant, their items' arrival).
import {
  actorKind,
  eventDetail,
  eventTitle,
  KIND_LABELS,
  ORDER_KINDS,
  streamKind,
  streamPrefix,
  type EventContext,
  type OrderPlaced,
  type TimelineEvent,
  type TimelineKind,
} from '@shop/contracts';

export { KIND_LABELS, TIMELINE_KINDS, type TimelineKind } from '@shop/contracts';

export const ACTOR_LABELS = { member: '會員', staff: '客服', system: '系統' } as const;

/** A link of a line: to the order (it narrows the timeline to the order) or to the container's fairness proof. */
export type TimelineLink = { kind: 'order'; orderId: string } | { kind: 'proof'; href: string; label: string };

export interface TimelineLine<E extends TimelineEvent = TimelineEvent> {
  /** Index into the loaded lines, oldest first. */
  index: number;
  event: E;
  kind: TimelineKind;
  title: string;
  detail: string;
  actor: { kind: keyof typeof ACTOR_LABELS; label: string };
  orderId: string | null;
  links: TimelineLink[];
}

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

/** Each line in words; `earlier` holds events that name what the lines mention (not lines themselves). */
export function timelineLines<E extends TimelineEvent>(
  events: readonly E[],
  memberId: string,
  names: TimelineNames,
  earlier: readonly TimelineEvent[] = [],
): TimelineLine<E>[] {
  const orders = new Map<string, OrderFacts>();
  const orderOfCorrelation = new Map<string, string>();
  const coupons = new Map<string, string>();
  const items = new Map<string, string>();
  for (const e of [...earlier, ...events]) {
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
    const prefix = streamPrefix(event.stream_id);
    const orderId =
      typeof d.orderId === 'string'
        ? d.orderId
        : prefix === 'order'
          ? event.stream_id.slice('order-'.length)
          : (orderOfCorrelation.get(event.metadata.correlationId) ?? null);
    const order = orderId ? orders.get(orderId) : undefined;
    const streamKindOf = streamKind(event.stream_id);
    const kind = streamKindOf === 'order' ? (order?.kind ?? 'other') : streamKindOf;
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

/** An instant as every staff screen shows it, in Taipei time: 2026-11-21 00:30:05. */
export function taipeiTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
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
