// Checks the request against the product and the package, builds the order (prices from the
// catalogue, never the client) and hands it to the purchase core, which decides and commits the
// order, the payment, the slots and the prize box at once.
import { randomUUID } from 'node:crypto';
import { HttpException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkPointsSpend, messages, productSellability, type OrderPlaced } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState } from '../../../../platform/command-runner';
import { PurchaseCore } from '../../../../purchases/purchase-core';
import { ProductRow } from '../../../catalogue/catalogue.public';
import type { Order } from '../../../orders/orders.public';
import { couponProblem, walletDecider, walletStreamId } from '../../../wallet/wallet.public';
import { entirePrice, singleDrawPrice } from '../../blindbox-pricing';
import { packageDecider, packageStreamId } from '../../domain/package.decide';
import { freeSlots, type Package } from '../../domain/package.state';
import { BuySlotsCommand } from './buy-slots.command';
import { passPackageLineGate } from '../../package-line';

const m = messages.blindbox;
const BLINDBOX_TYPE = 1;
const reject = (status: number, message: string) => new HttpException({ success: false, message }, status);

@CommandHandler(BuySlotsCommand)
export class BuySlotsHandler implements ICommandHandler<BuySlotsCommand, Exclude<Order, { status: 'none' }>> {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
  ) {}

  async execute(cmd: BuySlotsCommand): Promise<Exclude<Order, { status: 'none' }>> {
    const now = new Date(cmd.metadata.occurredAt);
    const { state: pkg } = await loadState<Package, never>({ store: this.store, streamId: packageStreamId(cmd.packageId), decider: packageDecider });
    if (pkg.status !== 'open') throw reject(404, m.currentPackageUnavailable);
    if (cmd.productId && cmd.productId !== pkg.productId) throw reject(400, m.operationFailed);
    if (pkg.soldOut) throw reject(409, m.soldOut);
    const product = await this.db.getRepository(ProductRow).findOneBy({ id: pkg.productId });
    if (!product || product.type !== BLINDBOX_TYPE) throw reject(404, m.fetchFailed);
    const sellable = productSellability({ status: product.status, release_date: product.releaseDate, draw_date: product.drawDate }, now);
    if (!sellable.sellable) throw reject(400, sellable.message);
    // Tokens and points only: card payment of blind boxes is not offered.
    if (cmd.paymentMethod !== 'balance') throw reject(400, messages.product.notPurchasable);

    const whole = cmd.itemIndex === null;
    // Buying takes free slots as a lock does: the box's line comes first there too.
    await passPackageLineGate(this.store, cmd.packageId, cmd.userId, now, cmd.itemIndex);
    const itemIndexes = whole ? freeSlots(pkg) : [cmd.itemIndex!];
    if (!whole && (cmd.itemIndex! >= pkg.items.length || pkg.drawn.has(cmd.itemIndex!))) throw reject(409, m.operationFailed);
    const amount = whole ? entirePrice(product, pkg.items.length, itemIndexes.length) : singleDrawPrice(product);
    const unitPrice = whole ? Math.round(amount / itemIndexes.length) : amount;

    const points = cmd.pointsDiscount;
    if (points > 0 && !product.allowPointPayment) throw reject(400, messages.points.insufficient);
    // Here the steps only: the buyer's VIP share of the price is the purchase decision's (purchase.decide.ts).
    const spend = checkPointsSpend(points, { balance: points, price: amount, limitPercent: 100 });
    if (!spend.ok) throw reject(400, spend.message);
    let couponDiscount = 0;
    if (cmd.couponId) {
      const { state: wallet } = await loadState({ store: this.store, streamId: walletStreamId(cmd.userId), decider: walletDecider });
      const coupon = wallet.coupons.get(cmd.couponId);
      if (!coupon) throw reject(400, m.operationFailed);
      // The same rule as the coupon list of this purchase (category 1 = blind box); the wallet checks it again when it pays.
      const problem = couponProblem(coupon, { amount, productId: product.id, categoryId: String(BLINDBOX_TYPE) }, now);
      if (problem) throw reject(400, problem.message);
      couponDiscount = Math.min(coupon.amount, amount - spend.discount);
    }

    const placed: OrderPlaced['data'] = {
      orderId: randomUUID(),
      userId: cmd.userId,
      kind: 'blindbox',
      productId: product.id,
      productName: product.name,
      unitPrice,
      amount,
      points,
      tokens: amount - spend.discount - couponDiscount,
      paymentMethod: 'balance',
      ...(cmd.couponId ? { couponId: cmd.couponId, couponDiscount } : {}),
      blindbox: { packageId: cmd.packageId, itemIndexes, wholeBox: whole },
      placedAt: now.toISOString(),
    };
    const { order } = await this.core.run<Package>({ type: 'Place', placed }, cmd.metadata);
    if (order.status !== 'fulfilled') throw reject(409, m.operationFailed);
    return order;
  }
}
