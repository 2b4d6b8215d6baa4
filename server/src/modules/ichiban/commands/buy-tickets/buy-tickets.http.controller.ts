// POST /api/raffle/draw/{tubeId} and /api/raffle/draw/multiple/{tubeId}: buy tickets with tokens
// (and bonus points; never coupons). The answer is a paid order with its tickets drawn, or nothing
// charged. With payment_method credit_card the order is placed (points taken) and answered
// pending: the card is paid at the gateway reached through GET /payment/redirect/{orderId}.
// An optional Idempotency-Key header makes a retried request answer the first purchase.
import { Body, Controller, Headers, HttpCode, HttpException, Param, Post, Req, UseGuards, Inject, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idempotencyKeySchema,
  messages,
  multipleDrawRequestSchema,
  singleDrawRequestSchema,
  tubeIdParamSchema,
  type DrawPurchaseResponse,
  drawPurchaseResponseSchema,
} from '@shop/contracts';
import { IdempotencyInterceptor } from '../../../../http/idempotency.interceptor';
import { Lean, type LeanRequest } from '../../../../http/lean.decorator';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import type { DomainError } from '../../../../platform/decider';
import { PurchaseRefused } from '../../../../purchases/purchase-core';
import { AuthGuard, CurrentUser, MembersOnlyGuard, type SessionUser } from '../../../accounts/accounts.public';
import { toDrawOrder, toTickets } from '../../../orders/orders.public';
import { InsufficientPoints, InsufficientTokens } from '../../../wallet/wallet.public';
import {
  CardFullPackTooLarge,
  TicketsUnavailable,
  TooManyTickets,
  TubeAlreadySoldOut,
  TubeLockedByOther,
  TubeNotOpen,
} from '../../domain/tube.decide';
import type { TubeLock } from '../../domain/tube.state';
import { TUBE_LOCKED_MESSAGE } from '../lock-tube/lock-tube.http.controller';
import { BuyTicketsCommand, type TicketPick } from './buy-tickets.command';
import { BuyTicketsRejected, type BuyTicketsResult } from './buy-tickets.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

type SingleDraw = z.output<typeof singleDrawRequestSchema>;
type MultipleDraw = z.output<typeof multipleDrawRequestSchema>;

const m = messages.ichiban;
const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  new HttpException({ success: false, message, ...extra }, status);

@ApiTag('Ichiban')
@Controller('raffle/draw')
@UseGuards(AuthGuard, MembersOnlyGuard)
export class BuyTicketsHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':tubeId')
  @Lean()
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @ApiDoc({ summary: 'Buy and draw one chosen ticket', answer: drawPurchaseResponseSchema })
  single(
    @Param('tubeId', validate(tubeIdParamSchema)) tubeId: string,
    @Body(validate(singleDrawRequestSchema)) body: SingleDraw,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentUser() user: SessionUser,
    @Req() req: LeanRequest,
  ): Promise<DrawPurchaseResponse> {
    return this.buy(tubeId, body, { numbers: [body.ticket_number] }, m.drawFailed, idempotencyKey, user, req);
  }

  @Post('multiple/:tubeId')
  @Lean()
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @ApiDoc({ summary: 'Buy and draw several tickets: chosen numbers, a random count or the whole tube', answer: drawPurchaseResponseSchema })
  multiple(
    @Param('tubeId', validate(tubeIdParamSchema)) tubeId: string,
    @Body(validate(multipleDrawRequestSchema)) body: MultipleDraw,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentUser() user: SessionUser,
    @Req() req: LeanRequest,
  ): Promise<DrawPurchaseResponse> {
    const pick: TicketPick = body.is_full_pack
      ? { fullPack: true }
      : body.ticket_numbers?.length
        ? { numbers: body.ticket_numbers }
        : { random: body.random_count! };
    return this.buy(tubeId, body, pick, m.multiDrawFailed, idempotencyKey, user, req);
  }

  private async buy(
    tubeId: string,
    body: SingleDraw | MultipleDraw,
    pick: TicketPick,
    drawFailed: string,
    idempotencyKey: string | undefined,
    user: SessionUser,
    req: LeanRequest,
  ): Promise<DrawPurchaseResponse> {
    // Nest's @Headers takes no pipe: the header is checked here, with its contract's schema.
    const key = idempotencyKeySchema.safeParse(idempotencyKey);
    if (!key.success) throw fail(400, messages.common.badRequest);
    const metadata = userMetadata(req, user.userId, new Date());
    let result: BuyTicketsResult;
    try {
      result = await this.commands.execute<BuyTicketsCommand, BuyTicketsResult>(
        new BuyTicketsCommand(tubeId, user.userId, body.product_id, pick, body.points_discount, body.payment_method, drawFailed, metadata, key.data),
      );
    } catch (error) {
      if (error instanceof BuyTicketsRejected) throw fail(error.status, error.message);
      if (error instanceof PurchaseRefused) throw refusal(error.cause, drawFailed);
      if (error instanceof TubeLockedByOther) throw fail(423, TUBE_LOCKED_MESSAGE, { remain: error.remainSeconds });
      if (error instanceof TubeNotOpen) throw fail(404, m.tubeIdMissing);
      // A card order's placing: what the tube would refuse a purchase now.
      if (error instanceof CardFullPackTooLarge) throw fail(400, error.message);
      if (error instanceof TicketsUnavailable) throw fail(409, drawFailed);
      if (error instanceof TooManyTickets) throw fail(400, m.maxTicketsExceeded);
      if (error instanceof TubeAlreadySoldOut) throw fail(409, m.tubeSoldOut);
      throw error;
    }
    const { order, lock } = result;
    if (order.placed.paymentMethod === 'credit_card' && order.status === 'placed') {
      return { success: true, message: '', order: toDrawOrder(order), tickets: [], last_prize: null, lock: lockView(lock, user.userId) };
    }
    if (order.status !== 'fulfilled') throw fail(409, drawFailed);
    return {
      success: true,
      message: '',
      order: toDrawOrder(order),
      ...toTickets(order.prizes, order.drawnAt ?? order.placed.placedAt),
      lock: lockView(lock, user.userId),
    };
  }
}

/** The tube's lock as the buyer sees it after the purchase: theirs, another member's (taken meanwhile), or none. */
export function lockView(lock: TubeLock | null, buyerId: string, now = Date.now()): DrawPurchaseResponse['lock'] {
  if (!lock) return { is_locked: false, remain: 0, locked_by_other: false };
  return { is_locked: true, remain: Math.max(0, Math.ceil((lock.expiresAt - now) / 1000)), locked_by_other: lock.userId !== buyerId };
}

function refusal(cause: DomainError, drawFailed: string): HttpException {
  if (cause instanceof InsufficientTokens) return fail(400, messages.balance.insufficientRedirect);
  if (cause instanceof InsufficientPoints) return fail(400, messages.points.insufficient);
  if (cause instanceof TubeLockedByOther) return fail(423, TUBE_LOCKED_MESSAGE, { remain: cause.remainSeconds });
  if (cause instanceof TooManyTickets) return fail(400, m.maxTicketsExceeded);
  if (cause instanceof TicketsUnavailable) return fail(409, drawFailed);
  if (cause instanceof TubeAlreadySoldOut) return fail(409, m.tubeSoldOut);
  return fail(400, drawFailed);
}
