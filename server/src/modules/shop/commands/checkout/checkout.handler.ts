// Prices every line from the shop's stock stream (the client's prices are ignored), checks stock,
// points and coupon, builds the order and hands it to the purchase core: a token order is paid,
// its stock sold, in one commit; a card order takes its points and reserves its stock, then waits
// for the gateway.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkPointsSpend, messages, type OrderPlaced } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState } from '../../../../platform/command-runner';
import { PurchaseCore } from '../../../../purchases/purchase-core';
import type { Order } from '../../../orders/orders.public';
import { MPG_SETTINGS, WalletReader, type MpgSettings } from '../../../wallet/wallet.public';
import { SHOP_STOCK_STREAM, shopStockDecider } from '../../domain/shop-stock.decide';
import { CheckoutCommand } from './checkout.command';

/** The request cannot become an order: answered with this status and the spec's message. */
export class CheckoutRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'CheckoutRejected';
  }
}

export type PlacedShopOrder = Exclude<Order, { status: 'none' }>;

@CommandHandler(CheckoutCommand)
export class CheckoutHandler implements ICommandHandler<CheckoutCommand, PlacedShopOrder> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
    @Inject(WalletReader) private readonly wallets: WalletReader,
    @Inject(MPG_SETTINGS) private readonly cardSettings: MpgSettings | null,
  ) {}

  async execute(cmd: CheckoutCommand): Promise<PlacedShopOrder> {
    const now = new Date(cmd.metadata.occurredAt);
    const card = cmd.paymentMethod === 'credit_card';
    if (card && !this.cardSettings) throw new CheckoutRejected(400, messages.payment.paymentFormFailed);
    if (card && !cmd.invoice) throw new CheckoutRejected(400, messages.invoice.typeRequired);

    // The same item on two lines is one line.
    const wanted = new Map<string, number>();
    for (const { itemId, quantity } of cmd.lines) wanted.set(itemId, (wanted.get(itemId) ?? 0) + quantity);
    // Early answers only: the decision checks the stock again on the stream it commits to.
    const { state: stock } = await loadState({ store: this.store, streamId: SHOP_STOCK_STREAM, decider: shopStockDecider });
    const lines: Extract<OrderPlaced['data'], { kind: 'shop' }>['shop']['lines'] = [];
    for (const [itemId, quantity] of wanted) {
      const item = stock.items.get(itemId);
      if (!item) throw new CheckoutRejected(404, messages.catalog.productFailed);
      if (item.available < quantity) throw new CheckoutRejected(409, messages.cart.stockInsufficient(item.available));
      lines.push({ itemId, quantity, title: item.title, unitPrice: item.price, image: item.image });
    }
    const shippingFee = 0;
    const amount = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) + shippingFee;

    const points = cmd.pointsDiscount;
    // The wallet checks the balance when the purchase is decided, and the decision the buyer's VIP
    // share of the price (purchase.decide.ts); here the steps only.
    const spend = checkPointsSpend(points, { balance: points, price: amount, limitPercent: 100 });
    if (!spend.ok) throw new CheckoutRejected(400, spend.message);

    let couponDiscount = 0;
    if (cmd.couponId) {
      const coupon = (await this.wallets.wallet(cmd.userId)).coupons.get(cmd.couponId);
      if (!coupon || coupon.usedBy) throw new CheckoutRejected(400, messages.common.operationFailed);
      couponDiscount = Math.min(coupon.amount, amount - spend.discount);
    }
    const payable = amount - spend.discount - couponDiscount;
    // The gateway takes no payment of 0.
    if (card && payable < 1) throw new CheckoutRejected(400, messages.payment.orderSubmitFailed);

    const first = lines[0]!;
    const count = lines.reduce((n, l) => n + l.quantity, 0);
    const placed: OrderPlaced['data'] = {
      orderId: randomUUID(),
      userId: cmd.userId,
      kind: 'shop',
      productId: first.itemId,
      productName: lines.length > 1 ? `${first.title} 等 ${count} 件` : first.title,
      unitPrice: first.unitPrice,
      amount,
      points,
      tokens: card ? 0 : payable,
      paymentMethod: cmd.paymentMethod,
      ...(card ? { cardAmount: payable } : {}),
      ...(cmd.couponId ? { couponId: cmd.couponId, couponDiscount } : {}),
      shop: {
        lines,
        shippingMethod: cmd.delivery.shippingMethod,
        shippingFee,
        customerNote: cmd.delivery.customerNote,
        ...(cmd.invoice
          ? {
              invoice: {
                invoiceType: cmd.invoice.invoice_type,
                carrierCode: cmd.invoice.carrier_code,
                taxId: cmd.invoice.tax_id,
                companyName: cmd.invoice.company_name,
                donationCode: cmd.invoice.donation_code,
              },
            }
          : {}),
      },
      // Personal data, encrypted with the member's key at the event boundary.
      recipientName: cmd.delivery.recipient.name,
      recipientPhone: cmd.delivery.recipient.phone,
      recipientAddress: cmd.delivery.recipient.address,
      ...(cmd.invoice ? { invoiceEmail: cmd.invoice.email } : {}),
      placedAt: now.toISOString(),
    };
    const { order } = await this.core.run({ type: 'Place', placed }, cmd.metadata);
    if (order.status === 'none') throw new Error(`order ${placed.orderId} was not placed`);
    return order;
  }
}
