// POST shipping-order: `check` answers the fee by the free-shipping rule from the box as it stands
// and the member's tokens; `confirm` places a box_shipping order through the purchase core, which
// pays the fee (0 when free: the order is recorded all the same), copies the address into the
// shipment and marks the items paid in the box in one commit — or refuses with nothing written.
// It answers once the box read model shows the items paid, so the page's refetch does not offer
// them again.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { boughtItemCount, messages, shippingFee, type OrderPlaced } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState } from '../../../../platform/command-runner';
import { PROJECTION_COMMITS, type ProjectionCommits } from '../../../../platform/projection-commits';
import { PurchaseCore } from '../../../../purchases/purchase-core';
import { AddressesReader } from '../../../addresses/addresses.public';
import { walletDecider, walletStreamId } from '../../../wallet/wallet.public';
import { BoxItemUnavailable, boxDecider, boxStreamId } from '../../domain/box.decide';
import { statusAt } from '../../domain/box.state';
import { untilBoxShows } from '../box-shows';
import { PlaceShippingOrderCommand } from './place-shipping-order.command';

export class ShippingOrderRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShippingOrderRejected';
  }
}

export interface ShippingQuote {
  itemsCount: number;
  countedItems: number;
  fee: number;
  tokens: number;
  shortfall: number;
  /** confirm: the order placed. */
  orderId: string | null;
}

@CommandHandler(PlaceShippingOrderCommand)
export class PlaceShippingOrderHandler implements ICommandHandler<PlaceShippingOrderCommand, ShippingQuote> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
    @Inject(AddressesReader) private readonly addresses: AddressesReader,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PROJECTION_COMMITS) private readonly commits: ProjectionCommits,
  ) {}

  async execute(cmd: PlaceShippingOrderCommand): Promise<ShippingQuote> {
    const { userId, request: r, metadata } = cmd;
    const now = new Date(metadata.occurredAt);
    const itemIds = [...new Set(r.item_ids)];
    // These checks answer early what the decision refuses anyway (the box decider, on the streams).
    const [{ state: box }, { state: wallet }, address] = await Promise.all([
      loadState({ store: this.store, streamId: boxStreamId(userId), decider: boxDecider }),
      loadState({ store: this.store, streamId: walletStreamId(userId), decider: walletDecider }),
      this.addresses.find(userId, r.address_id),
    ]);
    if (!address) throw new ShippingOrderRejected(messages.box.selectAddress);
    const items = itemIds.map((id) => {
      const item = box.items.get(id);
      const status = item ? statusAt(item, now) : null;
      if (!item || (status !== 'available' && status !== 'selected')) throw new BoxItemUnavailable(id);
      return item;
    });
    const sources = items.map((i) => i.source);
    const fee = shippingFee(sources);
    const quote = {
      itemsCount: items.length,
      countedItems: boughtItemCount(sources),
      fee,
      tokens: wallet.tokens,
      shortfall: Math.max(0, fee - wallet.tokens),
      orderId: null,
    };
    if (r.action === 'check') return quote;

    const placed: OrderPlaced['data'] = {
      orderId: randomUUID(),
      userId,
      kind: 'box_shipping',
      productId: 'box_shipping',
      productName: '盒櫃出貨',
      unitPrice: fee,
      amount: fee,
      points: 0,
      tokens: fee,
      paymentMethod: 'balance',
      shipping: {
        items: items.map((i) => ({ itemId: i.itemId, name: i.name, imageUrl: i.imageUrl })),
        addressId: address.id,
        shippingMethod: r.shipping_method,
        customerNote: r.customer_note,
      },
      placedAt: now.toISOString(),
    };
    const { order } = await this.core.run({ type: 'Place', placed }, metadata);
    if (order.status !== 'fulfilled') throw new Error(`shipping order ${placed.orderId} is ${order.status}`);
    await untilBoxShows(this.commits, this.db, userId, itemIds, 'paid');
    const { state: after } = await loadState({ store: this.store, streamId: walletStreamId(userId), decider: walletDecider });
    return { ...quote, tokens: after.tokens, shortfall: 0, orderId: placed.orderId };
  }
}
