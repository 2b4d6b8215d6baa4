// POST /api/admin/card-refunds/{orderNumber}/refunded (roles admin, support; not in the spec, whose
// admin routes are "not shown"): staff refunded at the gateway what the order owes back to the card.
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  cardRefundOrderNumberParamSchema,
  markCardRefundedRequestSchema,
  messages,
  type MarkCardRefundedResponse,
  type OrderCardRefunded,
  markCardRefundedResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { CardRefundNotDue, OrderNotFound } from '../../domain/order.decide';
import { MarkCardRefundedCommand } from './mark-card-refunded.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Staff')
@Controller('admin/card-refunds')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class MarkCardRefundedHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':orderNumber/refunded')
  @HttpCode(200)
  @ApiDoc({ summary: "Record the gateway refund of what an order owes back to the member's card", answer: markCardRefundedResponseSchema })
  async refunded(
    @Param('orderNumber', validate(cardRefundOrderNumberParamSchema)) orderNumber: string,
    @Body(validate(markCardRefundedRequestSchema)) body: z.output<typeof markCardRefundedRequestSchema>,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<MarkCardRefundedResponse> {
    let refunded: OrderCardRefunded['data'];
    try {
      refunded = await this.commands.execute(
        new MarkCardRefundedCommand(orderNumber, body.reference, staff.userId, userMetadata(req, staff.userId, new Date())),
      );
    } catch (error) {
      if (error instanceof OrderNotFound) throw new HttpException({ success: false, message: messages.order.cardRefundOrderNotFound }, 404);
      if (error instanceof CardRefundNotDue) throw new HttpException({ success: false, message: messages.order.cardRefundNotDue }, 409);
      throw error;
    }
    return { success: true, data: { order_number: orderNumber, status: 'refunded', amount: refunded.amount, reference: refunded.reference } };
  }
}
