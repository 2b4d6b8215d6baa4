// POST /api/admin/shipping-orders/{orderId}/cancel (roles admin, support; not in the spec, whose admin
// roles are "not shown"): support cancels a box_shipping order that has not left, with the reason —
// the items go back to the member's box and the fee to the wallet. 409 once the parcel left.
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  cancelShippingRequestSchema,
  shippingOrderIdParamSchema,
  messages,
  type CancelShippingResponse,
  cancelShippingResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { staffMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { ShippingOrderAlreadyShipped, ShippingOrderUnknown } from '../../domain/box.decide';
import { CancelShippingOrderCommand } from './cancel-shipping-order.command';
import type { ShippingCancellation } from './cancel-shipping-order.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Staff')
@Controller('admin/shipping-orders')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class CancelShippingOrderHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':orderId/cancel')
  @HttpCode(200)
  @ApiDoc({
    summary:
      'Cancel a box shipping order that has not left, with the reason: items back in the box, fee refunded, order cancelled (new events with the staff id; 409 once shipped)',
    answer: cancelShippingResponseSchema,
  })
  async cancel(
    @Param('orderId', validate(shippingOrderIdParamSchema)) orderId: string,
    @Body(validate(cancelShippingRequestSchema)) body: z.output<typeof cancelShippingRequestSchema>,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<CancelShippingResponse> {
    // Recorded with the staff member as the actor, as the wallet's corrections are.
    const metadata = staffMetadata(req, staff.userId, new Date());
    let done: ShippingCancellation;
    try {
      done = await this.commands.execute<CancelShippingOrderCommand, ShippingCancellation>(
        new CancelShippingOrderCommand(orderId, body.reason, staff.userId, metadata),
      );
    } catch (error) {
      if (error instanceof ShippingOrderUnknown) throw new HttpException({ success: false, message: messages.box.shippingOrderNotFound }, 404);
      if (error instanceof ShippingOrderAlreadyShipped) throw new HttpException({ success: false, message: messages.box.cannotCancelShipped }, 409);
      throw error;
    }
    return { success: true, data: { order_id: orderId, status: 'cancelled', item_ids: done.itemIds, refunded_tokens: done.refundedTokens } };
  }
}
