// POST /api/user/box-items/{id}/select-for-shipping and POST /api/user/box-items/batch-select-for-shipping
// (002 §7): available items become selected (awaiting shipping).
import { Body, Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  batchSelectForShippingRequestSchema,
  boxItemIdParamSchema,
  selectForShippingRequestSchema,
  type BoxSelectionResponse,
  boxSelectionResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { BoxItemUnavailable, NothingToShip } from '../../domain/box.decide';
import { statusAt, type Box } from '../../domain/box.state';
import { SelectForShippingCommand } from './select-for-shipping.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Prize box')
@Controller('user/box-items')
@UseGuards(AuthGuard)
export class SelectForShippingHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':id/select-for-shipping')
  @HttpCode(200)
  @ApiDoc({ summary: 'Select a box item for shipping', answer: boxSelectionResponseSchema })
  one(
    @Param('id', validate(boxItemIdParamSchema)) id: string,
    @Body(validate(selectForShippingRequestSchema)) _body: z.output<typeof selectForShippingRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<BoxSelectionResponse> {
    return this.select([id], user, req);
  }

  @Post('batch-select-for-shipping')
  @HttpCode(200)
  @ApiDoc({ summary: 'Select several box items for shipping', answer: boxSelectionResponseSchema })
  batch(
    @Body(validate(batchSelectForShippingRequestSchema)) body: z.output<typeof batchSelectForShippingRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<BoxSelectionResponse> {
    return this.select(
      body.items.map((i) => i.id),
      user,
      req,
    );
  }

  private async select(itemIds: string[], user: SessionUser, req: Request): Promise<BoxSelectionResponse> {
    const now = new Date();
    let box: Box;
    try {
      box = await this.commands.execute<SelectForShippingCommand, Box>(
        new SelectForShippingCommand(user.userId, itemIds, userMetadata(req, user.userId, now)),
      );
    } catch (error) {
      if (error instanceof BoxItemUnavailable || error instanceof NothingToShip)
        throw new HttpException({ success: false, message: error.message }, 400);
      throw error;
    }
    return { success: true, message: '', data: itemIds.map((id) => ({ id, status: statusAt(box.items.get(id)!, now) })) };
  }
}
