// POST /api/raffle/draw/{tubeId} and /api/raffle/draw/multiple/{tubeId}: buy tickets with tokens
// (and bonus points; never coupons). The request reserves the tube for the buyer (423 with
// `remain` when another holds it), checks product, count and points, then runs the purchase
// process to its end: the answer is a paid order with its tickets drawn, or nothing charged.
// With payment_method credit_card the order is placed (points taken) and answered pending: the
// card is paid at the gateway reached through GET /payment/redirect/{orderId}.
import { randomBytes, randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  checkPointsSpend,
  messages,
  multipleDrawRequestSchema,
  productSellability,
  singleDrawRequestSchema,
  tubeIdParamSchema,
  type DrawPurchaseResponse,
  type IchibanSelection,
  type OrderPlaced,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { userMetadata } from '../../../http/request-metadata';
import { validate } from '../../../http/zod-validation.pipe';
import type { DomainError } from '../../../platform/decider';
import { AuthGuard, CurrentUser } from '../../accounts/auth.guard';
import type { SessionUser } from '../../accounts/sessions.service';
import { ProductRow } from '../../catalogue/catalogue.public';
import { DrawTicketsHandler } from '../../ichiban/commands/draw-tickets/draw-tickets.handler';
import { LockTubeCommand } from '../../ichiban/commands/lock-tube/lock-tube.command';
import type { LockTubeResult } from '../../ichiban/commands/lock-tube/lock-tube.handler';
import { TUBE_LOCKED_MESSAGE } from '../../ichiban/commands/lock-tube/lock-tube.http.controller';
import { TicketsUnavailable, TooManyTickets, TubeLockedByOther, TubeNotOpen } from '../../ichiban/domain/tube.decide';
import { activeLock } from '../../ichiban/domain/tube.state';
import { InsufficientPoints, InsufficientTokens } from '../../wallet/wallet.public';
import { toDrawOrder, toTickets } from '../draw-results';
import { CardPaymentService } from '../card-payment/card-payment.service';
import { IchibanPurchaseProcess, PurchaseStepRefused } from './ichiban-purchase.process';

type SingleDraw = z.output<typeof singleDrawRequestSchema>;
type MultipleDraw = z.output<typeof multipleDrawRequestSchema>;
type Pick = { numbers: number[] } | { random: number } | { fullPack: true };

const m = messages.ichiban;
const fail = (status: number, message: string, extra: Record<string, unknown> = {}) => new HttpException({ success: false, message, ...extra }, status);

@Controller('raffle/draw')
@UseGuards(AuthGuard)
export class IchibanPurchaseHttpController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(DrawTicketsHandler) private readonly tubes: DrawTicketsHandler,
    @Inject(IchibanPurchaseProcess) private readonly process: IchibanPurchaseProcess,
    @Inject(CardPaymentService) private readonly cards: CardPaymentService,
  ) {}

  @Post(':tubeId')
  @HttpCode(200)
  single(
    @Param('tubeId', validate(tubeIdParamSchema)) tubeId: string,
    @Body(validate(singleDrawRequestSchema)) body: SingleDraw,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<DrawPurchaseResponse> {
    return this.buy(tubeId, body, { numbers: [body.ticket_number] }, m.drawFailed, user, req);
  }

  @Post('multiple/:tubeId')
  @HttpCode(200)
  multiple(
    @Param('tubeId', validate(tubeIdParamSchema)) tubeId: string,
    @Body(validate(multipleDrawRequestSchema)) body: MultipleDraw,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<DrawPurchaseResponse> {
    const pick: Pick = body.is_full_pack
      ? { fullPack: true }
      : body.ticket_numbers?.length
        ? { numbers: body.ticket_numbers }
        : { random: body.random_count! };
    return this.buy(tubeId, body, pick, m.multiDrawFailed, user, req);
  }

  private async buy(
    tubeId: string,
    body: SingleDraw | MultipleDraw,
    pick: Pick,
    drawFailed: string,
    user: SessionUser,
    req: Request,
  ): Promise<DrawPurchaseResponse> {
    const now = new Date();
    const product = await this.db.getRepository(ProductRow).findOneBy({ id: body.product_id });
    if (!product || product.type !== 0) throw fail(404, messages.catalog.productFailed);
    const sellable = productSellability({ status: product.status, release_date: product.releaseDate, draw_date: product.drawDate }, now);
    if (!sellable.sellable) throw fail(400, sellable.message);
    const card = body.payment_method === 'credit_card';
    if (card && !this.cards.available) throw fail(400, messages.product.notPurchasable);

    const tube = await this.tubes.load(tubeId);
    if (tube.status !== 'open') throw fail(404, m.tubeIdMissing);
    if (tube.productId !== product.id) throw fail(400, drawFailed);
    const remaining = tube.totalTickets - tube.drawn.size;
    if (remaining === 0) throw fail(400, m.noFreeNumbers);

    let selection: Omit<IchibanSelection, 'tubeId' | 'randomSeed'>;
    if ('numbers' in pick) {
      if (pick.numbers.some((n) => n > tube.totalTickets)) throw fail(400, m.selectTickets);
      if (pick.numbers.some((n) => tube.drawn.has(n))) throw fail(409, drawFailed);
      selection = { numbers: pick.numbers, count: pick.numbers.length, fullPack: false };
    } else if ('random' in pick) {
      selection = { numbers: null, count: Math.min(pick.random, remaining), fullPack: false };
    } else {
      selection = { numbers: null, count: remaining, fullPack: true };
    }

    const unitPrice = product.discountPrice ?? product.price;
    const amount = unitPrice * selection.count;
    const points = body.points_discount;
    if (points > 0 && !product.allowPointPayment) throw fail(400, messages.points.insufficient);
    // The wallet checks the balance when it pays; here the steps and the share of the price.
    const spend = checkPointsSpend(points, { balance: points, price: amount });
    if (!spend.ok) throw fail(400, spend.message);
    const payable = amount - spend.discount;
    // The gateway takes no payment of 0.
    if (card && payable < 1) throw fail(400, messages.product.notPurchasable);

    const metadata = userMetadata(req, user.userId, now);
    await this.reserve(tubeId, user.userId, metadata);

    const orderId = randomUUID();
    const placed: OrderPlaced['data'] = {
      orderId,
      userId: user.userId,
      kind: 'ichiban',
      productId: product.id,
      productName: product.name,
      unitPrice,
      amount,
      points,
      tokens: card ? 0 : payable,
      paymentMethod: body.payment_method,
      ...(card ? { cardAmount: payable } : {}),
      ichiban: { ...selection, tubeId, randomSeed: randomBytes(32).toString('hex') },
      placedAt: now.toISOString(),
    };
    try {
      if (card) {
        const order = await this.process.placeForCard(placed, metadata);
        const lock = activeLock(await this.tubes.load(tubeId), new Date());
        return { success: true, message: '', order: toDrawOrder(order), tickets: [], last_prize: null, lock: lockView(lock) };
      }
      const { order, tube: after } = await this.process.purchase(placed, metadata);
      if (order.status !== 'fulfilled') throw fail(409, drawFailed);
      const lock = after ? activeLock(after, new Date()) : null;
      return { success: true, message: '', order: toDrawOrder(order), ...toTickets(order.prizes, order.drawnAt ?? placed.placedAt), lock: lockView(lock) };
    } catch (error) {
      if (error instanceof PurchaseStepRefused) throw refusal(error.cause, drawFailed);
      throw error;
    }
  }

  /** Creating a draw order reserves the tube for the buyer (001 §4). */
  private async reserve(tubeId: string, userId: string, metadata: ReturnType<typeof userMetadata>): Promise<void> {
    try {
      await this.commands.execute<LockTubeCommand, LockTubeResult>(new LockTubeCommand(tubeId, userId, metadata));
    } catch (error) {
      if (error instanceof TubeLockedByOther) throw fail(423, TUBE_LOCKED_MESSAGE, { remain: error.remainSeconds });
      if (error instanceof TubeNotOpen) throw fail(404, m.tubeIdMissing);
      throw error;
    }
  }
}

function lockView(lock: ReturnType<typeof activeLock>): DrawPurchaseResponse['lock'] {
  return { is_locked: !!lock, remain: lock ? Math.max(0, Math.ceil((lock.expiresAt - Date.now()) / 1000)) : 0, locked_by_other: false };
}

function refusal(cause: DomainError, drawFailed: string): HttpException {
  if (cause instanceof InsufficientTokens) return fail(400, messages.balance.insufficientRedirect);
  if (cause instanceof InsufficientPoints) return fail(400, messages.points.insufficient);
  if (cause instanceof TubeLockedByOther) return fail(423, TUBE_LOCKED_MESSAGE, { remain: cause.remainSeconds });
  if (cause instanceof TooManyTickets) return fail(400, m.maxTicketsExceeded);
  if (cause instanceof TicketsUnavailable) return fail(409, drawFailed);
  return fail(400, drawFailed);
}
