// What a product line plugs into the one purchase core (DESIGN.md decision 6): its container
// stream and decider (tube, gacha machine, blind-box package, shop stock) and what its orders put
// in the prize box. Everything else — the order, the wallet debit, the box, the recovery, the one
// atomic append — is the core's.
import type { BoxItemAdded, EventMetadata, FulfilledPrize, OrderPlaced } from '@shop/contracts';
import type { Decider } from '../platform/decider';
import type { BoxCommand } from '../modules/prize-box/prize-box.public';

export type PlacedOrderData = OrderPlaced['data'];
export type BoxItem = Omit<BoxItemAdded['data'], 'userId' | 'orderId'>;

export interface PurchaseLine<Container, ContainerEvent extends { type: string; data: unknown }, Prepared> {
  readonly kind: PlacedOrderData['kind'];
  /** The one container stream an order of this line takes from. */
  containerStreamId(placed: PlacedOrderData): string;
  /** Folds the container stream (the same decider object its own commands use, so folds are shared). */
  readonly container: Pick<Decider<Container, never, ContainerEvent>, 'initialState' | 'evolve'>;
  /** Loads what the decision needs beyond the streams (a tube's layout and seed), before deciding. */
  prepare(placed: PlacedOrderData, container: Container): Promise<Prepared>;
  /** The container's events for this paid order; [] when it already took it. Throws a DomainError to refuse. */
  take(placed: PlacedOrderData, container: Container, prepared: Prepared, now: Date): ContainerEvent[];
  /**
   * Whether the container took the order but decides what it won later (a gacha-v3 capsule waiting
   * for its beacon round): the order then stays paid, and a later Recover step finishes it. Absent: never.
   */
  awaiting?(placed: PlacedOrderData, container: Container): boolean;
  /** What the order won, as the container recorded it (called after `take`). */
  prizes(placed: PlacedOrderData, container: Container): FulfilledPrize[];
  /** The prize box item of each prize; left out by a line whose goods are delivered, not boxed (the shop). */
  boxItem?(placed: PlacedOrderData, prize: FulfilledPrize): BoxItem;
  /**
   * A card order's hold on the container while the buyer is at the gateway (the shop's stock; a
   * tube's card order holds nothing, and its payment draws if the tickets are still free), decided
   * with the order's placing; [] when it holds already. Throws a DomainError to refuse the order.
   */
  reserve?(placed: PlacedOrderData, container: Container, now: Date): ContainerEvent[];
  /** Gives back what the card order held once it is cancelled or refunded; [] when it holds nothing. */
  release?(placed: PlacedOrderData, container: Container, reason: string, now: Date): ContainerEvent[];
  /**
   * What the order does to the buyer's box when it is not adding its prizes (absent: AddBoxItems
   * with `boxItem` of each, when the line boxes its goods). A box_shipping order marks the items it ships instead.
   */
  boxCommand?(placed: PlacedOrderData, prizes: FulfilledPrize[], now: Date): BoxCommand;
  /** Events the container owes once an order is fulfilled (a sold-out tube publishes its seed); [] when none. */
  settle(container: Container, prepared: Prepared): ContainerEvent[];
  /** The payment's line in the wallet's histories. */
  describe(placed: PlacedOrderData): string;
  /**
   * Container work a step-wise purchase cut short after its order was fulfilled (a sold-out tube
   * whose reveal never got appended): done by the recovery; returns how many containers it settled.
   */
  settleStranded(metadata: EventMetadata): Promise<number>;
  /**
   * For a coupon's product and category restrictions; `amount` (元 before the coupon) for its 滿N元可用
   * when the payment does not show it (a card order's tokens are 0).
   */
  couponContext(placed: PlacedOrderData): { productId: string; categoryId: string; amount?: number };
}
