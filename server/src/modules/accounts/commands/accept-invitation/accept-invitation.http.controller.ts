// POST /api/invitation/register: a signed-in member names the friend who invited them (for an
// account made without the invitation link, e.g. by a Google sign-in).
import { Body, ConflictException, Controller, HttpCode, Inject, NotFoundException, Post, Req, UseGuards } from '@nestjs/common';
import { invitationRegisterRequestSchema, messages, type InvitationRegisterResponse } from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { runCommand } from '../../../../platform/command-runner';
import { AccountDirectory } from '../../account-directory.service';
import { AuthGuard, CurrentUser } from '../../auth.guard';
import { AlreadyInvited, CannotInviteSelf, userDecider } from '../../domain/user.decide';
import type { SessionUser } from '../../sessions.service';

@Controller('invitation')
export class AcceptInvitationHttpController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
  ) {}

  @Post('register')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async accept(
    @Body(validate(invitationRegisterRequestSchema)) body: z.output<typeof invitationRegisterRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<InvitationRegisterResponse> {
    const inviter = await this.accounts.byInvitationCode(body.invitation_code);
    if (!inviter?.invitationCode) throw new NotFoundException({ success: false, message: messages.auth.invitationInvalid });
    try {
      await runCommand({
        store: this.store,
        streamId: `user-${user.userId}`,
        decider: userDecider,
        command: { type: 'AcceptInvitation', data: { userId: user.userId, inviterId: inviter.userId, invitationCode: inviter.invitationCode } },
        metadata: userMetadata(req, user.userId, new Date()),
      });
    } catch (error) {
      if (error instanceof AlreadyInvited || error instanceof CannotInviteSelf) throw new ConflictException({ success: false, message: messages.auth.invitationNotAccepted });
      throw error;
    }
    return { success: true, message: messages.auth.invitationAccepted };
  }
}
