// POST /api/admin/shop/items/{id}/stock (admin): units delivered (change > 0) or taken off sale
// (change < 0, never more than are available): ShopStockAdded / ShopStockRemoved on `shop-stock`
// with the staff member as the actor.
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  changeShopStockRequestSchema,
  messages,
  shopItemIdSchema,
  type AdminShopItemResponse,
  type ChangeShopStockRequest,
  adminShopItemResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { staffMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { ShopItemNotFound, ShopStockInsufficient } from '../../domain/shop-stock.decide';
import type { ShopItemState } from '../../domain/shop-stock.state';
import { adminShopItemAnswer } from '../list-shop-item/list-shop-item.http.controller';
import { ChangeShopStockCommand } from './change-shop-stock.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/shop')
@UseGuards(AuthGuard)
@Roles('admin')
export class ChangeShopStockHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('items/:id/stock')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Add units to a shop item or take available units off sale (ShopStockAdded / ShopStockRemoved with the staff id)',
    answer: adminShopItemResponseSchema,
  })
  async changeStock(
    @Param('id', validate(shopItemIdSchema)) id: string,
    @Body(validate(changeShopStockRequestSchema)) body: ChangeShopStockRequest,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<AdminShopItemResponse> {
    const metadata = staffMetadata(req, staff.userId, new Date());
    try {
      const item = await this.commands.execute<ChangeShopStockCommand, ShopItemState>(new ChangeShopStockCommand(id, body.change, metadata));
      return adminShopItemAnswer(item);
    } catch (error) {
      if (error instanceof ShopItemNotFound) throw new HttpException({ success: false, message: messages.catalog.productFailed }, 404);
      if (error instanceof ShopStockInsufficient) throw new HttpException({ success: false, message: error.message }, 409);
      throw error;
    }
  }
}
