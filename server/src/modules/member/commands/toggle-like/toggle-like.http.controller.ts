// POST /api/products/{id}/toggle-like (002 §7 "Likes"): data.is_liked after the toggle.
import { Controller, HttpCode, Inject, NotFoundException, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { likeProductIdSchema, messages, type ToggleLikeResponse, toggleLikeResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { ProductRow } from '../../../catalogue/catalogue.public';
import { ToggleLikeCommand } from './toggle-like.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Member area')
@Controller('products')
@UseGuards(AuthGuard)
export class ToggleLikeHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  @Post(':id/toggle-like')
  @HttpCode(200)
  @ApiDoc({ summary: 'Like or unlike a product', answer: toggleLikeResponseSchema })
  async toggle(
    @Param('id', validate(likeProductIdSchema)) productId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<ToggleLikeResponse> {
    if (!(await this.db.getRepository(ProductRow).existsBy({ id: productId })))
      throw new NotFoundException({ success: false, message: messages.likes.productNotFound });
    const liked = await this.commands.execute<ToggleLikeCommand, boolean>(
      new ToggleLikeCommand(user.userId, productId, userMetadata(req, user.userId, new Date())),
    );
    return { success: true, data: { is_liked: liked } };
  }
}
