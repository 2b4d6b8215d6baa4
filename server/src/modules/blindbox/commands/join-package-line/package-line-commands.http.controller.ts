// POST /api/blindbox/package/{packageId}/line/join | leave | claim (not in the spec): the line for a
// box whose every slot is held. Join answers the place; leave is safe to repeat (sent when the page
// is left); claim takes the first free slot for the shopper the line offers it to, and answers as
// the slot lock does (with the slot's index). No offer for the caller → 409 目前沒有輪到您的鎖定.
import { ConflictException, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  blindboxIdParamSchema,
  messages,
  type JoinLineResponse,
  type LeaveLineResponse,
  type LockSlotResponse,
  joinLineResponseSchema,
  leaveLineResponseSchema,
  lockSlotResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { DomainError } from '../../../../platform/decider';
import { AuthGuard, CurrentUser, MembersOnlyGuard, type SessionUser } from '../../../accounts/accounts.public';
import { LineClosedError, LineFull } from '../../../lines/lines.public';
import { PackageLineReader } from '../../queries/package-line.reader';
import { blindboxFailure } from '../blindbox-failure';
import { ClaimPackageLineOfferCommand } from '../claim-package-line-offer/claim-package-line-offer.command';
import type { ClaimPackageLineOfferResult } from '../claim-package-line-offer/claim-package-line-offer.handler';
import { LeavePackageLineCommand } from '../leave-package-line/leave-package-line.command';
import { JoinPackageLineCommand } from './join-package-line.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Blind box')
@Controller('blindbox/package')
@UseGuards(AuthGuard)
export class PackageLineCommandsHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PackageLineReader) private readonly lines: PackageLineReader,
  ) {}

  @Post(':packageId/line/join')
  @HttpCode(200)
  @UseGuards(MembersOnlyGuard)
  @ApiDoc({
    summary: "Stand in a box's line for the next slot that frees (first come, first served); joining again keeps the place",
    answer: joinLineResponseSchema,
  })
  async join(
    @Param('packageId', validate(blindboxIdParamSchema)) packageId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<JoinLineResponse> {
    const now = new Date();
    try {
      await this.commands.execute(new JoinPackageLineCommand(packageId, user.userId, userMetadata(req, user.userId, now)));
    } catch (error) {
      if (error instanceof LineClosedError || error instanceof LineFull) throw new ConflictException({ success: false, message: error.message });
      throw blindboxFailure(error);
    }
    const { mine } = await this.lines.place(packageId, user.userId, now);
    if (!mine) throw new ConflictException({ success: false, message: messages.holdLine.ticketMissing });
    return { success: true, line: mine };
  }

  @Post(':packageId/line/leave')
  @HttpCode(200)
  @ApiDoc({ summary: "Leave a box's line (on leaving the box's page)", answer: leaveLineResponseSchema })
  async leave(
    @Param('packageId', validate(blindboxIdParamSchema)) packageId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<LeaveLineResponse> {
    const { left } = await this.commands.execute<LeavePackageLineCommand, { left: boolean }>(
      new LeavePackageLineCommand(packageId, user.userId, userMetadata(req, user.userId, new Date())),
    );
    return { success: true, left };
  }

  @Post(':packageId/line/claim')
  @HttpCode(200)
  @UseGuards(MembersOnlyGuard)
  @ApiDoc({
    summary: 'Take the slot the line offers the caller (the first free one, by the slot lock with every hold rule)',
    answer: lockSlotResponseSchema,
  })
  async claim(
    @Param('packageId', validate(blindboxIdParamSchema)) packageId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<LockSlotResponse> {
    try {
      const result = await this.commands.execute<ClaimPackageLineOfferCommand, ClaimPackageLineOfferResult>(
        new ClaimPackageLineOfferCommand(packageId, user.userId, userMetadata(req, user.userId, new Date())),
      );
      return { success: true, data: { item_index: result.itemIndex, lock_expires_at: result.expiresAt.toISOString(), remain: result.remainSeconds } };
    } catch (error) {
      const answer = blindboxFailure(error);
      // No offer, or a hold rule of the slot lock: each carries its zh-TW words.
      if (answer === error && error instanceof DomainError) throw new ConflictException({ success: false, message: error.message });
      throw answer;
    }
  }
}
