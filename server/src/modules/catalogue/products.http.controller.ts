// GET /api/products/{id}: one product with its live raffle counts (spec 000 §3).
import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { tubeIdParamSchema } from '@shop/contracts';
import { TubeBoardRow, remainingTickets } from '@shop/projections';
import { DataSource } from 'typeorm';
import { validate } from '../../http/zod-validation.pipe';
import { ProductRow } from './product.entity';

@Controller('products')
export class ProductsHttpController {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  @Get(':id')
  async product(@Param('id', validate(tubeIdParamSchema)) id: string) {
    const product = await this.db.getRepository(ProductRow).findOneBy({ id });
    if (!product) throw new NotFoundException({ success: false, message: '無法獲取商品資料' });
    const tubes = await this.db.getRepository(TubeBoardRow).findBy({ productId: id });
    return {
      success: true,
      data: {
        id: product.id,
        name: product.name,
        type: product.type,
        price: product.price,
        discount_price: product.discountPrice,
        point_price: product.pointPrice,
        image_url: product.imageUrl,
        images: product.images,
        status: product.status,
        release_date: product.releaseDate?.toISOString() ?? null,
        draw_date: product.drawDate?.toISOString() ?? null,
        allow_point_payment: product.allowPointPayment,
        description: product.description,
        prizes: product.prizes,
        raffle_info: {
          remaining_tickets: tubes.reduce((n, t) => n + remainingTickets(t), 0),
          total_tickets: tubes.reduce((n, t) => n + t.totalTickets, 0),
        },
      },
    };
  }
}
