// Checks what the request asks against the product and the tube, builds the order (prices from the
// catalogue, never the client; the random seed here) and hands it to the purchase core, which
// decides and commits the whole purchase at once. A card order is placed only if it could draw
// now, holds nothing (the tube and its numbers stay open to everyone) and takes its points: its
// tickets are drawn when the gateway reports the payment, if they are still free then.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkPointsSpend, ichibanSelectionOf, messages, productSellability, type IchibanSelection, type OrderPlaced } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../../../database/prepared-query';
import { RowCache, RowChanges } from '../../../../database/row-changes';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, peekState } from '../../../../platform/command-runner';
import { PurchaseCore } from '../../../../purchases/purchase-core';
import { orderDecider, orderStreamId, type Order } from '../../../orders/orders.public';
import { MPG_SETTINGS, type MpgSettings } from '../../../wallet/wallet.public';
import { tubeDecider } from '../../domain/tube.decide';
import { activeLock, type TubeLock, type Tube } from '../../domain/tube.state';
import { tubeStreamId } from '../../purchase/ichiban.line';
import { passTubeLineGate } from '../../tube-line-gate';
import { BuyTicketsCommand } from './buy-tickets.command';

/** The request cannot become an order: answered with this status and the spec's message. */
export class BuyTicketsRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'BuyTicketsRejected';
  }
}

export interface BuyTicketsResult {
  order: Exclude<Order, { status: 'none' }>;
  /** The buyer's lock on the tube after the purchase, if any. */
  lock: TubeLock | null;
}

interface ProductFacts {
  id: string;
  name: string;
  type: number;
  price: number;
  discount_price: number | null;
  status: string;
  release_date: Date | null;
  draw_date: Date | null;
  allow_point_payment: boolean;
}

const PRODUCT_SQL = `SELECT id, name, type, price, discount_price, status, release_date, draw_date, allow_point_payment FROM products WHERE id = $1`;

@CommandHandler(BuyTicketsCommand)
export class BuyTicketsHandler implements ICommandHandler<BuyTicketsCommand, BuyTicketsResult> {
  /** Product rows by id, kept until their row changes (database/row-changes.ts). */
  private readonly products: RowCache<ProductFacts>;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
    @Inject(MPG_SETTINGS) private readonly cardSettings: MpgSettings | null,
    @Inject(RowChanges) changes: RowChanges,
  ) {
    this.products = new RowCache<ProductFacts>(changes, 'products', 1_000);
  }

  async execute(cmd: BuyTicketsCommand): Promise<BuyTicketsResult> {
    const { tubeId, pick, drawFailed, metadata } = cmd;
    const now = new Date(metadata.occurredAt);
    // With an Idempotency-Key the order id follows from it, so a retry finds the order it made
    // (the purchase core is idempotent on the order id) instead of buying again.
    const orderId = cmd.idempotencyKey ? keyedOrderId(cmd.userId, cmd.idempotencyKey) : randomUUID();
    if (cmd.idempotencyKey) {
      const { state: earlier } = await loadState({ store: this.store, streamId: orderStreamId(orderId), decider: orderDecider });
      if (earlier.status !== 'none') return this.answerAgain(earlier, cmd);
    }
    const product = await this.products.get(cmd.productId, async () => {
      const [row] = await preparedQuery<ProductFacts>(this.db, 'ichiban-product', PRODUCT_SQL, [cmd.productId]);
      return row ?? null;
    });
    if (!product || product.type !== 0) throw new BuyTicketsRejected(404, messages.catalog.productFailed);
    const sellable = productSellability({ status: product.status, release_date: product.release_date, draw_date: product.draw_date }, now);
    if (!sellable.sellable) throw new BuyTicketsRejected(400, sellable.message);
    const card = cmd.paymentMethod === 'credit_card';
    if (card && !this.cardSettings) throw new BuyTicketsRejected(400, messages.product.notPurchasable);

    // These checks only refuse early what the decision would refuse anyway. A tube only ever gains
    // drawn tickets, so a cached fold may let a stale request through to the decision, never refuse a good one.
    const streamId = tubeStreamId(tubeId);
    const { state: tube } =
      peekState<Tube>(this.store, streamId, tubeDecider) ?? (await loadState({ store: this.store, streamId, decider: tubeDecider }));
    if (tube.status !== 'open') throw new BuyTicketsRejected(404, messages.ichiban.tubeIdMissing);
    if (tube.productId !== product.id) throw new BuyTicketsRejected(400, drawFailed);
    // A request racing its own retry can find its tickets already taken by the retry: with a key,
    // that is the same order, answered as such (the core would find it too, but these early checks come first).
    const taken = async (status: number, message: string): Promise<BuyTicketsResult> => {
      if (cmd.idempotencyKey) {
        const { state: raced } = await loadState({ store: this.store, streamId: orderStreamId(orderId), decider: orderDecider });
        if (raced.status !== 'none') return this.answerAgain(raced, cmd);
      }
      throw new BuyTicketsRejected(status, message);
    };
    const remaining = tube.totalTickets - tube.drawn.size;
    if (remaining === 0) return taken(400, messages.ichiban.noFreeNumbers);

    let selection: Omit<IchibanSelection, 'tubeId' | 'randomSeed'>;
    if ('numbers' in pick) {
      if (pick.numbers.some((n) => n > tube.totalTickets)) throw new BuyTicketsRejected(400, messages.ichiban.selectTickets);
      if (pick.numbers.some((n) => tube.drawn.has(n))) return taken(409, drawFailed);
      selection = { numbers: pick.numbers, count: pick.numbers.length, fullPack: false };
    } else if ('random' in pick) {
      selection = { numbers: null, count: Math.min(pick.random, remaining), fullPack: false };
    } else {
      selection = { numbers: null, count: remaining, fullPack: true };
    }

    const unitPrice = product.discount_price ?? product.price;
    const amount = unitPrice * selection.count;
    const points = cmd.pointsDiscount;
    if (points > 0 && !product.allow_point_payment) throw new BuyTicketsRejected(400, messages.points.insufficient);
    // The wallet checks the balance when the purchase is decided, and the decision the buyer's VIP
    // share of the price (purchase.decide.ts); here the steps only.
    const spend = checkPointsSpend(points, { balance: points, price: amount, limitPercent: 100 });
    if (!spend.ok) throw new BuyTicketsRejected(400, spend.message);
    const payable = amount - spend.discount;
    // The gateway takes no payment of 0.
    if (card && payable < 1) throw new BuyTicketsRejected(400, messages.product.notPurchasable);

    // A purchase by anyone but the holder takes a free tube's lock (a token purchase) or is placed for
    // some of its tickets (a card order): the tube's line comes first there as at the lock.
    if (activeLock(tube, now)?.userId !== cmd.userId) await passTubeLineGate(this.store, tubeId, cmd.userId, now);

    const randomSeed = randomBytes(32).toString('hex');
    // A card order must be able to draw now (the tube decides, on a fresh fold) but keeps nothing;
    // a token purchase takes or extends the lock inside its own decision (the tube decider's DrawTickets).
    if (card) {
      const { state: fresh } = await loadState({ store: this.store, streamId, decider: tubeDecider });
      tubeDecider.decide({ type: 'AcceptCardOrder', data: { tubeId, userId: cmd.userId, ...selection }, now }, fresh);
    }

    const placed: OrderPlaced['data'] = {
      orderId,
      userId: cmd.userId,
      kind: 'ichiban',
      productId: product.id,
      productName: product.name,
      unitPrice,
      amount,
      points,
      tokens: card ? 0 : payable,
      paymentMethod: cmd.paymentMethod,
      ...(card ? { cardAmount: payable } : {}),
      ichiban: { ...selection, tubeId, randomSeed },
      placedAt: now.toISOString(),
    };
    const { order, container } = await this.core.run<Tube>({ type: 'Place', placed }, metadata);
    if (order.status === 'none') throw new Error(`order ${placed.orderId} was not placed`);
    // Two requests racing with one key: the order is the first one's.
    if (cmd.idempotencyKey && !sameRequest(order.placed, cmd)) throw new BuyTicketsRejected(409, messages.common.idempotencyKeyReused);
    return { order, lock: activeLock(container, new Date()) };
  }

  /** A retried request: the order its key made, if it asked for the same thing. */
  private async answerAgain(order: Exclude<Order, { status: 'none' }>, cmd: BuyTicketsCommand): Promise<BuyTicketsResult> {
    if (!sameRequest(order.placed, cmd)) throw new BuyTicketsRejected(409, messages.common.idempotencyKeyReused);
    const streamId = tubeStreamId(cmd.tubeId);
    const { state: tube } = await loadState({ store: this.store, streamId, decider: tubeDecider });
    return { order, lock: activeLock(tube, new Date()) };
  }
}

/** The order id an Idempotency-Key names for this member: a UUID (version 8) from SHA-256 of both. */
export function keyedOrderId(userId: string, key: string): string {
  const h = createHash('sha256').update(`${userId}\n${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Whether an order is what this request asks for (same tube, product, tickets, points and payment). */
function sameRequest(placed: OrderPlaced['data'], cmd: BuyTicketsCommand): boolean {
  const s = ichibanSelectionOf(placed);
  const sameTickets =
    'numbers' in cmd.pick
      ? !!s.numbers && [...s.numbers].sort((a, b) => a - b).join() === [...cmd.pick.numbers].sort((a, b) => a - b).join()
      : 'random' in cmd.pick
        ? s.numbers === null && !s.fullPack && s.count <= cmd.pick.random
        : s.fullPack;
  return (
    sameTickets &&
    s.tubeId === cmd.tubeId &&
    placed.productId === cmd.productId &&
    placed.points === cmd.pointsDiscount &&
    placed.paymentMethod === cmd.paymentMethod
  );
}
