// GET /api/likes (member).
import { likesResponseSchema } from '@shop/contracts';
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { LikesResponse } from '@shop/contracts';
import { AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { LikesReader } from './likes.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Member area')
@Controller('likes')
@UseGuards(AuthGuard)
export class LikesReadsHttpController {
  constructor(@Inject(LikesReader) private readonly likes: LikesReader) {}

  @Get()
  @ApiDoc({ summary: "The member's liked products", answer: likesResponseSchema })
  async list(@CurrentUser() user: SessionUser): Promise<LikesResponse> {
    return { success: true, data: await this.likes.list(user.userId) };
  }
}
