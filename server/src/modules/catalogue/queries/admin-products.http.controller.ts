// GET /api/admin/catalogue/products (admin): every product, on sale or not, newest first, with
// its tubes opened and still open (ichiban), boxes opened and still open (blind box), the machine's
// round and capsules (gacha), its prize table and who last changed it.
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { constants, type AdminProductsResponse, adminProductsResponseSchema } from '@shop/contracts';
import { GachaMachineRow, PackageBoardRow, TubeBoardRow, remainingTickets } from '@shop/projections';
import { DataSource } from 'typeorm';
import { AuthGuard, Roles } from '../../accounts/accounts.public';
import { ProductRow } from '../product.entity';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/catalogue')
@UseGuards(AuthGuard)
@Roles('admin')
export class AdminProductsHttpController {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  @Get('products')
  @ApiDoc({ summary: 'Every product, on sale or not, with its tubes (admin catalogue)', answer: adminProductsResponseSchema })
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
    const boxes = new Map<string, { packages: number; open: number }>();
    const packages = await this.db.getRepository(PackageBoardRow).find({ select: { productId: true, soldOut: true } });
    for (const pkg of packages) {
      const count = boxes.get(pkg.productId) ?? { packages: 0, open: 0 };
      count.packages++;
      if (!pkg.soldOut) count.open++;
      boxes.set(pkg.productId, count);
    }
    const machines = new Map((await this.db.getRepository(GachaMachineRow).find()).map((m) => [m.productId, m]));
    return {
      success: true,
      data: rows.map((p) => ({
        id: p.id,
        name: p.name,
        type: p.type as 0 | 1 | 2,
        price: p.price,
        image_url: p.imageUrl,
        on_sale: p.status === constants.product.onSaleStatus,
        release_date: p.releaseDate?.toISOString() ?? null,
        draw_date: p.drawDate?.toISOString() ?? null,
        tubes: counts.get(p.id)?.tubes ?? 0,
        open_tubes: counts.get(p.id)?.open ?? 0,
        created_at: p.createdAt.toISOString(),
        updated_by: p.updatedBy ?? null,
        packages: boxes.get(p.id)?.packages ?? 0,
        open_packages: boxes.get(p.id)?.open ?? 0,
        machine: ((m) => (m ? { round: m.round, total: m.totalQuantity, remaining: m.remainingQuantity } : null))(machines.get(p.id)),
        prizes: p.prizes,
      })),
    };
  }
}
