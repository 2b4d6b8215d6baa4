// POST /api/admin/catalogue/blindbox-series (admin): a new blind-box series on sale — its figures
// in order (a figure's index is its place in the series) and the single-draw price. Catalogue
// content (plain CRUD, DESIGN.md decision 1), recorded with the staff id; its boxes are opened as
// events by POST /api/admin/blindbox/{productId}/packages (blindbox module).
import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createBlindboxSeriesRequestSchema,
  type CreateBlindboxSeriesRequest,
  type CreateBlindboxSeriesResponse,
  createBlindboxSeriesResponseSchema,
} from '@shop/contracts';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { CreateBlindboxSeriesCommand } from './create-blindbox-series.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/catalogue')
@UseGuards(AuthGuard)
@Roles('admin')
export class CreateBlindboxSeriesHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('blindbox-series')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a blind-box series (its figures in order); its boxes are opened by …/packages',
    answer: createBlindboxSeriesResponseSchema,
  })
  async create(
    @Body(validate(createBlindboxSeriesRequestSchema)) body: Required<CreateBlindboxSeriesRequest>,
    @CurrentUser() staff: SessionUser,
  ): Promise<CreateBlindboxSeriesResponse> {
    const productId = `blindbox-${randomUUID()}`;
    await this.commands.execute(new CreateBlindboxSeriesCommand(productId, body, staff.userId, new Date()));
    return { success: true, data: { product_id: productId, figures: body.figures.length } };
  }
}
