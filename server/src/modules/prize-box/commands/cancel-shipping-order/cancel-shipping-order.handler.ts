// Support cancels a box_shipping order that has not left. Three streams change together: the box
// (ShippingOrderCancelled: the items back, available to ship again — the box decider refuses a parcel
// that left), the order (OrderCancelled with the staff member: the member's order list reads
// cancelled) and the wallet (RefundOrder: the fee it paid comes back). Where the store appends to
// several streams atomically (PostgreSQL) they commit in one appendMany, each at the revision its
// decision saw; elsewhere box first, then order, then wallet — each step idempotent on the order id,
// so a retry finishes what a cut-short run left.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import { WrongExpectedRevisionError, type EventStore, type StreamAppend } from '../../../../event-store/event-store.port';
import { backoff, CommandConflictError, forgetState, loadState } from '../../../../platform/command-runner';
import { orderDecider, orderStreamId } from '../../../orders/orders.public';
import { walletDecider, walletStreamId } from '../../../wallet/wallet.public';
import { ShippingOrderUnknown, boxDecider, boxStreamId } from '../../domain/box.decide';
import { CancelShippingOrderCommand } from './cancel-shipping-order.command';

export interface ShippingCancellation {
  userId: string;
  itemIds: string[];
  /** Tokens given back by this call (0 when free, or when it was cancelled before). */
  refundedTokens: number;
}

const MAX_ATTEMPTS = 8;

@CommandHandler(CancelShippingOrderCommand)
export class CancelShippingOrderHandler implements ICommandHandler<CancelShippingOrderCommand, ShippingCancellation> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ orderId, reason, staffId, metadata }: CancelShippingOrderCommand): Promise<ShippingCancellation> {
    const now = new Date(metadata.occurredAt);
    const orderStream = orderStreamId(orderId);
    for (let attempt = 1; ; attempt++) {
      const order = await loadState({ store: this.store, streamId: orderStream, decider: orderDecider });
      // A shop order's goods are not the box's: only a box_shipping order is cancelled here.
      if (order.state.status === 'none' || order.state.placed.kind !== 'box_shipping') throw new ShippingOrderUnknown(orderId);
      const { userId } = order.state.placed;
      const boxStream = boxStreamId(userId);
      const walletStream = walletStreamId(userId);
      const [box, wallet] = await Promise.all([
        loadState({ store: this.store, streamId: boxStream, decider: boxDecider }),
        loadState({ store: this.store, streamId: walletStream, decider: walletDecider }),
      ]);
      const returned = boxDecider.decide({ type: 'CancelShippingOrder', data: { userId, orderId, staffId, reason }, now }, box.state);
      const cancelled = orderDecider.decide({ type: 'CancelShippingOrder', data: { orderId, reason, staffId } }, order.state);
      // A free parcel took nothing from the wallet: nothing to give back.
      const payment = wallet.state.payments.get(orderId);
      const owed = payment && (payment.tokens > 0 || payment.points > 0 || payment.couponId !== null);
      const refunded = owed ? walletDecider.decide({ type: 'RefundOrder', data: { userId, orderId, reason }, now }, wallet.state) : [];
      const append = (streamId: string, revision: bigint, events: { type: string; data: unknown }[]): StreamAppend => ({
        streamId,
        expectedRevision: revision < 0n ? 'no_stream' : revision,
        events: events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
      });
      const batch = [
        append(boxStream, box.revision, returned),
        append(orderStream, order.revision, cancelled),
        append(walletStream, wallet.revision, refunded),
      ].filter((b) => b.events.length > 0);
      try {
        if (batch.length > 0 && this.store.appendMany) await this.store.appendMany(batch);
        else for (const b of batch) await this.store.appendToStream(b.streamId, b.events, { expectedRevision: b.expectedRevision });
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw new CommandConflictError(error.streamId, attempt);
        await backoff(attempt);
        continue;
      } finally {
        // The runner's (and the purchase core's) cached folds of these streams are behind now, or stale.
        for (const streamId of [boxStream, orderStream, walletStream]) forgetState(this.store, streamId);
      }
      const shipment = box.state.shipments.get(orderId);
      const refundedTokens = refunded.reduce((sum, e) => sum + (e.type === 'TokensRefunded' ? e.data.amount : 0), 0);
      return { userId, itemIds: [...(shipment?.itemIds ?? [])], refundedTokens };
    }
  }
}
