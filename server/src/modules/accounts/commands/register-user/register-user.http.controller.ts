// POST /api/auth/register: step 2 of registration (002 "Login related"): the SMS code from step 1
// and a password; signs the new member in.
import { Body, ConflictException, Controller, HttpCode, Inject, NotFoundException, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, registerRequestSchema, type RegisterResponse, sessionResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AccountDirectory, toUserInfo } from '../../account-directory.service';
import { InvitationRewards } from '../../phone-streams/invitation-rewards';
import { SessionsService } from '../../sessions.service';
import { PhoneCodesService } from '../../verification/phone-codes.service';
import { RegisterUserCommand } from './register-user.command';
import { InvitationInvalid, PhoneAlreadyRegistered, type RegisteredUser } from './register-user.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Accounts')
@Controller('auth')
export class RegisterUserHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PhoneCodesService) private readonly codes: PhoneCodesService,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(InvitationRewards) private readonly rewards: InvitationRewards,
  ) {}

  @Post('register')
  @HttpCode(200)
  @ApiDoc({ summary: 'Register with a verified phone', answer: sessionResponseSchema })
  async register(
    @Body(validate(registerRequestSchema)) body: z.output<typeof registerRequestSchema>,
    @Req() req: Request,
  ): Promise<RegisterResponse> {
    // A bad invitation is refused before the code is used up, so the member can retry without it.
    if (body.invitation_code && !(await this.accounts.byInvitationCode(body.invitation_code))) {
      throw new NotFoundException({ success: false, message: messages.auth.invitationInvalid });
    }
    await this.codes.verify({ phone: body.phone, code: body.code, sessionInfo: body.session_info, purpose: 'register' }, req.ip ?? 'unknown');
    let registered: RegisteredUser;
    try {
      registered = await this.commands.execute<RegisterUserCommand, RegisteredUser>(
        new RegisterUserCommand(body.phone, body.password, body.name || defaultName(body.phone), 'member', 'phone', {
          phoneVerified: true,
          invitationCode: body.invitation_code || undefined,
        }),
      );
    } catch (error) {
      if (error instanceof PhoneAlreadyRegistered) throw new ConflictException({ success: false, message: messages.auth.phoneAlreadyRegistered });
      if (error instanceof InvitationInvalid) throw new NotFoundException({ success: false, message: messages.auth.invitationInvalid });
      throw error;
    }
    // The phone was verified by its code: its first verification settles the invitation reward.
    await this.rewards.pay(
      { userId: registered.userId, phone: body.phone, inviterId: registered.inviterId },
      userMetadata(req, registered.userId, new Date()),
    );
    await this.accounts.accountShown(registered.userId, registered.revision);
    const token = await this.sessions.create(registered.userId, 'registration');
    return { success: true, data: { user: toUserInfo(registered.account), token } };
  }
}

/** Until the member sets a name: 會員 and the phone's last 3 digits. */
export const defaultName = (phone: string) => `會員${phone.slice(-3)}`;
