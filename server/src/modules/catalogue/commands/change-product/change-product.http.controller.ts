// An admin's changes to a product row (catalogue content, DESIGN.md decision 1), each recorded with
// which staff member made it and when, and dropped from every process's row cache:
// - POST /api/admin/catalogue/products/{id}/off-sale: the product leaves every shopper list and
//   page. Its tubes and machines are kept (their logs stay auditable).
// - PUT /api/admin/catalogue/products/{id}/schedule: when it goes on sale and when its draws open.
//   Shoppers see it before then but cannot buy (the sellability rule every purchase checks). A time
//   with no zone is Taipei time; null clears a date.
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  adminProductIdParamSchema,
  messages,
  parseTaipeiDateTime,
  productScheduleRequestSchema,
  type ProductScheduleRequest,
  type ProductScheduleResponse,
  type TakeOffSaleResponse,
  productScheduleResponseSchema,
  takeOffSaleResponseSchema,
} from '@shop/contracts';
import { DataSource } from 'typeorm';
import { RowChanges } from '../../../../database/row-changes';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { ProductRow } from '../../product.entity';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

const OFF_SALE = '0';
const instant = (value: string | null) => (value === null ? null : parseTaipeiDateTime(value));

@ApiTag('Back office')
@Controller('admin/catalogue')
@UseGuards(AuthGuard)
@Roles('admin')
export class ChangeProductHttpController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(RowChanges) private readonly changes: RowChanges,
  ) {}

  @Post('products/:id/off-sale')
  @HttpCode(200)
  @ApiDoc({ summary: 'Take a product off sale (recorded with the staff id)', answer: takeOffSaleResponseSchema })
  async takeOffSale(@Param('id', validate(adminProductIdParamSchema)) id: string, @CurrentUser() staff: SessionUser): Promise<TakeOffSaleResponse> {
    await this.change(id, { status: OFF_SALE }, staff);
    return { success: true, data: { product_id: id, on_sale: false } };
  }

  @Put('products/:id/schedule')
  @ApiDoc({
    summary: 'Set when a product goes on sale and when its draws open (Taipei time without a zone; null clears), recorded with the staff id',
    answer: productScheduleResponseSchema,
  })
  async schedule(
    @Param('id', validate(adminProductIdParamSchema)) id: string,
    @Body(validate(productScheduleRequestSchema)) body: ProductScheduleRequest,
    @CurrentUser() staff: SessionUser,
  ): Promise<ProductScheduleResponse> {
    const releaseDate = instant(body.release_date);
    const drawDate = instant(body.draw_date);
    await this.change(id, { releaseDate, drawDate }, staff);
    return {
      success: true,
      data: { product_id: id, release_date: releaseDate?.toISOString() ?? null, draw_date: drawDate?.toISOString() ?? null },
    };
  }

  private async change(id: string, change: Partial<ProductRow>, staff: SessionUser): Promise<void> {
    const result = await this.db.getRepository(ProductRow).update({ id }, { ...change, updatedBy: staff.userId, updatedAt: new Date() });
    this.changes.changedHere('products', id);
    if (!result.affected) throw new HttpException({ success: false, message: messages.catalog.productFailed }, 404);
  }
}
