// The shop line of the purchase core: an order takes units of several items from the one
// `shop-stock` container. Goods are delivered, not boxed: the line has no `boxItem`, and its
// `prizes` are the order's lines as sold (what OrderFulfilled records: the goods are handed to
// delivery). A card order reserves its units when placed; the core releases them when the order
// is cancelled (payment failed, or the recovery's 15-minute window passed) or refunded.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { FulfilledPrize, ShopStockEvent } from '@shop/contracts';
import { PurchaseCore } from '../../../purchases/purchase-core';
import type { PlacedOrderData, PurchaseLine } from '../../../purchases/purchase-line';
import { SHOP_STOCK_STREAM, shopStockDecider } from '../domain/shop-stock.decide';
import type { ShopStock } from '../domain/shop-stock.state';

type ShopPlaced = Extract<PlacedOrderData, { kind: 'shop' }>;

const shopOf = (placed: PlacedOrderData): ShopPlaced => {
  if (placed.kind !== 'shop') throw new Error(`order ${placed.orderId} is not a shop order`);
  return placed;
};
const linesOf = (placed: PlacedOrderData) => shopOf(placed).shop.lines.map(({ itemId, quantity }) => ({ itemId, quantity }));

@Injectable()
export class ShopLine implements PurchaseLine<ShopStock, ShopStockEvent, null>, OnModuleInit {
  readonly kind = 'shop' as const;
  readonly container = shopStockDecider;

  constructor(@Inject(PurchaseCore) private readonly core: PurchaseCore) {}

  onModuleInit(): void {
    this.core.register(this);
  }

  containerStreamId(): string {
    return SHOP_STOCK_STREAM;
  }

  prepare(): Promise<null> {
    return Promise.resolve(null);
  }

  reserve(placed: PlacedOrderData, stock: ShopStock): ShopStockEvent[] {
    return shopStockDecider.decide({ type: 'ReserveStock', data: { orderId: placed.orderId, lines: linesOf(placed) } }, stock);
  }

  release(placed: PlacedOrderData, stock: ShopStock, reason: string): ShopStockEvent[] {
    return shopStockDecider.decide({ type: 'ReleaseStock', data: { orderId: placed.orderId, reason } }, stock);
  }

  take(placed: PlacedOrderData, stock: ShopStock): ShopStockEvent[] {
    return shopStockDecider.decide({ type: 'SellStock', data: { orderId: placed.orderId, lines: linesOf(placed) } }, stock);
  }

  prizes(placed: PlacedOrderData): FulfilledPrize[] {
    return shopOf(placed).shop.lines.map((line, i) => ({
      itemId: `${placed.orderId}-${line.itemId}`,
      number: i + 1,
      prizeName: `${line.title} ×${line.quantity}`,
      imageUrl: line.image,
    }));
  }

  settle(): ShopStockEvent[] {
    return [];
  }

  settleStranded(): Promise<number> {
    return Promise.resolve(0);
  }

  describe(placed: PlacedOrderData): string {
    return `商城 ${placed.productName}`;
  }

  couponContext(placed: PlacedOrderData): { productId: string; categoryId: string; amount: number } {
    return { productId: placed.productId, categoryId: 'shop', amount: placed.amount };
  }
}
