// GET /api/gacha/product/{id}   a machine: product, items with stock and odds, the caller's collection (login optional)
// GET /api/gacha/collections    the member's collection per machine (login)
// GET /api/gacha/history        the member's capsules, newest first, paged (login)
import { Controller, Get, HttpException, Inject, Param, Query, UseGuards } from '@nestjs/common';
import {
  gachaHistoryQuerySchema,
  gachaIdParamSchema,
  messages,
  type GachaCollectionsResponse,
  type GachaHistoryResponse,
  type GachaProductResponse,
  gachaCollectionsResponseSchema,
  gachaHistoryResponseSchema,
  gachaProductResponseSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, OptionalAuthGuard, type SessionUser } from '../../accounts/accounts.public';
import { GachaMachineReader } from './gacha-machine.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Gacha')
@Controller('gacha')
export class GachaReadsHttpController {
  constructor(@Inject(GachaMachineReader) private readonly machines: GachaMachineReader) {}

  @Get('product/:id')
  @UseGuards(OptionalAuthGuard)
  @ApiDoc({ summary: "A capsule machine: items with stock and odds, the caller's collection", answer: gachaProductResponseSchema })
  async product(@Param('id', validate(gachaIdParamSchema)) id: string, @CurrentUser() user: SessionUser | undefined): Promise<GachaProductResponse> {
    const answer = await this.machines.product(id, user?.userId);
    if (!answer) throw new HttpException({ success: false, message: messages.gacha.fetchProductFailed }, 404);
    return answer;
  }

  @Get('collections')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "The member's collection per machine", answer: gachaCollectionsResponseSchema })
  async collections(@CurrentUser() user: SessionUser): Promise<GachaCollectionsResponse> {
    return { success: true, data: await this.machines.collections(user.userId) };
  }

  @Get('history')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "The member's capsules, newest first", answer: gachaHistoryResponseSchema })
  async history(
    @Query(validate(gachaHistoryQuerySchema)) query: z.output<typeof gachaHistoryQuerySchema>,
    @CurrentUser() user: SessionUser,
  ): Promise<GachaHistoryResponse> {
    return { success: true, data: await this.machines.history(user.userId, query.page, query.per_page) };
  }
}
