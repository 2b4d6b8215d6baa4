// POST /api/admin/shop/items (admin): a new shop item on sale with its first units, listed and
// stocked on `shop-stock` with the staff member as the actor.
import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createShopItemRequestSchema, type AdminShopItemResponse, type CreateShopItemRequest, adminShopItemResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { staffMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import type { ShopItemState } from '../../domain/shop-stock.state';
import { ListShopItemCommand } from './list-shop-item.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

/** What the admin's shop calls answer: the item's units on sale and sold. */
export const adminShopItemAnswer = (item: ShopItemState): AdminShopItemResponse => ({
  success: true,
  data: { item_id: item.itemId, stock: Math.max(0, item.available), sold: item.sold },
});

@ApiTag('Back office')
@Controller('admin/shop')
@UseGuards(AuthGuard)
@Roles('admin')
export class ListShopItemHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('items')
  @HttpCode(201)
  @ApiDoc({
    summary: 'List a new shop item with its first units (ShopItemListed, ShopStockAdded with the staff id)',
    answer: adminShopItemResponseSchema,
  })
  async create(
    @Body(validate(createShopItemRequestSchema)) body: Required<CreateShopItemRequest>,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<AdminShopItemResponse> {
    const metadata = staffMetadata(req, staff.userId, new Date());
    const item = await this.commands.execute<ListShopItemCommand, ShopItemState>(new ListShopItemCommand(`shop-${randomUUID()}`, body, metadata));
    return adminShopItemAnswer(item);
  }
}
