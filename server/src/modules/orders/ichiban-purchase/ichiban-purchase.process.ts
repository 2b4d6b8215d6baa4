// The ichiban purchase as a process over four streams (DESIGN.md decision 6):
//   order  OrderPlaced → wallet pay → OrderPaid → tube DrawTickets → box BoxItemAdded → OrderFulfilled
//   and, when the final ticket sold, the tube's TubeSeedRevealed.
// Every step is idempotent on the order id, and `advance` runs whatever steps an order still
// needs from the state its stream records, so the request and the recovery process share one path.
// A payment the wallet refuses cancels the order; a draw the tube refuses refunds it.
// A card order (payment_method credit_card) stops after OrderPlaced (and its points, taken from
// the wallet) until the gateway reports: `cardPaid` records OrderPaid with the card payment and
// runs the same steps, `cardFailed` cancels. A card payment the order cannot keep (cancelled
// meanwhile, or refunded after) is recorded as OrderCardRefundDue for staff to refund at the gateway.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CardPayment, EventMetadata, FulfilledPrize, OrderPlaced } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { DrawTicketsHandler } from '../../ichiban/commands/draw-tickets/draw-tickets.handler';
import { RevealTubeSeedHandler } from '../../ichiban/commands/reveal-tube-seed/reveal-tube-seed.handler';
import type { OpenTubeState, Tube } from '../../ichiban/domain/tube.state';
import { AddBoxItemsCommand } from '../../prize-box/prize-box.public';
import { ORDER_PAYMENTS, type OrderPayments } from '../../wallet/wallet.public';
import type { Order } from '../domain/order.state';
import { OrderStore } from '../order-store';

type PlacedOrder = Exclude<Order, { status: 'none' }>;

/** How long a card order waits for the gateway's result before the recovery cancels it. */
export const CARD_PAYMENT_TIMEOUT_MS = 15 * 60_000;

/** A gateway result about an order that is not a card order of ours. */
export class UnknownCardOrder extends Error {}

/** A step was refused by a rule (wallet or tube): the order was cancelled or refunded. */
export class PurchaseStepRefused extends Error {
  constructor(
    readonly step: 'pay' | 'draw',
    override readonly cause: DomainError,
  ) {
    super(`${step} refused: ${cause.message}`);
    this.name = 'PurchaseStepRefused';
  }
}

export interface PurchaseOutcome {
  order: PlacedOrder;
  /** The tube after the draw (absent when the order ended without drawing). */
  tube?: OpenTubeState;
}

@Injectable()
export class IchibanPurchaseProcess {
  private readonly logger = new Logger(IchibanPurchaseProcess.name);
  /** Orders this process is running now: the recovery scan leaves them alone. */
  readonly inFlight = new Set<string>();

  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(ORDER_PAYMENTS) private readonly payments: OrderPayments,
    @Inject(DrawTicketsHandler) private readonly draws: DrawTicketsHandler,
    @Inject(RevealTubeSeedHandler) private readonly reveals: RevealTubeSeedHandler,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  /** Places the order and runs it to its end. Throws PurchaseStepRefused when the wallet or the tube says no. */
  async purchase(placed: OrderPlaced['data'], metadata: EventMetadata): Promise<PurchaseOutcome> {
    this.inFlight.add(placed.orderId);
    try {
      const order = await this.place(placed, metadata);
      return await this.advance(placed.orderId, metadata, order);
    } finally {
      this.inFlight.delete(placed.orderId);
    }
  }

  /** Places a card order and takes its points: it then waits for the gateway. Throws PurchaseStepRefused when the wallet says no. */
  async placeForCard(placed: OrderPlaced['data'], metadata: EventMetadata): Promise<PlacedOrder> {
    this.inFlight.add(placed.orderId);
    try {
      const order = await this.place(placed, metadata);
      await this.takeCardOrderPoints(order, metadata);
      return order;
    } finally {
      this.inFlight.delete(placed.orderId);
    }
  }

  /**
   * The gateway took the card payment: record it once (per trade) and run the order to its end.
   * A payment the order cannot keep (cancelled meanwhile, another amount, a second trade) is owed back.
   */
  async cardPaid(orderId: string, payment: CardPayment, metadata: EventMetadata): Promise<PurchaseOutcome> {
    this.inFlight.add(orderId);
    try {
      const order = await this.orders.load(orderId);
      if (order.status === 'none' || order.placed.paymentMethod !== 'credit_card') throw new UnknownCardOrder(`no card order ${orderId}`);
      const owe = (reason: string) => this.orders.execute(orderId, { type: 'RecordUnusableCardPayment', data: { orderId, payment, reason } }, metadata);
      if (payment.amount !== order.placed.cardAmount) {
        await owe(`card paid ${payment.amount}, the order asks ${String(order.placed.cardAmount)}`);
      } else if (order.status === 'placed') {
        try {
          await this.takeCardOrderPoints(order, metadata);
          const paid = { orderId, tokensDebited: 0, pointsSpent: order.placed.points, card: payment };
          await this.orders.execute(orderId, { type: 'MarkOrderPaid', data: paid }, metadata);
        } catch (error) {
          if (!(error instanceof DomainError || error instanceof PurchaseStepRefused)) throw error;
          await owe(`the order could not take the payment: ${error.message}`);
        }
      } else {
        // Replayed (no-op for the trade that paid it), or paid after the order was cancelled.
        await owe(`the order is ${order.status}`);
      }
      return await this.advance(orderId, metadata);
    } finally {
      this.inFlight.delete(orderId);
    }
  }

  /** The gateway reports the card payment failed or was cancelled: the order is cancelled and its points given back. */
  async cardFailed(orderId: string, reason: string, metadata: EventMetadata): Promise<PlacedOrder> {
    const order = await this.orders.load(orderId);
    if (order.status === 'none' || order.placed.paymentMethod !== 'credit_card') throw new UnknownCardOrder(`no card order ${orderId}`);
    if (order.status !== 'placed') return order;
    return this.cancelCardOrder(order, reason, metadata);
  }

  /** Cancels first, so that a payment recorded meanwhile wins (OrderStepRefused) and keeps its points. */
  async cancelCardOrder(order: PlacedOrder, reason: string, metadata: EventMetadata): Promise<PlacedOrder> {
    const { orderId, userId } = order.placed;
    const cancelled = (await this.orders.execute(orderId, { type: 'CancelOrder', data: { orderId, reason } }, metadata)) as PlacedOrder;
    await this.payments.refund(orderId, userId, reason, metadata);
    return cancelled;
  }

  /** The points of a card order are taken when it is placed (idempotent: again on payment, in case that was cut short). */
  private async takeCardOrderPoints(order: PlacedOrder, metadata: EventMetadata): Promise<void> {
    const p = order.placed;
    if (p.points === 0) return;
    try {
      await this.payments.pay(
        { orderId: p.orderId, userId: p.userId, tokens: 0, points: p.points, description: `一番賞 ${p.productName} ×${p.ichiban.count}`, context: { productId: p.productId, categoryId: '0' } },
        metadata,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (order.status === 'placed') await this.cancelCardOrder(order, error.message, metadata);
      throw new PurchaseStepRefused('pay', error);
    }
  }

  /** Runs the steps the order still needs, from what its stream records (`known`: as a command on it just left it). */
  async advance(orderId: string, metadata: EventMetadata, known?: Order): Promise<PurchaseOutcome> {
    let order = known ?? (await this.orders.load(orderId));
    let tube: OpenTubeState | undefined;
    for (;;) {
      switch (order.status) {
        case 'none':
          throw new Error(`order ${orderId} was never placed`);
        case 'placed':
          // A card order waits for the gateway (cardPaid / cardFailed, or the recovery's timeout).
          if (order.placed.paymentMethod === 'credit_card') return { order, tube };
          order = await this.pay(order, metadata);
          break;
        case 'paid':
          tube = await this.draw(order, metadata);
          order = await this.deliver(order, tube, metadata);
          break;
        case 'fulfilled':
          await this.revealIfSoldOut(order.placed.ichiban.tubeId, metadata, tube);
          return { order, tube };
        case 'cancelled':
        case 'refunded':
          return { order, tube };
      }
    }
  }

  // ── the steps, each safe to repeat ──────────────────────────────────────────────────────────

  async place(placed: OrderPlaced['data'], metadata: EventMetadata): Promise<PlacedOrder> {
    return (await this.orders.execute(placed.orderId, { type: 'PlaceOrder', data: placed }, metadata)) as PlacedOrder;
  }

  async pay(order: PlacedOrder, metadata: EventMetadata): Promise<PlacedOrder> {
    const p = order.placed;
    let receipt;
    try {
      receipt = await this.payments.pay(
        {
          orderId: p.orderId,
          userId: p.userId,
          tokens: p.tokens,
          points: p.points,
          description: `一番賞 ${p.productName} ×${p.ichiban.count}`,
          context: { productId: p.productId, categoryId: '0' },
        },
        metadata,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await this.orders.execute(p.orderId, { type: 'CancelOrder', data: { orderId: p.orderId, reason: error.message } }, metadata);
      throw new PurchaseStepRefused('pay', error);
    }
    const paid = { type: 'MarkOrderPaid' as const, data: { orderId: p.orderId, tokensDebited: receipt.tokensDebited, pointsSpent: receipt.pointsSpent } };
    try {
      return (await this.orders.execute(p.orderId, paid, metadata)) as PlacedOrder;
    } catch (error) {
      // Cancelled meanwhile (the recovery gave up on it): give the payment back.
      if (error instanceof DomainError) await this.payments.refund(p.orderId, p.userId, error.message, metadata);
      throw error;
    }
  }

  async draw(order: PlacedOrder, metadata: EventMetadata): Promise<OpenTubeState> {
    const p = order.placed;
    try {
      const result = await this.draws.execute({ orderId: p.orderId, userId: p.userId, selection: p.ichiban }, metadata);
      return result.state as OpenTubeState;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await this.refund(order, error.message, metadata);
      throw new PurchaseStepRefused('draw', error);
    }
  }

  async refund(order: PlacedOrder, reason: string, metadata: EventMetadata): Promise<void> {
    const { orderId, userId } = order.placed;
    await this.payments.refund(orderId, userId, reason, metadata);
    await this.orders.execute(orderId, { type: 'RefundOrder', data: { orderId, reason } }, metadata);
  }

  /** Prizes to the box, then the order fulfilled, both from what the tube recorded for this order. */
  async deliver(order: PlacedOrder, tube: OpenTubeState, metadata: EventMetadata): Promise<PlacedOrder> {
    const p = order.placed;
    const prizes = prizesOf(tube, p.orderId);
    await this.commands.execute(
      new AddBoxItemsCommand(
        {
          userId: p.userId,
          orderId: p.orderId,
          items: prizes.map((z) => ({ itemId: z.itemId, source: 'ichiban', productId: p.productId, tier: z.tier, name: z.prizeName, imageUrl: z.imageUrl })),
        },
        metadata,
      ),
    );
    const fulfil = { type: 'FulfilOrder' as const, data: { orderId: p.orderId, prizes, drawnAt: metadata.occurredAt } };
    return (await this.orders.execute(p.orderId, fulfil, metadata)) as PlacedOrder;
  }

  /** After the final sale the seed is published; repeated calls change nothing. */
  async revealIfSoldOut(tubeId: string, metadata: EventMetadata, known?: Tube): Promise<void> {
    const tube = known ?? (await this.draws.load(tubeId));
    if (tube.status !== 'open' || !tube.soldOut || tube.revealed) return;
    if (await this.reveals.execute(tubeId, metadata)) this.logger.log(`tube ${tubeId} sold out: seed revealed`);
  }
}

/** The order's tickets (ascending) and, if it bought the final ticket, LAST, as the tube recorded them. */
export function prizesOf(tube: OpenTubeState, orderId: string): FulfilledPrize[] {
  const numbers = tube.orders.get(orderId);
  if (!numbers?.length) throw new Error(`tube ${tube.tubeId} has no tickets for order ${orderId}`);
  const image = (tier: string, name: string) => tube.prizes.find((x) => x.tier === tier && x.name === name)?.image_url ?? '';
  const prizes: FulfilledPrize[] = [...numbers]
    .sort((a, b) => a - b)
    .map((number) => {
      const t = tube.drawn.get(number)!;
      return { itemId: `${orderId}-${number}`, number, tier: t.tier as FulfilledPrize['tier'], prizeName: t.prizeName, imageUrl: image(t.tier, t.prizeName) };
    });
  const last = tube.lastPrize;
  if (last && last.orderId === orderId) {
    prizes.push({ itemId: `${orderId}-LAST`, number: last.number, tier: 'LAST', prizeName: last.prizeName, imageUrl: image('LAST', last.prizeName) });
  }
  return prizes;
}
