// Phone binding (002 §7 "Invitations and phone binding"): GET /api/user/phone-binding/status,
// POST …/check (may this phone be bound?), POST …/send-code (captcha, then the SMS code through the
// SMS-code port, 60 s between sends), POST …/confirm (the code; binds and pays the invitation reward).
import { Body, ConflictException, Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  constants,
  messages,
  phoneBindingCheckRequestSchema,
  phoneBindingConfirmRequestSchema,
  phoneBindingSendCodeRequestSchema,
  type PhoneBindingCheckResponse,
  type PhoneBindingConfirmResponse,
  type PhoneBindingSendCodeResponse,
  type PhoneBindingStatusResponse,
  phoneBindingCheckResponseSchema,
  phoneBindingConfirmResponseSchema,
  phoneBindingStatusResponseSchema,
  sendCodeResponseSchema,
} from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { userMetadata } from '../../../../http/request-metadata';
import { validate } from '../../../../http/zod-validation.pipe';
import { AccountDirectory } from '../../account-directory.service';
import { AuthGuard, CurrentUser } from '../../auth.guard';
import { PhoneAlreadyBound } from '../../domain/user.decide';
import { PhoneBindingReader } from '../../queries/phone-binding.reader';
import type { SessionUser } from '../../sessions.service';
import { CaptchaGate } from '../../verification/captcha-gate';
import { CODE_TTL_SECONDS, PhoneCodesService } from '../../verification/phone-codes.service';
import { BindPhoneCommand, type PhoneBindingResult } from './bind-phone.command';
import { PhoneBoundToAnother } from './bind-phone.handler';
import { ApiDoc, ApiTag } from '../../../../openapi/api-doc.decorator';

const conflict = (message: string) => new ConflictException({ success: false, message });

@ApiTag('Accounts')
@Controller('user/phone-binding')
@UseGuards(AuthGuard)
export class BindPhoneHttpController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(PhoneBindingReader) private readonly bindings: PhoneBindingReader,
    @Inject(PhoneCodesService) private readonly codes: PhoneCodesService,
    @Inject(CaptchaGate) private readonly captchaGate: CaptchaGate,
  ) {}

  @Get('status')
  @ApiDoc({ summary: "The member's phone binding", answer: phoneBindingStatusResponseSchema })
  async status(@CurrentUser() user: SessionUser): Promise<PhoneBindingStatusResponse> {
    return { success: true, data: await this.bindings.status(user.userId) };
  }

  @Post('check')
  @HttpCode(200)
  @ApiDoc({ summary: 'Whether a phone may be bound to the account', answer: phoneBindingCheckResponseSchema })
  async check(
    @Body(validate(phoneBindingCheckRequestSchema)) body: z.output<typeof phoneBindingCheckRequestSchema>,
    @CurrentUser() user: SessionUser,
  ): Promise<PhoneBindingCheckResponse> {
    await this.mayBind(user.userId, body.phone);
    return { success: true, data: { phone: body.phone, available: true } };
  }

  @Post('send-code')
  @HttpCode(200)
  @ApiDoc({ summary: 'Send the SMS code for binding a phone (captcha; 60 s between sends)', answer: sendCodeResponseSchema })
  async sendCode(
    @Body(validate(phoneBindingSendCodeRequestSchema)) body: z.output<typeof phoneBindingSendCodeRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<PhoneBindingSendCodeResponse> {
    const ip = req.ip ?? 'unknown';
    await this.captchaGate.pass(body.captcha_id, body.captcha_answer, ip, body.phone);
    await this.mayBind(user.userId, body.phone);
    const { sessionInfo } = await this.codes.send(body.phone, 'bind', ip);
    return { success: true, session_info: sessionInfo, resend_after: constants.account.smsResendCooldownSeconds, expires_in: CODE_TTL_SECONDS };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiDoc({ summary: 'Bind the phone with its SMS code; pays the invitation reward once', answer: phoneBindingConfirmResponseSchema })
  async confirm(
    @Body(validate(phoneBindingConfirmRequestSchema)) body: z.output<typeof phoneBindingConfirmRequestSchema>,
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
  ): Promise<PhoneBindingConfirmResponse> {
    await this.codes.verify({ phone: body.phone, code: body.code, sessionInfo: body.session_info, purpose: 'bind' }, req.ip ?? 'unknown');
    let result: PhoneBindingResult;
    try {
      result = await this.commands.execute<BindPhoneCommand, PhoneBindingResult>(
        new BindPhoneCommand(user.userId, body.phone, userMetadata(req, user.userId, new Date())),
      );
    } catch (error) {
      if (error instanceof PhoneBoundToAnother) throw conflict(messages.phoneBinding.phoneTaken);
      if (error instanceof PhoneAlreadyBound) throw conflict(messages.phoneBinding.alreadyBound);
      throw error;
    }
    return {
      success: true,
      message: messages.phoneBinding.bound,
      data: {
        boundPhone: result.phone,
        boundAt: result.boundAt,
        invitation_reward: result.rewardPoints > 0 ? { points: result.rewardPoints } : null,
      },
    };
  }

  /** The account has no phone yet and the phone belongs to no other account. */
  private async mayBind(userId: string, phone: string): Promise<void> {
    const status = await this.bindings.status(userId);
    if (status.isBound) throw conflict(messages.phoneBinding.alreadyBound);
    const owner = await this.accounts.userIdByPhone(phone);
    if (owner && owner !== userId) throw conflict(messages.phoneBinding.phoneTaken);
  }
}
