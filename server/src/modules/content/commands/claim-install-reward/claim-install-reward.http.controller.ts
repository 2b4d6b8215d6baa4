// POST /api/rewards/pwa-install (spec 000 §7).
import { pwaInstallRewardResponseSchema } from '@shop/contracts';
import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PwaInstallRewardResponse } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { AuthGuard, CurrentUser, type SessionUser } from '../../../accounts/accounts.public';
import { ClaimInstallRewardCommand } from './claim-install-reward.command';
import type { InstallRewardClaim } from './claim-install-reward.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Content')
@Controller('rewards')
export class ClaimInstallRewardHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('pwa-install')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: 'Claim the home-screen install reward once', answer: pwaInstallRewardResponseSchema })
  async claim(@CurrentUser() user: SessionUser, @Req() req: Request): Promise<PwaInstallRewardResponse> {
    const claim = await this.commands.execute<ClaimInstallRewardCommand, InstallRewardClaim>(
      new ClaimInstallRewardCommand(user.userId, userMetadata(req, user.userId, new Date())),
    );
    return { success: true, already_claimed: claim.alreadyClaimed, data: { coupon: { title: claim.couponTitle } } };
  }
}
