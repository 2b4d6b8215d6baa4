// POST /api/auth/phone/verify: code login (000 §5): the phone's SMS code signs its account in.
import { Body, Controller, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, phoneVerifyRequestSchema, type PhoneVerifyResponse, sessionResponseSchema } from '@shop/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { UserNotFound } from '../../domain/user.decide';
import { AccountDirectory, toUserInfo, type AccountView } from '../../account-directory.service';
import { LoginDevices } from '../../credentials/login-devices.service';
import { SessionsService } from '../../sessions.service';
import { PhoneCodesService } from '../../verification/phone-codes.service';
import { SignInWithCodeCommand } from './sign-in-with-code.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Accounts')
@Controller('auth')
export class SignInWithCodeHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PhoneCodesService) private readonly codes: PhoneCodesService,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(LoginDevices) private readonly devices: LoginDevices,
  ) {}

  @Post('phone/verify')
  @HttpCode(200)
  @ApiDoc({ summary: 'Sign in with an SMS code', answer: sessionResponseSchema })
  async verifyCode(
    @Body(validate(phoneVerifyRequestSchema)) body: z.output<typeof phoneVerifyRequestSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PhoneVerifyResponse> {
    await this.codes.verify({ phone: body.phone, code: body.code, sessionInfo: body.session_info, purpose: 'login' }, req.ip ?? 'unknown');
    const userId = await this.accounts.userIdByPhone(body.phone);
    if (!userId) throw new UnauthorizedException({ success: false, message: messages.auth.userVerifyFailed });
    const now = new Date();
    let account: AccountView;
    try {
      account = await this.commands.execute<SignInWithCodeCommand, AccountView>(
        new SignInWithCodeCommand(userId, body.phone, userMetadata(req, userId, now)),
      );
    } catch (error) {
      // A closed account keeps its phone reservation but signs no one in.
      if (error instanceof UserNotFound) throw new UnauthorizedException({ success: false, message: messages.auth.userVerifyFailed });
      throw error;
    }
    const token = await this.sessions.create(userId, 'sms', now);
    // This browser is now the member's own: their password tries from it are its own (auth.http.controller).
    const cookie = this.devices.cookieFor(body.phone, req, now);
    res.cookie(cookie.name, cookie.value, cookie.options);
    return { success: true, data: { user: toUserInfo(account), token } };
  }
}
