// POST /api/blindbox/use-hint-card and /api/blindbox/use-insight-card {package_id, item_index}:
// spend a card on the slot the member holds; answers data.not_me_item / data.current_item.
import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  useToolCardRequestSchema,
  type HintCardResponse,
  type InsightCardResponse,
  type ToolCardType,
  hintCardResponseSchema,
  insightCardResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { blindboxFailure } from '../blindbox-failure';
import { UseToolCardCommand } from './use-tool-card.command';
import type { ToolCardReveal } from './use-tool-card.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

type UseToolCardBody = z.output<typeof useToolCardRequestSchema>;

@ApiTag('Blind box')
@Controller('blindbox')
@UseGuards(AuthGuard)
export class UseToolCardHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('use-hint-card')
  @HttpCode(200)
  @ApiDoc({ summary: 'Spend a hint card on the held slot: one item it is not', answer: hintCardResponseSchema })
  async hint(
    @Body(validate(useToolCardRequestSchema)) body: UseToolCardBody,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<HintCardResponse> {
    const { item, remaining } = await this.use('shake_card', body, user, req);
    return { success: true, data: { not_me_item: item, remaining_cards: remaining } };
  }

  @Post('use-insight-card')
  @HttpCode(200)
  @ApiDoc({ summary: "Spend an insight card on the held slot: the slot's item", answer: insightCardResponseSchema })
  async insight(
    @Body(validate(useToolCardRequestSchema)) body: UseToolCardBody,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<InsightCardResponse> {
    const { item, remaining } = await this.use('insight_card', body, user, req);
    return { success: true, data: { current_item: item, remaining_cards: remaining } };
  }

  private async use(cardType: ToolCardType, body: UseToolCardBody, user: SessionUser, req: Request): Promise<ToolCardReveal> {
    try {
      return await this.commands.execute<UseToolCardCommand, ToolCardReveal>(
        new UseToolCardCommand(cardType, body.package_id, body.item_index, user.userId, userMetadata(req, user.userId, new Date())),
      );
    } catch (error) {
      throw blindboxFailure(error);
    }
  }
}
