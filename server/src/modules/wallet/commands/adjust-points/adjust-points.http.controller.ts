// POST /api/admin/wallet/{userId}/points (admin and support): idempotent on the staff's reference.
import { BadRequestException, Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  adjustPointsRequestSchema,
  messages,
  walletUserIdParamSchema,
  type AdjustPointsRequest,
  type WalletAdjustedResponse,
  walletAdjustedResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { validate } from '../../../../http/zod-validation.pipe';
import { InsufficientPoints } from '../../domain/wallet.decide';
import type { Wallet } from '../../domain/wallet.state';
import { staffMetadata } from '../../../../http/request-metadata';
import { staffGrant, walletAdjusted } from '../staff-answer';
import { AdjustPointsCommand } from './adjust-points.command';
import { AccountDirectory, AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/wallet')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class AdjustPointsHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
  ) {}

  @Post(':userId/points')
  @HttpCode(200)
  @ApiDoc({ summary: "Adjust a member's points", answer: walletAdjustedResponseSchema })
  async adjustPoints(
    @Param('userId', validate(walletUserIdParamSchema)) userId: string,
    @Body(validate(adjustPointsRequestSchema)) body: AdjustPointsRequest,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<WalletAdjustedResponse> {
    const now = new Date();
    const change = { userId, delta: body.delta, reason: 'admin' as const, reference: body.reference, description: body.description };
    try {
      const wallet = await staffGrant(this.accounts, userId, () =>
        this.commands.execute<AdjustPointsCommand, Wallet>(new AdjustPointsCommand(change, staffMetadata(req, staff.userId, now))),
      );
      return walletAdjusted(wallet, now);
    } catch (error) {
      if (error instanceof InsufficientPoints) throw new BadRequestException({ success: false, message: messages.points.insufficient });
      throw error;
    }
  }
}
