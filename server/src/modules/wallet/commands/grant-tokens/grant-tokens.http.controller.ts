// POST /api/admin/wallet/{userId}/tokens (admin and support): a token correction with its reason,
// idempotent on the staff's reference.
import { Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  grantTokensRequestSchema,
  walletUserIdParamSchema,
  type GrantTokensRequest,
  type WalletAdjustedResponse,
  walletAdjustedResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { validate } from '../../../../http/zod-validation.pipe';
import type { Wallet } from '../../domain/wallet.state';
import { staffMetadata } from '../../../../http/request-metadata';
import { staffGrant, walletAdjusted } from '../staff-answer';
import { GrantTokensCommand } from './grant-tokens.command';
import { AccountDirectory, AuthGuard, CurrentUser, Roles, type SessionUser } from '../../../accounts/accounts.public';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Back office')
@Controller('admin/wallet')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class GrantTokensHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
  ) {}

  @Post(':userId/tokens')
  @HttpCode(200)
  @ApiDoc({ summary: 'Credit a member tokens (a correction, with its reason)', answer: walletAdjustedResponseSchema })
  async grantTokens(
    @Param('userId', validate(walletUserIdParamSchema)) userId: string,
    @Body(validate(grantTokensRequestSchema)) body: GrantTokensRequest,
    @CurrentUser() staff: SessionUser,
    @Req() req: Request,
  ): Promise<WalletAdjustedResponse> {
    const now = new Date();
    const grant = { userId, amount: body.amount, reference: body.reference, description: body.description };
    const wallet = await staffGrant(this.accounts, userId, () =>
      this.commands.execute<GrantTokensCommand, Wallet>(new GrantTokensCommand(grant, staffMetadata(req, staff.userId, now))),
    );
    return walletAdjusted(wallet, now);
  }
}
