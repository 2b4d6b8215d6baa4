// GET /api/tools (the card types), GET /api/user/tools (the member's cards), GET /api/user/tools/count.
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { ToolsResponse, UserToolsCountResponse, UserToolsResponse } from '@shop/contracts';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { TOOLS, ToolCardsReader } from './tool-cards.reader';

@Controller()
export class ToolCardsHttpController {
  constructor(@Inject(ToolCardsReader) private readonly tools: ToolCardsReader) {}

  @Get('tools')
  list(): ToolsResponse {
    return { success: true, status: true, data: [...TOOLS] };
  }

  @Get('user/tools')
  @UseGuards(AuthGuard)
  async mine(@CurrentUser() user: SessionUser): Promise<UserToolsResponse> {
    return { success: true, data: await this.tools.cards(user.userId, new Date()) };
  }

  @Get('user/tools/count')
  @UseGuards(AuthGuard)
  async count(@CurrentUser() user: SessionUser): Promise<UserToolsCountResponse> {
    return { success: true, data: await this.tools.count(user.userId, new Date()) };
  }
}
