// Checks the request against the product, the machine and the coupon, builds the order (prices
// from the catalogue, never the client) and hands it to the purchase core, which decides and
// commits the whole purchase at once: order, payment and the capsule — reserved for a beacon round
// still to come on a gacha-v3 round (the draw sweeper finishes it then), taken with its box item
// at once on a gacha-v2 round.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkPointsSpend, messages, pointsToCurrency, productSellability, type OrderPlaced } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, peekState } from '../../../../platform/command-runner';
import { PurchaseCore } from '../../../../purchases/purchase-core';
import { ProductRow } from '../../../catalogue/catalogue.public';
import type { Order } from '../../../orders/orders.public';
import { couponProblem, walletDecider, walletStreamId } from '../../../wallet/wallet.public';
import { machineDecider, machineStreamId } from '../../domain/machine.decide';
import { isOnSale, type Machine } from '../../domain/machine.state';
import { GachaDrawSweeper } from '../../purchase/gacha-draw.sweeper';
import { DrawCapsuleCommand } from './draw-capsule.command';

/** The request cannot become an order: answered with this status and the spec's message. */
export class DrawCapsuleRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DrawCapsuleRejected';
  }
}

export interface DrawCapsuleResult {
  order: Exclude<Order, { status: 'none' }>;
  machine: Machine;
}

const m = messages.gacha;

@CommandHandler(DrawCapsuleCommand)
export class DrawCapsuleHandler implements ICommandHandler<DrawCapsuleCommand, DrawCapsuleResult> {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
    @Inject(GachaDrawSweeper) private readonly draws: GachaDrawSweeper,
  ) {}

  async execute(cmd: DrawCapsuleCommand): Promise<DrawCapsuleResult> {
    const now = new Date(cmd.metadata.occurredAt);
    const product = await this.db.getRepository(ProductRow).findOneBy({ id: cmd.productId });
    if (!product || product.type !== 2) throw new DrawCapsuleRejected(404, m.fetchProductFailed);
    const sellable = productSellability({ status: product.status, release_date: product.releaseDate, draw_date: product.drawDate }, now);
    if (!sellable.sellable) throw new DrawCapsuleRejected(400, sellable.message);
    if (!product.allowPointPayment) throw new DrawCapsuleRejected(400, m.tokenPaymentUnsupported);

    // Early refusals only; the decision refuses a machine sold out meanwhile anyway.
    const streamId = machineStreamId(product.id);
    const { state: machine } =
      peekState<Machine>(this.store, streamId, machineDecider) ?? (await loadState({ store: this.store, streamId, decider: machineDecider }));
    if (machine.status !== 'stocked') throw new DrawCapsuleRejected(404, m.fetchProductFailed);
    if (!isOnSale(machine)) throw new DrawCapsuleRejected(409, m.noItems);

    const unitPrice = product.discountPrice ?? product.price;
    // Here the steps only: the buyer's VIP share of the price is the purchase decision's (purchase.decide.ts).
    const spend = checkPointsSpend(cmd.pointsDiscount, { balance: cmd.pointsDiscount, price: unitPrice, limitPercent: 100 });
    if (!spend.ok) throw new DrawCapsuleRejected(400, spend.message);
    // The coupon takes off at most what the points left to pay; the wallet checks it again when it pays.
    let couponDiscount = 0;
    if (cmd.couponId) {
      const { state: wallet } = await loadState({ store: this.store, streamId: walletStreamId(cmd.userId), decider: walletDecider });
      const coupon = wallet.coupons.get(cmd.couponId);
      if (!coupon) throw new DrawCapsuleRejected(400, messages.common.operationFailed);
      const problem = couponProblem(coupon, { amount: unitPrice, productId: product.id, categoryId: '2' }, now);
      if (problem) throw new DrawCapsuleRejected(400, problem.message);
      couponDiscount = Math.min(coupon.amount, unitPrice - pointsToCurrency(cmd.pointsDiscount));
    }

    const placed: OrderPlaced['data'] = {
      orderId: randomUUID(),
      userId: cmd.userId,
      kind: 'gacha',
      productId: product.id,
      productName: product.name,
      unitPrice,
      amount: unitPrice,
      points: cmd.pointsDiscount,
      tokens: unitPrice - spend.discount - couponDiscount,
      paymentMethod: 'balance',
      ...(cmd.couponId ? { couponId: cmd.couponId, couponDiscount } : {}),
      gacha: { machineId: product.id },
      placedAt: now.toISOString(),
    };
    const { order, container } = await this.core.run<Machine>({ type: 'Place', placed }, cmd.metadata);
    const waiting = container.status === 'stocked' ? container.pending.get(placed.orderId) : undefined;
    if (order.status === 'paid' && waiting) {
      this.draws.drawWhenDue(product.id, waiting.beaconRound);
      return { order, machine: container };
    }
    if (order.status !== 'fulfilled') throw new Error(`order ${placed.orderId} was neither fulfilled nor waiting for its draw`);
    return { order, machine: container };
  }
}
