// GET /api/tools (the card types), GET /api/user/tools (the member's cards), GET /api/user/tools/count.
import { toolsResponseSchema, userToolsCountResponseSchema, userToolsResponseSchema } from '@shop/contracts';
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { ToolsResponse, UserToolsCountResponse, UserToolsResponse } from '@shop/contracts';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { TOOLS, ToolCardsReader } from './tool-cards.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Tools')
@Controller()
export class ToolCardsHttpController {
  constructor(@Inject(ToolCardsReader) private readonly tools: ToolCardsReader) {}

  @Get('tools')
  @ApiDoc({ summary: 'The tool card types', answer: toolsResponseSchema })
  list(): ToolsResponse {
    return { success: true, status: true, data: [...TOOLS] };
  }

  @Get('user/tools')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "The member's tool cards, one row per card", answer: userToolsResponseSchema })
  async mine(@CurrentUser() user: SessionUser): Promise<UserToolsResponse> {
    return { success: true, data: await this.tools.cards(user.userId, new Date()) };
  }

  @Get('user/tools/count')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: 'Usable tool cards per type', answer: userToolsCountResponseSchema })
  async count(@CurrentUser() user: SessionUser): Promise<UserToolsCountResponse> {
    return { success: true, data: await this.tools.count(user.userId, new Date()) };
  }
}
