// POST /api/blindbox/buy-item {package_id, item_index, payment_method, points_discount, coupon_id,
// invoice_info} → data.order_id; POST /api/blindbox/buy-entire-product/{productId} {package_id, …}
// → data.items (every slot still free). Tokens, bonus points and a coupon; one commit or nothing charged.
import { Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  blindboxIdParamSchema,
  buyEntireRequestSchema,
  buyItemRequestSchema,
  type BuyEntireResponse,
  type BuyItemResponse,
  buyEntireResponseSchema,
  buyItemResponseSchema,
} from '@shop/contracts';
import { IdempotencyInterceptor } from '../../../../http/idempotency.interceptor';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { Lean, type LeanRequest } from '../../../../http/lean.decorator';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, MembersOnlyGuard, type SessionUser } from '../../../accounts/accounts.public';
import type { Order } from '../../../orders/orders.public';
import { resultItems } from '../../queries/order-result';
import { blindboxFailure } from '../blindbox-failure';
import { BuySlotsCommand } from './buy-slots.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

type Fulfilled = Exclude<Order, { status: 'none' }>;

@ApiTag('Blind box')
@Controller('blindbox')
@UseGuards(AuthGuard, MembersOnlyGuard)
export class BuySlotsHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('buy-item')
  @Lean()
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @ApiDoc({ summary: 'Buy one slot', answer: buyItemResponseSchema })
  async buyItem(
    @Body(validate(buyItemRequestSchema)) body: z.output<typeof buyItemRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: LeanRequest,
  ): Promise<BuyItemResponse> {
    const order = await this.run(
      new BuySlotsCommand(
        body.package_id,
        body.item_index,
        user.userId,
        body.points_discount,
        body.coupon_id,
        body.payment_method,
        userMetadata(req, user.userId, new Date()),
      ),
    );
    return { success: true, data: { order_id: order.placed.orderId } };
  }

  @Post('buy-entire-product/:productId')
  @Lean()
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(200)
  @ApiDoc({ summary: 'Buy every free slot of a package (refused while another member holds one)', answer: buyEntireResponseSchema })
  async buyEntire(
    @Param('productId', validate(blindboxIdParamSchema)) productId: string,
    @Body(validate(buyEntireRequestSchema)) body: z.output<typeof buyEntireRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: LeanRequest,
  ): Promise<BuyEntireResponse> {
    const order = await this.run(
      new BuySlotsCommand(
        body.package_id,
        null,
        user.userId,
        body.points_discount,
        body.coupon_id,
        body.payment_method,
        userMetadata(req, user.userId, new Date()),
        productId,
      ),
    );
    return { success: true, data: { order_id: order.placed.orderId, items: resultItems(order) } };
  }

  private async run(cmd: BuySlotsCommand): Promise<Fulfilled> {
    try {
      return await this.commands.execute<BuySlotsCommand, Fulfilled>(cmd);
    } catch (error) {
      throw blindboxFailure(error);
    }
  }
}
