// POST /api/invitation/register: a signed-in member names the friend who invited them (for an
// account made without the invitation link, e.g. by a Google sign-in).
import { Body, ConflictException, Controller, HttpCode, Inject, NotFoundException, Post, Req, UseGuards } from '@nestjs/common';
import { invitationRegisterRequestSchema, messages, type InvitationRegisterResponse, invitationRegisterResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { CommandBus } from '@nestjs/cqrs';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AccountDirectory } from '../../account-directory.service';
import { AuthGuard, CurrentUser } from '../../auth.guard';
import { AlreadyInvited, CannotInviteSelf } from '../../domain/user.decide';
import type { SessionUser } from '../../sessions.service';
import { AcceptInvitationCommand } from './accept-invitation.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Accounts')
@Controller('invitation')
export class AcceptInvitationHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
  ) {}

  @Post('register')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: 'Accept an invitation', answer: invitationRegisterResponseSchema })
  async accept(
    @Body(validate(invitationRegisterRequestSchema)) body: z.output<typeof invitationRegisterRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<InvitationRegisterResponse> {
    const inviter = await this.accounts.byInvitationCode(body.invitation_code);
    if (!inviter?.invitationCode) throw new NotFoundException({ success: false, message: messages.auth.invitationInvalid });
    try {
      await this.commands.execute(
        new AcceptInvitationCommand(user.userId, inviter.userId, inviter.invitationCode, userMetadata(req, user.userId, new Date())),
      );
    } catch (error) {
      if (error instanceof AlreadyInvited || error instanceof CannotInviteSelf)
        throw new ConflictException({ success: false, message: messages.auth.invitationNotAccepted });
      throw error;
    }
    return { success: true, message: messages.auth.invitationAccepted };
  }
}
