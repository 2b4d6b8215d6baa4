// POST /api/auth/reset-password: step 2 of forgot password (002 "Login related"): SMS code and a
// new password. Every existing session of the account ends.
import { Body, Controller, HttpCode, Inject, NotFoundException, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, resetPasswordRequestSchema, type ResetPasswordResponse, resetPasswordResponseSchema } from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AccountDirectory } from '../../account-directory.service';
import { PhoneCodesService } from '../../verification/phone-codes.service';
import { ResetPasswordCommand } from './reset-password.command';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

@ApiTag('Accounts')
@Controller('auth')
export class ResetPasswordHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PhoneCodesService) private readonly codes: PhoneCodesService,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
  ) {}

  @Post('reset-password')
  @HttpCode(200)
  @ApiDoc({ summary: 'Reset the password with an SMS code', answer: resetPasswordResponseSchema })
  async reset(
    @Body(validate(resetPasswordRequestSchema)) body: z.output<typeof resetPasswordRequestSchema>,
    @Req() req: Request,
  ): Promise<ResetPasswordResponse> {
    await this.codes.verify({ phone: body.phone, code: body.code, sessionInfo: body.session_info, purpose: 'reset' }, req.ip ?? 'unknown');
    const userId = await this.accounts.userIdByPhone(body.phone);
    if (!userId) throw new NotFoundException({ success: false, message: messages.auth.phoneNotRegistered });
    await this.commands.execute(new ResetPasswordCommand(userId, body.password, userMetadata(req, userId, new Date())));
    return { success: true, message: messages.auth.passwordResetDone };
  }
}
