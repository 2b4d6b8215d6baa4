// The order history and a card order's payment form (002 §7 "Shop, checkout, orders"), for the
// signed-in member's own orders only (another member's order answers as if it did not exist):
//   GET /api/orders?page&per_page&status     every kind of order, newest first, by tab
//   GET /api/orders/status/counts            how many orders each tab lists (the user store's counts)
//   GET /api/orders/{no}                     one order: data{order, items}
//   GET /api/payment/mpg/{orderNumber}       the NewebPay MPG form of a card order awaiting payment
import { Controller, Get, HttpException, Inject, NotFoundException, Param, Query, Req, UseGuards } from '@nestjs/common';
import {
  messages,
  orderNumberSchema,
  ordersQuerySchema,
  type MpgFormResponse,
  type OrderDetailResponse,
  type OrdersQuery,
  type OrdersResponse,
  type OrderStatusCountsResponse,
  mpgFormResponseSchema,
  orderDetailResponseSchema,
  orderStatusCountsResponseSchema,
  ordersResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { APP_CONFIG, type Config } from '../../../config/config';
import { publicOrigin } from '../../../http/public-origin';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { CardPaymentService } from '../card-payment/card-payment.service';
import { OrderHistoryReader } from './order-history.reader';
import { OrderReader } from './order.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

@ApiTag('Orders')
@Controller()
@UseGuards(AuthGuard)
export class OrderHistoryHttpController {
  constructor(
    @Inject(OrderHistoryReader) private readonly history: OrderHistoryReader,
    @Inject(OrderReader) private readonly orders: OrderReader,
    @Inject(CardPaymentService) private readonly cards: CardPaymentService,
    @Inject(APP_CONFIG) private readonly config: Config,
  ) {}

  @Get('orders')
  @ApiDoc({ summary: 'Every order of the member, by status tab', answer: ordersResponseSchema })
  list(@Query(validate(ordersQuerySchema)) query: OrdersQuery, @CurrentUser() user: SessionUser): Promise<OrdersResponse> {
    return this.history.page(user.userId, query);
  }

  @Get('orders/status/counts')
  @ApiDoc({ summary: 'How many orders each tab lists', answer: orderStatusCountsResponseSchema })
  async counts(@CurrentUser() user: SessionUser): Promise<OrderStatusCountsResponse> {
    return { success: true, data: await this.history.counts(user.userId) };
  }

  @Get('orders/:no')
  @ApiDoc({ summary: 'One order with its lines', answer: orderDetailResponseSchema })
  async detail(@Param('no', validate(orderNumberSchema)) no: string, @CurrentUser() user: SessionUser): Promise<OrderDetailResponse> {
    const order = await this.history.one(user.userId, no);
    if (!order) throw new NotFoundException({ success: false, message: messages.payment.orderNumberNotFound });
    return { success: true, data: { order, items: order.order_items } };
  }

  @Get('payment/mpg/:orderNumber')
  @ApiDoc({ tag: 'Payments', summary: "A card order's NewebPay MPG form", answer: mpgFormResponseSchema })
  async mpgForm(
    @Param('orderNumber', validate(orderNumberSchema)) orderNumber: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<MpgFormResponse> {
    const order = UUID.test(orderNumber) ? await this.orders.load(orderNumber) : ({ status: 'none' } as const);
    if (order.status === 'none' || order.placed.userId !== user.userId) {
      throw new NotFoundException({ success: false, message: messages.payment.orderNumberNotFound });
    }
    const form =
      order.status === 'placed' && order.placed.paymentMethod === 'credit_card'
        ? this.cards.paymentForm(order, publicOrigin(req, this.config), new Date())
        : null;
    // Paid, cancelled, or too close to the end of its payment window.
    if (!form) throw new HttpException({ success: false, message: messages.payment.paymentFormFailed }, 409);
    return { success: true, data: { form_html: form.html } };
  }
}
