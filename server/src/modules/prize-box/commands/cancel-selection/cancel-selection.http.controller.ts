// POST /api/user/box-items/{id}/cancel-selection (002 §7): a selected item goes back to available.
import { Controller, HttpCode, HttpException, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { boxItemIdParamSchema, type BoxSelectionResponse, boxSelectionResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { BoxItemUnavailable } from '../../domain/box.decide';
import { statusAt, type Box } from '../../domain/box.state';
import { CancelSelectionCommand } from './cancel-selection.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Prize box')
@Controller('user/box-items')
@UseGuards(AuthGuard)
export class CancelSelectionHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':id/cancel-selection')
  @HttpCode(200)
  @ApiDoc({ summary: 'Take a box item out of the shipping selection', answer: boxSelectionResponseSchema })
  async cancel(
    @Param('id', validate(boxItemIdParamSchema)) id: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<BoxSelectionResponse> {
    const now = new Date();
    let box: Box;
    try {
      box = await this.commands.execute<CancelSelectionCommand, Box>(
        new CancelSelectionCommand(user.userId, id, userMetadata(req, user.userId, now)),
      );
    } catch (error) {
      if (error instanceof BoxItemUnavailable) throw new HttpException({ success: false, message: error.message }, 400);
      throw error;
    }
    return { success: true, message: '', data: [{ id, status: statusAt(box.items.get(id)!, now) }] };
  }
}
