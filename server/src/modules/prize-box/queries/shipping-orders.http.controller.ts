// GET /api/admin/shipping-orders?status=paid|shipped&page (roles admin, support): the fulfilment queue.
import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { shippingOrdersQuerySchema, type ShippingOrdersQuery, type ShippingOrdersResponse, shippingOrdersResponseSchema } from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, Roles } from '../../accounts/accounts.public';
import { ShippingOrdersReader } from './shipping-orders.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Staff')
@Controller('admin/shipping-orders')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class ShippingOrdersHttpController {
  constructor(@Inject(ShippingOrdersReader) private readonly orders: ShippingOrdersReader) {}

  @Get()
  @ApiDoc({ summary: 'Shipping orders to fulfil (paid) or fulfilled (shipped)', answer: shippingOrdersResponseSchema })
  list(@Query(validate(shippingOrdersQuerySchema)) query: ShippingOrdersQuery): Promise<ShippingOrdersResponse> {
    return this.orders.page(query);
  }
}
