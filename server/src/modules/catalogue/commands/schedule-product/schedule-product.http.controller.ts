// PUT /api/admin/catalogue/products/{id}/schedule (admin): when the product goes on sale and when
// its draws open. Shoppers see it before then but cannot buy (the sellability rule every purchase
// checks); the row records which staff member set the dates and when.
import { Body, Controller, HttpException, Inject, Param, Put, UseGuards } from '@nestjs/common';
import {
  adminProductIdParamSchema,
  messages,
  parseTaipeiDateTime,
  productScheduleRequestSchema,
  type ProductScheduleRequest,
  type ProductScheduleResponse,
} from '@shop/contracts';
import { DataSource } from 'typeorm';
import { RowChanges } from '../../../../database/row-changes';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { ProductRow } from '../../product.entity';

const instant = (value: string | null) => (value === null ? null : parseTaipeiDateTime(value));

@Controller('admin/catalogue')
@UseGuards(AuthGuard)
@Roles('admin')
export class ScheduleProductHttpController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(RowChanges) private readonly changes: RowChanges,
  ) {}

  @Put('products/:id/schedule')
  async schedule(
    @Param('id', validate(adminProductIdParamSchema)) id: string,
    @Body(validate(productScheduleRequestSchema)) body: ProductScheduleRequest,
    @CurrentUser() staff: SessionUser,
  ): Promise<ProductScheduleResponse> {
    const releaseDate = instant(body.release_date);
    const drawDate = instant(body.draw_date);
    const result = await this.db.getRepository(ProductRow).update({ id }, { releaseDate, drawDate, updatedBy: staff.userId, updatedAt: new Date() });
    this.changes.changedHere('products', id);
    if (!result.affected) throw new HttpException({ success: false, message: messages.catalog.productFailed }, 404);
    return {
      success: true,
      data: { product_id: id, release_date: releaseDate?.toISOString() ?? null, draw_date: drawDate?.toISOString() ?? null },
    };
  }
}
