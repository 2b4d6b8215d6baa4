// POST /api/admin/shipping-orders/{orderId}/ship (roles admin, support; not in the spec, whose
// admin roles are "not shown"): the parcel left with this carrier and tracking number.
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { markShippedRequestSchema, shippingOrderIdParamSchema, messages, type MarkShippedResponse, markShippedResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { ShippingOrderAlreadyShipped, ShippingOrderUnknown, ShippingOrderWasCancelled } from '../../domain/box.decide';
import { MarkShippedCommand } from './mark-shipped.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Staff')
@Controller('admin/shipping-orders')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class MarkShippedHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':orderId/ship')
  @HttpCode(200)
  @ApiDoc({ summary: 'Mark a shipping order shipped with its carrier and tracking number', answer: markShippedResponseSchema })
  async ship(
    @Param('orderId', validate(shippingOrderIdParamSchema)) orderId: string,
    @Body(validate(markShippedRequestSchema)) body: z.output<typeof markShippedRequestSchema>,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<MarkShippedResponse> {
    try {
      await this.commands.execute(
        new MarkShippedCommand(orderId, body.carrier, body.tracking_number, staff.userId, userMetadata(req, staff.userId, new Date())),
      );
    } catch (error) {
      if (error instanceof ShippingOrderUnknown) throw new HttpException({ success: false, message: messages.box.shippingOrderNotFound }, 404);
      if (error instanceof ShippingOrderAlreadyShipped) throw new HttpException({ success: false, message: messages.box.alreadyShipped }, 409);
      if (error instanceof ShippingOrderWasCancelled) throw new HttpException({ success: false, message: messages.box.orderCancelled }, 409);
      throw error;
    }
    return { success: true, data: { order_id: orderId, status: 'shipped', carrier: body.carrier, tracking_number: body.tracking_number } };
  }
}
