// An order's result, its replay by draw code, the draw history, and the payment redirect.
//   GET /api/raffle/result/{orderId}          the buyer's own order (login)
//   GET /api/raffle/public/result/{code}      anyone holding the draw code (no login: replay, sharing)
//   GET /api/raffle/history                   the buyer's completed draws, newest first
//   GET /api/payment/redirect/{orderId}       where to go after paying: /ichiban/draw/{code} (a gacha
//                                             order: /gacha/animation?…); for a
//                                             card order awaiting payment, the gateway and its form
import { Controller, Get, HttpException, Inject, NotFoundException, Param, Req, UseGuards } from '@nestjs/common';
import {
  drawCodeParamSchema,
  messages,
  orderIdParamSchema,
  type DrawHistoryResponse,
  type DrawResultResponse,
  type PaymentRedirectResponse,
  drawHistoryResponseSchema,
  drawResultResponseSchema,
  paymentRedirectResponseSchema,
} from '@shop/contracts';
import { OrderSummaryRow } from '@shop/projections';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Config } from '../../../config/config';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { publicOrigin } from '../../../http/public-origin';
import { CardPaymentService } from '../card-payment/card-payment.service';
import { DrawCodeService } from '../draw-code/draw-code.service';
import { RESULT_NOT_FOUND, toDrawResult } from '../draw-results';
import { OrderReader } from './order.reader';
import { PublicDrawResultReader } from './public-draw-result.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

const HISTORY_LIMIT = 200;

@ApiTag('Ichiban')
@Controller()
export class DrawResultsHttpController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(OrderReader) private readonly orders: OrderReader,
    @Inject(DrawCodeService) private readonly codes: DrawCodeService,
    @Inject(PublicDrawResultReader) private readonly publicResults: PublicDrawResultReader,
    @Inject(CardPaymentService) private readonly cards: CardPaymentService,
    @Inject(APP_CONFIG) private readonly config: Config,
  ) {}

  @Get('raffle/result/:orderId')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "A member's draw result", answer: drawResultResponseSchema })
  async result(@Param('orderId', validate(orderIdParamSchema)) orderId: string, @CurrentUser() user: SessionUser): Promise<DrawResultResponse> {
    const order = await this.orders.load(orderId);
    // Another member's order answers as if it did not exist.
    if (order.status === 'none' || order.placed.userId !== user.userId) throw new NotFoundException(RESULT_NOT_FOUND);
    return toDrawResult(order, order.status === 'fulfilled' ? this.codes.codeFor(orderId) : null);
  }

  @Get('raffle/public/result/:code')
  @ApiDoc({ summary: 'A draw result by its share code', answer: drawResultResponseSchema })
  async publicResult(@Param('code', validate(drawCodeParamSchema)) code: string): Promise<DrawResultResponse> {
    const result = await this.publicResults.byCode(code);
    if (!result) throw new NotFoundException(RESULT_NOT_FOUND);
    return result;
  }

  @Get('raffle/history')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "The member's draws", answer: drawHistoryResponseSchema })
  async history(@CurrentUser() user: SessionUser): Promise<DrawHistoryResponse> {
    const rows = await this.db.getRepository(OrderSummaryRow).find({
      where: { userId: user.userId, kind: 'ichiban', status: 'fulfilled' },
      order: { drawnAt: 'DESC', orderId: 'ASC' },
      take: HISTORY_LIMIT,
    });
    return {
      success: true,
      data: rows.map((row) => ({
        order_id: row.orderId,
        code: this.codes.codeFor(row.orderId),
        drawn_at: (row.drawnAt ?? row.updatedAt).toISOString(),
        tube_id: row.tubeId ?? '',
        product_id: row.productId,
        product: { id: row.productId, name: row.productName },
        items: row.prizes.map((z) => ({
          ticket_id: z.itemId,
          tier: z.tier as DrawHistoryResponse['data'][number]['items'][number]['tier'],
          ticket_number: z.number,
          prize: { name: z.prizeName, image_url: z.imageUrl },
        })),
      })),
    };
  }

  @Get('payment/redirect/:orderId')
  @UseGuards(AuthGuard)
  @ApiDoc({ tag: 'Payments', summary: "Where to pay an order (the card gateway's form) or see it", answer: paymentRedirectResponseSchema })
  async redirect(
    @Param('orderId', validate(orderIdParamSchema)) orderId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<PaymentRedirectResponse> {
    const order = await this.orders.load(orderId);
    if (order.status === 'none' || order.placed.userId !== user.userId) {
      throw new NotFoundException({ success: false, message: messages.ichiban.redirectUrlFailed });
    }
    if (order.status === 'placed' && order.placed.paymentMethod === 'credit_card') {
      const form = this.cards.paymentForm(order, publicOrigin(req, this.config), new Date());
      if (!form) throw new HttpException({ success: false, message: messages.ichiban.redirectUrlFailed }, 409);
      return { success: true, redirect_url: form.action, message: '', data: { payment_form: form.html } };
    }
    if (order.status !== 'fulfilled') throw new HttpException({ success: false, message: messages.ichiban.redirectUrlFailed }, 409);
    if (order.placed.kind === 'gacha') {
      const q = new URLSearchParams({ product_id: order.placed.productId, order_id: orderId, transaction_id: orderId });
      return { success: true, redirect_url: `/gacha/animation?${q.toString()}`, message: '' };
    }
    return { success: true, redirect_url: `/ichiban/draw/${this.codes.codeFor(orderId)}`, message: '' };
  }
}
