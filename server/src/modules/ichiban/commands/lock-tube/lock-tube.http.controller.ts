// POST /api/raffle/tube/{tubeId}/lock: reserve the tube before buying. Another holder → 423
// with the seconds that remain, as the spec's ticket page expects; a sold-out tube → 409 已完售.
// A buyer whose wallet cannot pay for one ticket → 402; one holding another tube or slot → 409
// (with what they hold); one who let a lock here, or holds anywhere again and again, lapse unbought
// → 429 with the seconds of cooldown left.
import { ConflictException, Controller, HttpCode, HttpException, Inject, NotFoundException, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, tubeIdParamSchema, type LockTubeResponse, lockTubeResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import { validate } from '../../../../http/zod-validation.pipe';
import { userMetadata } from '../../../../http/request-metadata';
import { AuthGuard, CurrentUser, MembersOnlyGuard, type SessionUser } from '../../../accounts/accounts.public';
import {
  HoldCooldown,
  LockCooldown,
  LockHeldElsewhere,
  LockNeedsFunds,
  TubeAlreadySoldOut,
  TubeLockedByOther,
  TubeNotOpen,
} from '../../domain/tube.decide';
import { LockTubeCommand } from './lock-tube.command';
import type { LockTubeResult } from './lock-tube.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

export const TUBE_LOCKED_MESSAGE = '其他用戶正在抽選中，請稍候';
export const TUBE_NOT_FOUND_MESSAGE = '找不到籤筒ID，請重試';

/** What the member holds instead, as the 409 names it. */
const heldOf = (error: { heldKind: 'tube' | 'slot'; heldContainerId: string }) =>
  error.heldKind === 'tube' ? { tube_id: error.heldContainerId } : { package_id: error.heldContainerId };

@ApiTag('Ichiban')
@Controller('raffle/tube')
export class LockTubeHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':tubeId/lock')
  @HttpCode(200)
  @UseGuards(AuthGuard, MembersOnlyGuard)
  @ApiDoc({
    summary:
      'Take the lock on a tube (423 with remain when another member holds it; 402 when the wallet cannot pay for a ticket, 409 when the member holds another tube or slot, 429 with remain after lapsed holds)',
    answer: lockTubeResponseSchema,
  })
  async lock(
    @Param('tubeId', validate(tubeIdParamSchema)) tubeId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<LockTubeResponse> {
    try {
      const result = await this.commands.execute<LockTubeCommand, LockTubeResult>(
        new LockTubeCommand(tubeId, user.userId, userMetadata(req, user.userId, new Date())),
      );
      return { success: true, lock: { is_locked: true, remain: result.remainSeconds, locked_by_other: false } };
    } catch (error) {
      if (error instanceof TubeLockedByOther) {
        throw new HttpException({ success: false, message: TUBE_LOCKED_MESSAGE, remain: error.remainSeconds }, 423);
      }
      if (error instanceof TubeNotOpen) throw new NotFoundException({ success: false, message: TUBE_NOT_FOUND_MESSAGE });
      if (error instanceof TubeAlreadySoldOut) throw new ConflictException({ success: false, message: messages.ichiban.tubeSoldOut });
      // A lock is for a buyer: one who can pay for a ticket, holds nothing else, and does not let
      // holds lapse unbought again and again.
      if (error instanceof LockNeedsFunds) throw new HttpException({ success: false, message: error.message }, 402);
      if (error instanceof LockHeldElsewhere) throw new ConflictException({ success: false, message: error.message, held: heldOf(error) });
      if (error instanceof LockCooldown || error instanceof HoldCooldown)
        throw new HttpException({ success: false, message: error.message, remain: error.remainSeconds }, 429);
      throw error;
    }
  }
}
