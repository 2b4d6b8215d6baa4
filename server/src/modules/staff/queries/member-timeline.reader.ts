// A member's whole history, in log order, for support's timeline and replay: the streams keyed by
// their id (account, wallet, prize box), every order they placed, and — from the containers those
// orders bought from — the events they caused (their locks and draws, and what their purchase
// settled, e.g. a sell-out and its seed reveal). It reads through the event boundary: no credential
// is in it (old hashes are upcast away) and a closed member's personal data reads as erased.
import { Inject, Injectable } from '@nestjs/common';
import { memberStreamPrefixes, type OrderPlaced, type UserHistoryResponse } from '@shop/contracts';
import { OrderSummaryRow, UserAccountRow } from '@shop/projections';
import { DataSource, In } from 'typeorm';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import { comparePositions, type EventStore, type RecordedEvent } from '../../../event-store/event-store.port';
import { packageStreamId } from '../../blindbox/blindbox.public';
import { ProductRow } from '../../catalogue/catalogue.public';
import { machineStreamId } from '../../gacha/gacha.public';
import { orderStreamId } from '../../orders/orders.public';
import { shipmentStreamId } from '../../prize-box/prize-box.public';
import { SHOP_STOCK_STREAM } from '../../shop/shop.public';

/** The member's streams keyed by their id (account, wallet, prize box, check-ins, likes, task claims, VIP level, support's case record), as the contracts place the events. */
const MEMBER_STREAM_PREFIXES = memberStreamPrefixes();

/**
 * The stream an order took its prizes from, per product line: a new line adds its kind here
 * (the compiler asks for it once its branch is in `OrderPlaced`).
 */
const containerStreamOf: { [K in OrderPlaced['data']['kind']]: (placed: Extract<OrderPlaced['data'], { kind: K }>) => string } = {
  ichiban: (placed) => `tube-${placed.ichiban.tubeId}`,
  gacha: (placed) => machineStreamId(placed.gacha.machineId),
  shop: () => SHOP_STOCK_STREAM,
  blindbox: (placed) => packageStreamId(placed.blindbox.packageId),
  box_shipping: (placed) => shipmentStreamId(placed.orderId),
};

function containerStream(placed: OrderPlaced['data']): string {
  return (containerStreamOf[placed.kind] as (p: OrderPlaced['data']) => string)(placed);
}

@Injectable()
export class MemberTimelineReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  /** The member's events, oldest first, with the names of the staff who caused any and of the products liked; no events for an unknown member. */
  async history(userId: string): Promise<Omit<UserHistoryResponse, 'success'>> {
    const own = await Promise.all(MEMBER_STREAM_PREFIXES.map((prefix) => this.store.readStream(`${prefix}${userId}`)));
    const orderIds = (await this.db.getRepository(OrderSummaryRow).find({ where: { userId }, select: { orderId: true } })).map((r) => r.orderId);
    const orders = await Promise.all(orderIds.map((id) => this.store.readStream(orderStreamId(id))));

    const containers = new Set<string>();
    const correlations = new Set<string>();
    for (const event of orders.flat()) {
      correlations.add(event.metadata.correlationId);
      if (event.type === 'OrderPlaced') containers.add(containerStream(event.data as OrderPlaced['data']));
    }
    const caused = (e: RecordedEvent) => (e.data as { userId?: unknown }).userId === userId || correlations.has(e.metadata.correlationId);
    const fromContainers = (await Promise.all([...containers].map((id) => this.store.readStream(id)))).map((events) => events.filter(caused));

    const events = [...own, ...orders, ...fromContainers].flat().sort((a, b) => comparePositions(a.position, b.position));
    return {
      data: events.map((e) => ({
        stream_id: e.streamId,
        revision: Number(e.revision),
        type: e.type,
        data: e.data as Record<string, unknown>,
        metadata: e.metadata,
      })),
      staff: await this.staffNames(events, userId),
      products: await this.likedProductNames(events),
    };
  }

  /** Names of the products the member liked or unliked (a like names only the product id). */
  private async likedProductNames(events: readonly RecordedEvent[]): Promise<Record<string, string>> {
    const ids = new Set<string>();
    for (const e of events)
      if (e.type === 'ProductLiked' || e.type === 'ProductUnliked') ids.add(String((e.data as { productId?: unknown }).productId));
    if (!ids.size) return {};
    const rows = await this.db.getRepository(ProductRow).find({ where: { id: In([...ids]) }, select: { id: true, name: true } });
    return Object.fromEntries(rows.map((r) => [r.id, r.name]));
  }

  /** Who, by name, of the other accounts that caused the member's events (staff corrections, shipments, role changes). */
  private async staffNames(events: readonly RecordedEvent[], userId: string): Promise<Record<string, string>> {
    const ids = new Set<string>();
    for (const e of events) {
      const { actor } = e.metadata;
      if (actor.kind !== 'system' && actor.id && actor.id !== userId) ids.add(actor.id);
      const staffId = (e.data as { staffId?: unknown }).staffId;
      if (typeof staffId === 'string') ids.add(staffId);
    }
    if (!ids.size) return {};
    const rows = await this.db.getRepository(UserAccountRow).find({ where: { userId: In([...ids]) }, select: { userId: true, name: true } });
    return Object.fromEntries(rows.map((r) => [r.userId, r.name]));
  }
}
