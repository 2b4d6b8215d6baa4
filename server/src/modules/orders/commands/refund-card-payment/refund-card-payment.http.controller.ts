// POST /api/admin/card-refunds/{orderNumber}/refund (roles admin, support; not in the spec, whose admin
// routes are "not shown"): the 退款 button — the gateway refunds what the order owes back to the card.
// A refusal answers 409 with the gateway's words; staff then record a refund made in the gateway's
// console (…/refunded).
import { Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  cardRefundOrderNumberParamSchema,
  messages,
  type CardRefundGatewayRefused,
  type MarkCardRefundedResponse,
  markCardRefundedResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { CardRefundNotDue, OrderNotFound } from '../../domain/order.decide';
import { RefundCardPaymentCommand } from './refund-card-payment.command';
import { CardRefundRefusedByGateway, type CardRefundsMade } from './refund-card-payment.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Staff')
@Controller('admin/card-refunds')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class RefundCardPaymentHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':orderNumber/refund')
  @HttpCode(200)
  @ApiDoc({
    summary:
      "Refund through the gateway (NewebPay credit-card close) what an order owes back to the member's card; 409 with the gateway's words when it refuses",
    answer: markCardRefundedResponseSchema,
  })
  async refund(
    @Param('orderNumber', validate(cardRefundOrderNumberParamSchema)) orderNumber: string,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<MarkCardRefundedResponse> {
    let made: CardRefundsMade;
    try {
      made = await this.commands.execute(new RefundCardPaymentCommand(orderNumber, staff.userId, userMetadata(req, staff.userId, new Date())));
    } catch (error) {
      if (error instanceof OrderNotFound) throw new HttpException({ success: false, message: messages.order.cardRefundOrderNotFound }, 404);
      if (error instanceof CardRefundNotDue) throw new HttpException({ success: false, message: messages.order.cardRefundNotDue }, 409);
      if (error instanceof CardRefundRefusedByGateway) {
        const refused: CardRefundGatewayRefused = {
          success: false,
          message: messages.order.cardRefundGatewayRefused(error.gatewayMessage),
          gateway_message: error.gatewayMessage,
        };
        throw new HttpException(refused, 409);
      }
      throw error;
    }
    return { success: true, data: { order_number: orderNumber, status: 'refunded', amount: made.amount, reference: made.references.join(',') } };
  }
}
