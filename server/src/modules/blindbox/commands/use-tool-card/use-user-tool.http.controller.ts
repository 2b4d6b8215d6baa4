// POST /api/user/tools/use {user_tool_id, package_id, item_index}: one of the member's cards, named
// as GET /user/tools lists it, used on the blind-box slot they hold. A card does its work only on a
// slot, so this is the hint / insight use under the card's own id; cards of one type differ only
// in expiry, and the wallet spends the one that expires first.
import { BadRequestException, Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, useUserToolRequestSchema, useUserToolResponseSchema, type UseUserToolResponse } from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { ToolCardsReader } from '../../../wallet/wallet.public';
import { blindboxFailure } from '../blindbox-failure';
import { UseToolCardCommand } from './use-tool-card.command';
import type { ToolCardReveal } from './use-tool-card.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Tools')
@Controller('user')
@UseGuards(AuthGuard)
export class UseUserToolHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ToolCardsReader) private readonly toolCards: ToolCardsReader,
  ) {}

  @Post('tools/use')
  @HttpCode(200)
  @ApiDoc({ summary: "Use one of the member's tool cards on the blind-box slot they hold", answer: useUserToolResponseSchema })
  async use(
    @Body(validate(useUserToolRequestSchema)) body: z.output<typeof useUserToolRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<UseUserToolResponse> {
    const now = new Date();
    const cardType = await this.toolCards.usableCardType(user.userId, body.user_tool_id, now);
    if (!cardType) throw new BadRequestException({ success: false, message: messages.blindbox.toolCardNotFound });
    try {
      const { item, remaining } = await this.commands.execute<UseToolCardCommand, ToolCardReveal>(
        new UseToolCardCommand(cardType, body.package_id, body.item_index, user.userId, userMetadata(req, user.userId, now)),
      );
      return { success: true, data: { type: cardType, item, remaining_cards: remaining } };
    } catch (error) {
      throw blindboxFailure(error);
    }
  }
}
