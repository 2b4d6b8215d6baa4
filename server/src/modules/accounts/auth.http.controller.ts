// Sign-in with phone and password, token check and logout (spec 000 §5, §7). Code login is a
// command (it records the verified phone): commands/sign-in-with-code.
import { Body, Controller, Get, HttpCode, Inject, Post, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import { loginRequestSchema, messages, type LoginResponse, type LogoutResponse, type VerifyTokenResponse } from '@shop/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { validate } from '../../http/zod-validation.pipe';
import { AccountDirectory, toUserInfo } from './account-directory.service';
import { AuthGuard, BearerToken, CurrentUser, OptionalAuthGuard } from './auth.guard';
import { CredentialsService } from './credentials/credentials.service';
import { SessionsService, type SessionUser } from './sessions.service';
import { ThrottleService } from './verification/throttle.service';

const FIFTEEN_MINUTES_MS = 900_000;
export const loginLimits = { failuresPerPhone: 5, failuresPerIp: 20, windowMs: FIFTEEN_MINUTES_MS } as const;

@Controller('auth')
export class AuthHttpController {
  constructor(
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(@Body(validate(loginRequestSchema)) body: z.output<typeof loginRequestSchema>, @Req() req: Request): Promise<LoginResponse> {
    // Failures count per phone (guessing one account) and per IP (stuffing many accounts).
    const buckets = [`login:phone:${body.phone}`, `login:ip:${req.ip}`];
    await this.throttle.assertUnder(
      [
        { bucket: buckets[0], max: loginLimits.failuresPerPhone, windowMs: loginLimits.windowMs },
        { bucket: buckets[1], max: loginLimits.failuresPerIp, windowMs: loginLimits.windowMs },
      ],
      messages.auth.tooManyRequests,
    );
    const userId = await this.accounts.userIdByPhone(body.phone);
    const ok = await this.credentials.check(userId, body.password);
    const account = ok && userId ? await this.accounts.byId(userId) : null;
    if (!account) {
      await this.throttle.hit(buckets);
      throw new UnauthorizedException({ success: false, message: messages.auth.loginFailedCheckCredentials });
    }
    const token = await this.sessions.create(account.userId);
    return { success: true, data: { user: toUserInfo(account), token } };
  }

  @Get('verify-token')
  @UseGuards(OptionalAuthGuard)
  verifyToken(@CurrentUser() user: SessionUser | undefined): VerifyTokenResponse {
    return { valid: Boolean(user) };
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async logout(@BearerToken() token: string): Promise<LogoutResponse> {
    await this.sessions.revoke(token);
    return { success: true };
  }
}
