// POST /api/recharge/notify (NewebPay → us, server to server) and POST /api/recharge/return (the
// browser coming back from the gateway): both settle the same way, once.
import { BadRequestException, Body, Controller, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, mpgFormPostSchema, type MpgFormPost, okResponseSchema } from '@shop/contracts';
import type { Request, Response } from 'express';
import { systemMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { RejectedGatewayResult } from '../../newebpay/mpg-gateway';
import { SettleRechargeCommand } from './settle-recharge.command';
import type { SettledRecharge } from './settle-recharge.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Payments')
@Controller('recharge')
export class SettleRechargeHttpController {
  private readonly logger = new Logger('Recharge');

  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  private settle(post: MpgFormPost, req: Request): Promise<SettledRecharge> {
    return this.commands.execute<SettleRechargeCommand, SettledRecharge>(
      new SettleRechargeCommand(post, systemMetadata(new Date(), req.header('x-correlation-id'))),
    );
  }

  /** NewebPay's server-to-server result. Forged or tampered posts get 400 and change nothing. */
  @Post('notify')
  @HttpCode(200)
  @ApiDoc({ summary: "NewebPay's server-to-server recharge notice", answer: okResponseSchema, form: true })
  async notify(@Body(validate(mpgFormPostSchema)) post: MpgFormPost, @Req() req: Request): Promise<{ success: true }> {
    try {
      await this.settle(post, req);
      return { success: true };
    } catch (error) {
      if (error instanceof RejectedGatewayResult) {
        this.logger.warn(`rejected MPG notify: ${error.message}`);
        throw new BadRequestException({ success: false, message: messages.payment.paymentProcessFailed });
      }
      throw error;
    }
  }

  /** The browser, posted back by the gateway: settle (idempotent) and show /recharge/complete. */
  @Post('return')
  @ApiDoc({
    summary: "The shopper's browser back from a recharge",
    answer: { status: 303, redirect: 'The recharge result page' },
    body: mpgFormPostSchema,
    form: true,
  })
  async return(@Body() body: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const post = mpgFormPostSchema.safeParse(body);
    const complete = (query: Record<string, string>) => res.redirect(303, `/recharge/complete?${new URLSearchParams(query).toString()}`);
    if (!post.success) return complete({ status: 'cancelled', message: messages.payment.paymentProcessFailed });
    try {
      const settled = await this.settle(post.data, req);
      return complete({
        status: settled.paid ? 'success' : 'cancelled',
        order_no: settled.merchantOrderNo,
        amount: String(settled.amount),
        ...(settled.paid ? {} : { message: settled.message }),
      });
    } catch (error) {
      if (!(error instanceof RejectedGatewayResult)) throw error;
      this.logger.warn(`rejected MPG return: ${error.message}`);
      return complete({ status: 'cancelled', message: messages.payment.paymentProcessFailed });
    }
  }
}
