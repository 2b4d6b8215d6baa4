// POST /api/admin/catalogue/products/{id}/off-sale (admin): the product leaves every shopper list
// and page; the row records which staff member did it and when. Its tubes and machines are kept
// (their logs stay auditable).
import { Controller, HttpCode, HttpException, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { adminProductIdParamSchema, messages, type TakeOffSaleResponse } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { RowChanges } from '../../../../database/row-changes';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { ProductRow } from '../../product.entity';

const OFF_SALE = '0';

@Controller('admin/catalogue')
@UseGuards(AuthGuard)
@Roles('admin')
export class TakeOffSaleHttpController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(RowChanges) private readonly changes: RowChanges,
  ) {}

  @Post('products/:id/off-sale')
  @HttpCode(200)
  async takeOffSale(@Param('id', validate(adminProductIdParamSchema)) id: string, @CurrentUser() staff: SessionUser): Promise<TakeOffSaleResponse> {
    const result = await this.db.getRepository(ProductRow).update({ id }, { status: OFF_SALE, updatedBy: staff.userId, updatedAt: new Date() });
    this.changes.changedHere('products', id);
    if (!result.affected) throw new HttpException({ success: false, message: messages.catalog.productFailed }, 404);
    return { success: true, data: { product_id: id, on_sale: false } };
  }
}
