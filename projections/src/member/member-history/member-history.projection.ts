// Support's index of every member's history: one row per event that names a member (its
// `data.userId`, on their own streams, their orders and the containers they bought from), and per
// container fact that names nobody but belongs to a purchase (a sell-out, a seed reveal, a stock
// move: found again by the purchase's correlation). The timeline pages through these rows by log
// position (keyset), filtered and searched in SQL, and reads only the events a page shows.
import {
  eventDetail,
  eventTitle,
  ORDER_KINDS,
  orderNumberOf,
  personalDataFields,
  shopEventSchema,
  streamKind,
  type OrderPlaced,
  type ShopEventType,
} from '@shop/contracts';
import { projection, type ProjectedEvent } from '../../runner/projection';
import { MemberHistoryRow } from './member-history.entity';

/** Container facts a purchase causes without naming its buyer. */
const PURCHASE_FACTS: ReadonlySet<string> = new Set<ShopEventType>([
  'TubeSoldOut',
  'TubeSeedRevealed',
  'GachaSoldOut',
  'GachaSeedRevealed',
  'PackageSoldOut',
  'PackageSeedRevealed',
  'ShopStockReserved',
  'ShopStockReleased',
  'ShopStockSold',
]);

const everyType = shopEventSchema.options.map((o) => o.shape.type.value);

const memberOf = (event: ProjectedEvent): string | null => {
  const userId = (event.data as { userId?: unknown }).userId;
  return typeof userId === 'string' ? userId : null;
};

/**
 * Streams that only guard uniqueness (which account holds a phone or a sign-in identity): the
 * member's own streams say the same facts (PhoneBound, ProviderLinked) in their words.
 */
const GUARD_STREAMS = ['phone-', 'identity-'];

const isIndexed = (event: ProjectedEvent) =>
  !GUARD_STREAMS.some((prefix) => event.streamId.startsWith(prefix)) && (memberOf(event) !== null || PURCHASE_FACTS.has(event.type));

/** The order an event belongs to: the one it names, or its order stream's. */
function orderOf(event: ProjectedEvent): string | null {
  const orderId = (event.data as { orderId?: unknown }).orderId;
  if (typeof orderId === 'string') return orderId;
  return event.streamId.startsWith('order-') ? event.streamId.slice('order-'.length) : null;
}

function refsOf(event: ProjectedEvent, orderId: string | null): string[] {
  const d = event.data as { couponId?: unknown; itemId?: unknown; itemIds?: unknown };
  const refs = [orderId, d.couponId, d.itemId, ...(Array.isArray(d.itemIds) ? (d.itemIds as unknown[]) : [])];
  return [...new Set(refs.filter((r): r is string => typeof r === 'string'))];
}

/**
 * What support's search matches: the order number, the title and the detail line in words (what was
 * drawn, the amounts, the coupon). Not the detail of an event holding personal data (a phone, an
 * address): this table is not erased with the member's key, so it keeps none.
 */
function searchTextOf(event: ProjectedEvent, orderId: string | null): string {
  const detail = personalDataFields[event.type] ? '' : eventDetail(event as { type: string; data: Record<string, unknown> });
  return [orderId && orderNumberOf(orderId), orderId, eventTitle(event.type), detail].filter(Boolean).join(' ').toLowerCase();
}

export const entryKeyOf = (streamId: string, revision: number) => `${streamId}@${revision}`;

export const memberHistory = projection({
  name: 'member-history',
  entity: MemberHistoryRow,
  key: 'entryKey',
  handles: everyType,
  keyOf: (event) => (isIndexed(event) ? entryKeyOf(event.streamId, event.revision) : null),
  // A row per event.
  creates: () => true,
  evolve(_row, event): MemberHistoryRow {
    const orderId = orderOf(event);
    const kind = event.type === 'OrderPlaced' ? ORDER_KINDS[(event.data as OrderPlaced['data']).kind] : streamKind(event.streamId);
    return {
      entryKey: entryKeyOf(event.streamId, event.revision),
      memberId: memberOf(event),
      commitPosition: event.position.commit.toString(),
      preparePosition: event.position.prepare.toString(),
      streamId: event.streamId,
      revision: event.revision,
      type: event.type,
      kind,
      orderId,
      refs: refsOf(event, orderId),
      correlationId: event.metadata.correlationId,
      occurredAt: new Date(event.metadata.occurredAt),
      search: searchTextOf(event, orderId),
    };
  },
});
