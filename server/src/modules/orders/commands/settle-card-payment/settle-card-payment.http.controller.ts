// POST /api/payment/newebpay/notify (NewebPay → us, server to server) and
// POST /api/payment/newebpay/return (the browser posted back by the gateway) for card-paid
// orders (ichiban, shop). Both settle the same way (idempotent); the return then shows the draw screen
// (/ichiban/draw/{code}) on success, or the ticket page with 支付處理失敗，請稍後再試 (?payment=failed),
// or, when the tickets went to others while the shopper paid, with 付款期間您選的籤已被抽走
// (?payment=tickets_gone); other lines go to the payment result page /order/success.
import { BadRequestException, Body, Controller, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, mpgFormPostSchema, type MpgFormPost, okResponseSchema } from '@shop/contracts';
import type { Request, Response } from 'express';
import { systemMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { RejectedGatewayResult } from '../../../wallet/wallet.public';
import { DrawCodeService } from '../../draw-code/draw-code.service';
import { SettleCardPaymentCommand } from './settle-card-payment.command';
import type { CardSettlement } from './settle-card-payment.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Payments')
@Controller('payment/newebpay')
export class SettleCardPaymentHttpController {
  private readonly logger = new Logger('CardPayment');

  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(DrawCodeService) private readonly codes: DrawCodeService,
  ) {}

  /** Forged or tampered posts get 400 and change nothing. */
  @Post('notify')
  @HttpCode(200)
  @ApiDoc({ summary: "NewebPay's server-to-server card payment notice", answer: okResponseSchema, form: true })
  async notify(@Body(validate(mpgFormPostSchema)) post: MpgFormPost, @Req() req: Request): Promise<{ success: true }> {
    try {
      await this.settle(post, req);
      return { success: true };
    } catch (error) {
      if (!(error instanceof RejectedGatewayResult)) throw error;
      this.logger.warn(`rejected MPG notify: ${error.message}`);
      throw new BadRequestException({ success: false, message: messages.payment.paymentProcessFailed });
    }
  }

  @Post('return')
  @ApiDoc({
    summary: "The shopper's browser back from NewebPay",
    answer: { status: 303, redirect: 'The draw page when paid, else the ticket page with the failure (payment=failed, or payment=tickets_gone)' },
    body: mpgFormPostSchema,
    form: true,
  })
  async return(@Body() body: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const post = mpgFormPostSchema.safeParse(body);
    const failed = new URLSearchParams({ payment: 'failed', message: messages.payment.paymentProcessFailed }).toString();
    if (!post.success) return res.redirect(303, `/?${failed}`);
    try {
      const { order, paid } = await this.settle(post.data, req);
      const p = order.placed;
      if (p.kind !== 'ichiban') {
        // The payment result page (002 §2 /order/success: orderId, orderType, status, message).
        const result = new URLSearchParams({ orderId: p.orderId, orderType: p.kind, status: paid ? 'success' : 'failed' });
        if (!paid) result.set('message', messages.payment.paymentProcessFailed);
        return res.redirect(303, `/order/success?${result.toString()}`);
      }
      if (paid) return res.redirect(303, `/ichiban/draw/${this.codes.codeFor(p.orderId)}`);
      // The page shows the shop's own words for each outcome, never the query's text. Notify or
      // return, whichever came first, decided; the order's reason says which way.
      const ticketsGone = order.status === 'cancelled' && order.cancelReason === messages.payment.cardTicketsGone;
      const outcome = ticketsGone ? 'payment=tickets_gone' : failed;
      return res.redirect(303, `/ichiban/ticket/${encodeURIComponent(p.productId)}?tube=${encodeURIComponent(p.ichiban.tubeId)}&${outcome}`);
    } catch (error) {
      if (!(error instanceof RejectedGatewayResult)) throw error;
      this.logger.warn(`rejected MPG return: ${error.message}`);
      return res.redirect(303, `/?${failed}`);
    }
  }

  private settle(post: MpgFormPost, req: Request): Promise<CardSettlement> {
    return this.commands.execute<SettleCardPaymentCommand, CardSettlement>(
      new SettleCardPaymentCommand(post, systemMetadata(new Date(), req.header('x-correlation-id'))),
    );
  }
}
