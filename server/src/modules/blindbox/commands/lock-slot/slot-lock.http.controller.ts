// POST /api/blindbox/package/{packageId}/lock {item_index}: hold a slot for 150 s (the slot page).
// POST /api/blindbox/package/{packageId}/release: give it back (leaving the slot page).
// The spec's GET /blindbox/package/{id}?itemIndex&lock_duration reads the package; a GET never
// changes anything here (prefetchers and retries send GETs freely), so the lock is its own POST.
import { Body, Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  blindboxIdParamSchema,
  lockSlotRequestSchema,
  type LockSlotResponse,
  type OkResponse,
  lockSlotResponseSchema,
  okResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, MembersOnlyGuard, type SessionUser } from '../../../accounts/accounts.public';
import { blindboxFailure } from '../blindbox-failure';
import { ReleaseSlotCommand } from '../release-slot/release-slot.command';
import { LockSlotCommand } from './lock-slot.command';
import type { LockSlotResult } from './lock-slot.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Blind box')
@Controller('blindbox/package')
@UseGuards(AuthGuard)
export class SlotLockHttpController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':packageId/lock')
  @HttpCode(200)
  @UseGuards(MembersOnlyGuard)
  @ApiDoc({
    summary:
      'Hold a slot for 150 s (423 此物品正在被其他用戶挑選中 when another member holds it; 402 when the wallet cannot pay for a draw, 409 when the member holds another tube or box, 429 with remain after lapsed holds)',
    answer: lockSlotResponseSchema,
  })
  async lock(
    @Param('packageId', validate(blindboxIdParamSchema)) packageId: string,
    @Body(validate(lockSlotRequestSchema)) body: z.output<typeof lockSlotRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<LockSlotResponse> {
    try {
      const result = await this.commands.execute<LockSlotCommand, LockSlotResult>(
        new LockSlotCommand(packageId, body.item_index, user.userId, userMetadata(req, user.userId, new Date())),
      );
      return { success: true, data: { item_index: body.item_index, lock_expires_at: result.expiresAt.toISOString(), remain: result.remainSeconds } };
    } catch (error) {
      throw blindboxFailure(error);
    }
  }

  @Post(':packageId/release')
  @HttpCode(200)
  @ApiDoc({ summary: "Give back the caller's slot in a package", answer: okResponseSchema })
  async release(
    @Param('packageId', validate(blindboxIdParamSchema)) packageId: string,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<OkResponse> {
    try {
      await this.commands.execute(new ReleaseSlotCommand(packageId, user.userId, userMetadata(req, user.userId, new Date())));
      return { success: true };
    } catch (error) {
      throw blindboxFailure(error);
    }
  }
}
