// GET /api/auth/captcha and POST /api/auth/phone/send-code: step 1 of code login, registration and
// password reset (phone and captcha), then an SMS with a 6-digit code.
import { Body, ConflictException, Controller, Get, HttpCode, Inject, NotFoundException, Post, Query, Req } from '@nestjs/common';
import {
  captchaQuerySchema,
  messages,
  sendCodeRequestSchema,
  type CaptchaResponse,
  type SendCodeResponse,
  constants,
  captchaResponseSchema,
  sendCodeResponseSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Request } from 'express';
import { validate } from '../../../http/zod-validation.pipe';
import { AccountDirectory } from '../account-directory.service';
import { CAPTCHA_TTL_SECONDS, CaptchaService } from './captcha.service';
import { CaptchaGate, captchaLimits, phoneSends } from './captcha-gate';
import { CODE_TTL_SECONDS, PhoneCodesService } from './phone-codes.service';
import { ThrottleService } from './throttle.service';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

const TEN_MINUTES_MS = 600_000;

@ApiTag('Accounts')
@Controller('auth')
export class VerificationHttpController {
  constructor(
    @Inject(CaptchaService) private readonly captchas: CaptchaService,
    @Inject(PhoneCodesService) private readonly codes: PhoneCodesService,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(CaptchaGate) private readonly captchaGate: CaptchaGate,
  ) {}

  /** With `phone`, the challenge is priced for the next send to that phone too (CaptchaGate). */
  @Get('captcha')
  @ApiDoc({ summary: 'A proof-of-work captcha (ALTCHA) to solve before an SMS is sent', answer: captchaResponseSchema })
  async captcha(@Query(validate(captchaQuerySchema)) query: z.output<typeof captchaQuerySchema>, @Req() req: Request): Promise<CaptchaResponse> {
    const [issued] = await this.throttle.take(
      [{ bucket: `captcha-issue:ip:${req.ip}`, max: captchaLimits.issuedPerIp, windowMs: TEN_MINUTES_MS }],
      messages.auth.tooManyRequests,
    );
    const sends = query.phone ? await this.throttle.used(phoneSends(query.phone)) : 0;
    const challenge = await this.captchas.issue(Math.max(this.captchas.costFor(issued!), this.captchas.costFor(sends + 1)));
    return { success: true, data: { captcha_id: challenge.signature, challenge, expires_in: CAPTCHA_TTL_SECONDS } };
  }

  @Post('phone/send-code')
  @HttpCode(200)
  @ApiDoc({ summary: 'Send an SMS code', answer: sendCodeResponseSchema })
  async sendCode(
    @Body(validate(sendCodeRequestSchema)) body: z.output<typeof sendCodeRequestSchema>,
    @Req() req: Request,
  ): Promise<SendCodeResponse> {
    const ip = req.ip ?? 'unknown';
    await this.captchaGate.pass(body.captcha_id, body.captcha_answer, ip, body.phone);
    const owner = await this.accounts.userIdByPhone(body.phone);
    if (body.purpose === 'register' && owner) throw new ConflictException({ success: false, message: messages.auth.phoneAlreadyRegistered });
    if (body.purpose !== 'register' && !owner) throw new NotFoundException({ success: false, message: messages.auth.phoneNotRegistered });
    const { sessionInfo } = await this.codes.send(body.phone, body.purpose, ip);
    return { success: true, session_info: sessionInfo, resend_after: constants.account.smsResendCooldownSeconds, expires_in: CODE_TTL_SECONDS };
  }
}
