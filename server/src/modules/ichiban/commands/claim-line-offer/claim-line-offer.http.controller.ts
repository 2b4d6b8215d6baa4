// POST /api/raffle/tube/{tubeId}/line/claim: the shopper the line offers the hold takes it (not in the spec).
// Answers as the lock does. No offer for the caller (it ran out, or is someone else's) → 409 目前沒有輪到您的鎖定;
// a hold rule that refuses the caller answers as the lock would, and the offer goes to the next in line.
import { ConflictException, Controller, HttpCode, HttpException, Inject, NotFoundException, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, tubeIdParamSchema, type ClaimLineOfferResponse, claimLineOfferResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { DomainError } from '../../../../platform/decider';
import { AuthGuard, CurrentUser, MembersOnlyGuard, type SessionUser } from '../../../accounts/accounts.public';
import { HoldCooldown, LockCooldown, LockNeedsFunds, TubeAlreadySoldOut, TubeLockedByOther, TubeNotOpen } from '../../domain/tube.decide';
import { TUBE_LOCKED_MESSAGE } from '../lock-tube/lock-tube.http.controller';
import type { LockTubeResult } from '../lock-tube/lock-tube.handler';
import { ClaimLineOfferCommand } from './claim-line-offer.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Ichiban')
@Controller('raffle/tube')
export class ClaimLineOfferHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':tubeId/line/claim')
  @HttpCode(200)
  @UseGuards(AuthGuard, MembersOnlyGuard)
  @ApiDoc({ summary: 'Take the hold the line offers the caller (the lock, with every hold rule)', answer: claimLineOfferResponseSchema })
  async claim(
    @Param('tubeId', validate(tubeIdParamSchema)) tubeId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<ClaimLineOfferResponse> {
    try {
      const result = await this.commands.execute<ClaimLineOfferCommand, LockTubeResult>(
        new ClaimLineOfferCommand(tubeId, user.userId, userMetadata(req, user.userId, new Date())),
      );
      return { success: true, lock: { is_locked: true, remain: result.remainSeconds, locked_by_other: false } };
    } catch (error) {
      if (error instanceof TubeLockedByOther)
        throw new HttpException({ success: false, message: TUBE_LOCKED_MESSAGE, remain: error.remainSeconds }, 423);
      if (error instanceof TubeNotOpen) throw new NotFoundException({ success: false, message: messages.ichiban.tubeIdMissing });
      if (error instanceof TubeAlreadySoldOut) throw new ConflictException({ success: false, message: messages.ichiban.tubeSoldOut });
      if (error instanceof LockNeedsFunds) throw new HttpException({ success: false, message: error.message }, 402);
      if (error instanceof LockCooldown || error instanceof HoldCooldown)
        throw new HttpException({ success: false, message: error.message, remain: error.remainSeconds }, 429);
      // No offer, or another hold rule (one hold per member …): each carries its zh-TW words.
      if (error instanceof DomainError) throw new ConflictException({ success: false, message: error.message });
      throw error;
    }
  }
}
