// GET /api/admin/catalogue/products (admin): every product, on sale or not, newest first, with
// its tubes opened and still open (ichiban) and who last changed it.
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { constants, type AdminProductsResponse } from '@shop/contracts';
import { TubeBoardRow, remainingTickets } from '@shop/projections';
import { DataSource } from 'typeorm';
import { AuthGuard, Roles } from '../../accounts/accounts.public';
import { ProductRow } from '../product.entity';

@Controller('admin/catalogue')
@UseGuards(AuthGuard)
@Roles('admin')
export class AdminProductsHttpController {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  @Get('products')
  async products(): Promise<AdminProductsResponse> {
    const rows = await this.db.getRepository(ProductRow).find({ order: { createdAt: 'DESC', id: 'ASC' } });
    const tubes = await this.db.getRepository(TubeBoardRow).find();
    const counts = new Map<string, { tubes: number; open: number }>();
    for (const tube of tubes) {
      const count = counts.get(tube.productId) ?? { tubes: 0, open: 0 };
      count.tubes++;
      if (remainingTickets(tube) > 0) count.open++;
      counts.set(tube.productId, count);
    }
    return {
      success: true,
      data: rows.map((p) => ({
        id: p.id,
        name: p.name,
        type: p.type as 0 | 1 | 2,
        price: p.price,
        image_url: p.imageUrl,
        on_sale: p.status === constants.product.onSaleStatus,
        tubes: counts.get(p.id)?.tubes ?? 0,
        open_tubes: counts.get(p.id)?.open ?? 0,
        created_at: p.createdAt.toISOString(),
        updated_by: p.updatedBy ?? null,
      })),
    };
  }
}
