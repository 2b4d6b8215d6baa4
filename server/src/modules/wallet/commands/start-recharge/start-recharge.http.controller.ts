// POST /api/recharge: start a recharge; the invoice pre-checks (002 §5) run on the request's
// fields over the saved settings, and a failure sends the user to the invoice settings.
import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Inject,
  Logger,
  Post,
  Req,
  ServiceUnavailableException,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  checkInvoice,
  invoiceFieldsFromSettings,
  mergeInvoiceFields,
  messages,
  RECHARGE_INVOICE_SETTINGS_PATH,
  rechargeAmountSchema,
  rechargeRequestSchema,
  type RechargeResponse,
  rechargeResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { IdempotencyInterceptor } from '../../../../http/idempotency.interceptor';
import { APP_CONFIG, type Config } from '../../../../config/config';
import { publicOrigin } from '../../../../http/public-origin';
import { userMetadata } from '../../../../http/request-metadata';
import { StartRechargeCommand } from './start-recharge.command';
import { RechargeUnavailable, type StartedRecharge } from './start-recharge.handler';
import { AuthGuard, CurrentUser, InvoiceSettingsReader, type SessionUser } from '../../../accounts/accounts.public';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Wallet')
@Controller('recharge')
export class StartRechargeHttpController {
  private readonly logger = new Logger('Recharge');

  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: Config,
    @Inject(InvoiceSettingsReader) private readonly invoiceSettings: InvoiceSettingsReader,
  ) {}

  @Post()
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: 'Start a token recharge at the card gateway', answer: rechargeResponseSchema, body: rechargeRequestSchema })
  async start(@Body() body: unknown, @CurrentUser() user: SessionUser, @Req() req: Request): Promise<RechargeResponse> {
    const validAmount = rechargeAmountSchema.safeParse((body as { amount?: unknown } | null)?.amount);
    if (!validAmount.success) throw new BadRequestException({ success: false, message: messages.recharge.failed });
    const parsed = rechargeRequestSchema.safeParse(body);
    // The amount is good, so the problem is an invoice field: its own message, and the way to the settings.
    if (!parsed.success)
      throw new BadRequestException({
        success: false,
        message: parsed.error.issues[0]?.message ?? messages.recharge.failed,
        redirect: RECHARGE_INVOICE_SETTINGS_PATH,
      });
    const { amount, ...fields } = parsed.data;
    const saved = invoiceFieldsFromSettings(await this.invoiceSettings.settings(user.userId));
    const invoice = checkInvoice(mergeInvoiceFields(saved, fields));
    if (!invoice.ok) throw new BadRequestException({ success: false, message: invoice.message, redirect: RECHARGE_INVOICE_SETTINGS_PATH });
    try {
      const started = await this.commands.execute<StartRechargeCommand, StartedRecharge>(
        new StartRechargeCommand(
          user.userId,
          { amount, ...invoice.invoice },
          publicOrigin(req, this.config),
          userMetadata(req, user.userId, new Date()),
        ),
      );
      return { success: true, data: { payment_form: started.paymentForm, merchant_order_no: started.merchantOrderNo, amount: started.amount } };
    } catch (error) {
      if (error instanceof RechargeUnavailable) {
        this.logger.error(error.message);
        throw new ServiceUnavailableException({ success: false, message: messages.recharge.failed });
      }
      throw error;
    }
  }
}
