// The box_shipping line of the purchase core: the fee is paid from tokens like any order, the
// container is the order's own `shipment-<orderId>` stream (what and where, the address copied from
// the member's book), and instead of adding prizes the order marks its items paid in the box
// (PlaceShippingOrder, which also checks the fee against the free-shipping rule) — one commit.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { messages, type Address, type BoxShippingSelection, type FulfilledPrize, type ShipmentEvent } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { PurchaseCore } from '../../../purchases/purchase-core';
import type { BoxItem, PlacedOrderData, PurchaseLine } from '../../../purchases/purchase-line';
import { AddressesReader } from '../../addresses/addresses.public';
import type { BoxCommand } from '../domain/box.decide';
import { shipmentDecider, shipmentStreamId, type Shipment } from '../domain/shipment.decide';

/** The address the order names is not (any longer) in the member's book. */
export class ShippingAddressMissing extends DomainError {
  constructor() {
    super(messages.box.selectAddress);
  }
}

export function shippingOf(placed: PlacedOrderData): BoxShippingSelection {
  if (placed.kind !== 'box_shipping') throw new Error(`order ${placed.orderId} is not a box_shipping order`);
  return placed.shipping;
}

@Injectable()
export class ShippingLine implements PurchaseLine<Shipment, ShipmentEvent, Address | null>, OnModuleInit {
  readonly kind = 'box_shipping' as const;
  readonly container = shipmentDecider;

  constructor(
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
    @Inject(AddressesReader) private readonly addresses: AddressesReader,
  ) {}

  onModuleInit(): void {
    this.core.register(this);
  }

  containerStreamId(placed: PlacedOrderData): string {
    return shipmentStreamId(placed.orderId);
  }

  async prepare(placed: PlacedOrderData, shipment: Shipment): Promise<Address | null> {
    return shipment.requested ? null : this.addresses.find(placed.userId, shippingOf(placed).addressId);
  }

  take(placed: PlacedOrderData, shipment: Shipment, address: Address | null): ShipmentEvent[] {
    if (shipment.requested) return [];
    if (!address) throw new ShippingAddressMissing();
    const s = shippingOf(placed);
    return shipmentDecider.decide(
      {
        type: 'RequestShipment',
        data: {
          orderId: placed.orderId,
          userId: placed.userId,
          items: s.items,
          recipientName: address.name,
          recipientPhone: address.phone,
          city: address.city,
          district: address.district,
          addressDetail: address.address_detail,
          shippingMethod: s.shippingMethod,
          customerNote: s.customerNote,
          fee: placed.amount,
        },
      },
      shipment,
    );
  }

  /** The order's lines: the items it ships. */
  prizes(placed: PlacedOrderData): FulfilledPrize[] {
    return shippingOf(placed).items.map((item, i) => ({ itemId: item.itemId, number: i + 1, prizeName: item.name, imageUrl: item.imageUrl }));
  }

  boxItem(): BoxItem {
    throw new Error('a shipping order adds nothing to the box (boxCommand)');
  }

  boxCommand(placed: PlacedOrderData, prizes: FulfilledPrize[], now: Date): BoxCommand {
    return {
      type: 'PlaceShippingOrder',
      data: {
        userId: placed.userId,
        orderId: placed.orderId,
        itemIds: prizes.map((p) => p.itemId),
        fee: placed.amount,
        shippingMethod: shippingOf(placed).shippingMethod,
      },
      now,
    };
  }

  settle(): ShipmentEvent[] {
    return [];
  }

  async settleStranded(): Promise<number> {
    return 0;
  }

  describe(placed: PlacedOrderData): string {
    return `盒櫃出貨 ${shippingOf(placed).items.length} 件`;
  }

  couponContext(): { productId: string; categoryId: string } {
    return { productId: 'box_shipping', categoryId: 'box_shipping' };
  }
}
