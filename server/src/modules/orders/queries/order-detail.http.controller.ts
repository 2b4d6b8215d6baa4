// GET /api/orders/id/{orderId}: one of the member's orders with what it won (001 §3 order detail),
// as the gacha animation reads it: data.items[{item_name, item_image_url, attributes.rarity}] and
// data.order{transaction_id, order_number}. Folded from the order stream, so it is exact right
// after the purchase.
import { Controller, Get, Inject, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { messages, orderIdParamSchema, type GachaOrderDetailResponse, gachaOrderDetailResponseSchema } from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { OrderReader } from './order.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

/** 002 §3 order types: the event's kinds as the shop names them. */
const orderTypes: Record<string, string> = { ichiban: 'kuji', gacha: 'gashapon' };
const statusNames: Record<string, string> = { placed: 'pending', paid: 'paid', fulfilled: 'completed', cancelled: 'cancelled', refunded: 'refunded' };

@ApiTag('Payments')
@Controller('orders/id')
@UseGuards(AuthGuard)
export class OrderDetailHttpController {
  constructor(@Inject(OrderReader) private readonly orders: OrderReader) {}

  @Get(':orderId')
  @ApiDoc({ summary: "One of the member's orders with what it won", answer: gachaOrderDetailResponseSchema })
  async detail(@Param('orderId', validate(orderIdParamSchema)) orderId: string, @CurrentUser() user: SessionUser): Promise<GachaOrderDetailResponse> {
    const order = await this.orders.load(orderId);
    // Another member's order answers as if it did not exist.
    if (order.status === 'none' || order.placed.userId !== user.userId)
      throw new NotFoundException({ success: false, message: messages.gacha.orderDetailFailed });
    const p = order.placed;
    return {
      success: true,
      data: {
        order: {
          id: p.orderId,
          order_number: p.orderId,
          transaction_id: p.orderId,
          order_type: orderTypes[p.kind] ?? p.kind,
          product_id: p.productId,
          product_name: p.productName,
          status: statusNames[order.status] ?? order.status,
          total_amount: p.amount,
          created_at: p.placedAt,
        },
        items: order.prizes.map((z) => ({
          item_name: z.prizeName,
          item_image_url: z.imageUrl,
          quantity: 1,
          attributes: { ...(z.rarity ? { rarity: z.rarity } : {}), ...(z.tier ? { tier: z.tier } : {}) },
        })),
      },
    };
  }
}
