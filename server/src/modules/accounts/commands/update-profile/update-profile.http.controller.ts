// PUT /api/user/profile: the member's name (002 §5 basic settings: required, trimmed, ≤ 30).
// An unchanged name records nothing.
import { Body, Controller, HttpCode, Inject, Put, Req, UseGuards } from '@nestjs/common';
import { messages, updateProfileRequestSchema, type UpdateProfileResponse } from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { runCommand } from '../../../../platform/command-runner';
import { AccountDirectory } from '../../account-directory.service';
import { AuthGuard, CurrentUser } from '../../auth.guard';
import { userDecider } from '../../domain/user.decide';
import type { SessionUser } from '../../sessions.service';
import { UserProfileReader } from '../../queries/user-profile.reader';

@Controller('user')
export class UpdateProfileHttpController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(UserProfileReader) private readonly profiles: UserProfileReader,
  ) {}

  @Put('profile')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async update(
    @Body(validate(updateProfileRequestSchema)) body: z.output<typeof updateProfileRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<UpdateProfileResponse> {
    const result = await runCommand({
      store: this.store,
      streamId: `user-${user.userId}`,
      decider: userDecider,
      command: { type: 'UpdateProfile', data: { userId: user.userId, name: body.name } },
      metadata: userMetadata(req, user.userId, new Date()),
    });
    const account = await this.accounts.caughtUp(user.userId, result.revision);
    return { success: true, message: result.events.length ? messages.settings.saved : messages.settings.unchanged, data: await this.profiles.profile(account) };
  }
}
