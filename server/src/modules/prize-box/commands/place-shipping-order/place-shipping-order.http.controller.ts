// POST /api/user/box-items/shipping-order (002 §7): item_ids, address_id, shipping_method,
// customer_note, action check | confirm, payment_method balance. Tokens short of the fee answer
// 400 代幣餘額不足 with the shortfall, and nothing is charged or changed.
import { Body, Controller, HttpCode, HttpException, Inject, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  messages,
  shippingOrderRequestSchema,
  type InsufficientTokensResponse,
  type ShippingOrderResponse,
  shippingOrderResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { IdempotencyInterceptor } from '../../../../http/idempotency.interceptor';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { PurchaseRefused } from '../../../../purchases/purchase-core';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { InsufficientTokens } from '../../../wallet/wallet.public';
import { BoxItemUnavailable } from '../../domain/box.decide';
import { ShippingAddressMissing } from '../../purchase/shipping.line';
import { PlaceShippingOrderCommand, type ShippingOrderInput } from './place-shipping-order.command';
import { ShippingOrderRejected, type ShippingQuote } from './place-shipping-order.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

const fail = (message: string, status = 400) => new HttpException({ success: false, message }, status);

@ApiTag('Prize box')
@Controller('user/box-items')
@UseGuards(AuthGuard)
export class PlaceShippingOrderHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('shipping-order')
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @ApiDoc({
    summary: 'Check the shipping fee (action check) or place the shipping order, paying the fee from tokens (action confirm)',
    answer: shippingOrderResponseSchema,
  })
  async place(
    @Body(validate(shippingOrderRequestSchema)) body: ShippingOrderInput,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<ShippingOrderResponse> {
    let quote: ShippingQuote;
    try {
      quote = await this.commands.execute<PlaceShippingOrderCommand, ShippingQuote>(
        new PlaceShippingOrderCommand(user.userId, body, userMetadata(req, user.userId, new Date())),
      );
    } catch (error) {
      if (error instanceof ShippingOrderRejected || error instanceof BoxItemUnavailable) throw fail(error.message);
      if (error instanceof PurchaseRefused) {
        const cause = error.cause;
        if (cause instanceof InsufficientTokens) {
          const answer: InsufficientTokensResponse = {
            success: false,
            message: messages.box.insufficientTokens,
            shortfall: cause.wanted - cause.balance,
          };
          throw new HttpException(answer, 400);
        }
        if (cause instanceof BoxItemUnavailable || cause instanceof ShippingAddressMissing) throw fail(cause.message);
        throw fail(messages.box.itemNotFoundOrBadStatus, 409);
      }
      throw error;
    }
    return {
      success: true,
      message: quote.orderId ? messages.box.shippingOrderCreated : '',
      requires_payment: quote.fee > 0,
      shipping_fee: quote.fee,
      data: {
        items_count: quote.itemsCount,
        counted_items: quote.countedItems,
        shipping_method: body.shipping_method,
        tokens: quote.tokens,
        shortfall: quote.shortfall,
        order_id: quote.orderId,
      },
    };
  }
}
