// POST /api/admin/shipping-orders/{orderId}/deliver (roles admin, support; not in the spec, whose
// admin roles are "not shown"): the carrier delivered the parcel, so the member's order is done.
import { Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { shippingOrderIdParamSchema, messages, type MarkDeliveredResponse, markDeliveredResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { ShippingOrderNotShipped, ShippingOrderUnknown } from '../../domain/box.decide';
import { MarkDeliveredCommand } from './mark-delivered.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Staff')
@Controller('admin/shipping-orders')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class MarkDeliveredHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':orderId/deliver')
  @HttpCode(200)
  @ApiDoc({ summary: 'Mark a shipped shipping order delivered (the member’s order completes)', answer: markDeliveredResponseSchema })
  async deliver(
    @Param('orderId', validate(shippingOrderIdParamSchema)) orderId: string,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<MarkDeliveredResponse> {
    try {
      await this.commands.execute(new MarkDeliveredCommand(orderId, staff.userId, userMetadata(req, staff.userId, new Date())));
    } catch (error) {
      if (error instanceof ShippingOrderUnknown) throw new HttpException({ success: false, message: messages.box.shippingOrderNotFound }, 404);
      if (error instanceof ShippingOrderNotShipped) throw new HttpException({ success: false, message: messages.box.notShippedYet }, 409);
      throw error;
    }
    return { success: true, data: { order_id: orderId, status: 'delivered' } };
  }
}
