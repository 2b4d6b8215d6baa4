// POST /api/recharge (start), POST /api/recharge/notify (NewebPay → us, server to server),
// POST /api/recharge/return (the browser coming back from the gateway), GET /api/recharge/history.
import { BadRequestException, Body, Controller, Get, HttpCode, Inject, Logger, Post, Query, Req, Res, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import {
  checkInvoice,
  invoiceFieldsFromSettings,
  mergeInvoiceFields,
  messages,
  mpgFormPostSchema,
  RECHARGE_INVOICE_SETTINGS_PATH,
  rechargeAmountSchema,
  rechargeHistoryQuerySchema,
  rechargeRequestSchema,
  type MpgFormPost,
  type RechargeHistoryQuery,
  type RechargeHistoryResponse,
  type RechargeResponse,
} from '@shop/contracts';
import type { Request, Response } from 'express';
import { APP_CONFIG, type Config } from '../../../config/config';
import { systemMetadata, userMetadata } from '../../../http/request-metadata';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser } from '../../accounts/auth.guard';
import { InvoiceSettingsReader } from '../../accounts/queries/invoice-settings.reader';
import type { SessionUser } from '../../accounts/sessions.service';
import { RechargeHistoryReader } from '../queries/recharge-history.reader';
import { RechargeService, RechargeUnavailable, RejectedGatewayResult } from './recharge.service';

/** The origin the gateway should call back and send the browser to. */
export function shopOrigin(req: Request, config: Config): string {
  return config.PUBLIC_URL ?? `${req.protocol}://${req.get('host')}`;
}

@Controller('recharge')
export class RechargeHttpController {
  private readonly logger = new Logger('Recharge');

  constructor(
    @Inject(RechargeService) private readonly recharges: RechargeService,
    @Inject(RechargeHistoryReader) private readonly history: RechargeHistoryReader,
    @Inject(APP_CONFIG) private readonly config: Config,
    @Inject(InvoiceSettingsReader) private readonly invoiceSettings: InvoiceSettingsReader,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async start(@Body() body: unknown, @CurrentUser() user: SessionUser, @Req() req: Request): Promise<RechargeResponse> {
    const validAmount = rechargeAmountSchema.safeParse((body as { amount?: unknown } | null)?.amount);
    if (!validAmount.success) throw new BadRequestException({ success: false, message: messages.recharge.failed });
    const parsed = rechargeRequestSchema.safeParse(body);
    if (!parsed.success) throw new BadRequestException({ success: false, message: messages.recharge.failed });
    // The invoice pre-checks (002 §5), on the request's fields over the saved settings: a failure
    // sends the user to the invoice settings.
    const { amount, ...fields } = parsed.data;
    const saved = invoiceFieldsFromSettings(await this.invoiceSettings.settings(user.userId));
    const invoice = checkInvoice(mergeInvoiceFields(saved, fields));
    if (!invoice.ok) throw new BadRequestException({ success: false, message: invoice.message, redirect: RECHARGE_INVOICE_SETTINGS_PATH });
    try {
      const started = await this.recharges.start(user.userId, { amount, ...invoice.invoice }, shopOrigin(req, this.config), userMetadata(req, user.userId, new Date()));
      return { success: true, data: { payment_form: started.paymentForm, merchant_order_no: started.merchantOrderNo, amount: started.amount } };
    } catch (error) {
      if (error instanceof RechargeUnavailable) {
        this.logger.error(error.message);
        throw new ServiceUnavailableException({ success: false, message: messages.recharge.failed });
      }
      throw error;
    }
  }

  /** NewebPay's server-to-server result. Forged or tampered posts get 400 and change nothing. */
  @Post('notify')
  @HttpCode(200)
  async notify(@Body(validate(mpgFormPostSchema)) post: MpgFormPost, @Req() req: Request): Promise<{ success: true }> {
    try {
      await this.recharges.settle(post, systemMetadata(new Date(), req.header('x-correlation-id')));
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
  async return(@Body() body: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const post = mpgFormPostSchema.safeParse(body);
    const complete = (query: Record<string, string>) => res.redirect(303, `/recharge/complete?${new URLSearchParams(query).toString()}`);
    if (!post.success) return complete({ status: 'cancelled', message: messages.payment.paymentProcessFailed });
    try {
      const settled = await this.recharges.settle(post.data, systemMetadata(new Date(), req.header('x-correlation-id')));
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

  @Get('history')
  @UseGuards(AuthGuard)
  listHistory(@Query(validate(rechargeHistoryQuerySchema)) query: RechargeHistoryQuery, @CurrentUser() user: SessionUser): Promise<RechargeHistoryResponse> {
    return this.history.page(user.userId, query, new Date());
  }
}
