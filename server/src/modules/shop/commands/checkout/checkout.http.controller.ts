// POST /api/orders: the checkout's order creation (002 §7; the spec does not show the path).
// Answers data.order_number; a card order is then paid through GET /api/payment/mpg/{orderNumber}.
// The invoice is required for card payment (missing fields from the member's saved settings, as
// the recharge does); the recipient is typed in the checkout's form.
import { Body, Controller, HttpCode, HttpException, Inject, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  checkInvoice,
  checkoutRequestSchema,
  checkRecipient,
  invoiceFieldsFromSettings,
  mergeInvoiceFields,
  messages,
  RECHARGE_INVOICE_SETTINGS_PATH,
  validTaxId,
  type CheckoutRequestParsed,
  type CheckoutResponse,
  type CompleteInvoice,
  checkoutResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { IdempotencyInterceptor } from '../../../../http/idempotency.interceptor';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { PurchaseRefused } from '../../../../purchases/purchase-core';
import { AuthGuard, CurrentUser, InvoiceSettingsReader, type SessionUser } from '../../../accounts/accounts.public';
import { CouponNotUsable, InsufficientPoints, InsufficientTokens } from '../../../wallet/wallet.public';
import { ShopItemNotFound, ShopStockInsufficient } from '../../domain/shop-stock.decide';
import { CheckoutCommand } from './checkout.command';
import { CheckoutRejected, type PlacedShopOrder } from './checkout.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

const fail = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  new HttpException({ success: false, message, ...extra }, status);

@ApiTag('Shop')
@Controller('orders')
@UseGuards(AuthGuard)
export class CheckoutHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(InvoiceSettingsReader) private readonly invoiceSettings: InvoiceSettingsReader,
  ) {}

  @Post()
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @ApiDoc({ summary: 'Check out: a shop order priced by the server, paid by tokens or card', answer: checkoutResponseSchema })
  async checkout(
    @Body(validate(checkoutRequestSchema)) body: CheckoutRequestParsed,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<CheckoutResponse> {
    const recipient = {
      name: body.recipient_name ?? '',
      phone: (body.recipient_phone ?? '').replace(/[\s-]/g, ''),
      address: body.recipient_address ?? '',
    };
    const address = checkRecipient(recipient);
    if (!address.ok) throw fail(400, address.message);
    const invoice = await this.invoice(body, user.userId);
    let order: PlacedShopOrder;
    try {
      order = await this.commands.execute<CheckoutCommand, PlacedShopOrder>(
        new CheckoutCommand(
          user.userId,
          body.items.map((i) => ({ itemId: i.product_id, quantity: i.quantity })),
          body.payment_method,
          body.points_discount,
          body.coupon_id ?? null,
          {
            shippingMethod: body.shipping_method,
            customerNote: body.customer_note?.trim() ?? '',
            recipient: { ...recipient, name: recipient.name.trim() },
          },
          invoice,
          userMetadata(req, user.userId, new Date()),
        ),
      );
    } catch (error) {
      if (error instanceof CheckoutRejected) throw fail(error.status, error.message);
      if (error instanceof PurchaseRefused) throw refusal(error);
      throw error;
    }
    if (order.status === 'cancelled' || order.status === 'refunded') throw fail(409, messages.payment.orderSubmitFailed);
    return {
      success: true,
      data: {
        order_number: order.placed.orderId,
        status: order.status === 'placed' ? 'pending' : 'paid',
        payment_method: order.placed.paymentMethod,
      },
    };
  }

  /**
   * Card payment needs a complete invoice (002 §5 pre-checks), its missing fields taken from the
   * saved settings; a token order records one only when it names a type. A failure names the field
   * and sends the user to the invoice settings.
   */
  private async invoice(body: CheckoutRequestParsed, userId: string): Promise<CompleteInvoice | null> {
    const fields = {
      invoice_type: body.invoice_type,
      email: body.email,
      carrier_code: body.carrier_code,
      tax_id: body.buyer_ubn,
      company_name: body.buyer_name,
      donation_code: body.donation_code,
    };
    if (body.payment_method !== 'credit_card' && !body.invoice_type) return null;
    const saved = invoiceFieldsFromSettings(await this.invoiceSettings.settings(userId));
    const checked = checkInvoice(mergeInvoiceFields(saved, fields));
    if (!checked.ok) throw fail(400, checked.message, { redirect: RECHARGE_INVOICE_SETTINGS_PATH });
    if (checked.invoice.tax_id !== undefined && !validTaxId(checked.invoice.tax_id))
      throw fail(400, messages.invoice.taxIdInvalid, { redirect: RECHARGE_INVOICE_SETTINGS_PATH });
    return checked.invoice;
  }
}

function refusal({ cause }: PurchaseRefused): HttpException {
  if (cause instanceof InsufficientTokens) return fail(400, messages.balance.insufficientRedirect, { redirect: '/recharge' });
  if (cause instanceof InsufficientPoints) return fail(400, messages.points.insufficient);
  if (cause instanceof ShopStockInsufficient) return fail(409, cause.message, { product_id: cause.itemId, stock: cause.available });
  if (cause instanceof ShopItemNotFound) return fail(404, cause.message);
  if (cause instanceof CouponNotUsable) return fail(400, cause.message);
  return fail(400, messages.payment.orderSubmitFailed);
}
