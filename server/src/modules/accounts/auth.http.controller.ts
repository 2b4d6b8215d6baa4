// Sign-in with phone and password or with an SMS code, token check and logout (spec 000 §5, §7).
import { Body, Controller, Get, HttpCode, Inject, Post, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import {
  loginRequestSchema,
  messages,
  phoneVerifyRequestSchema,
  type LoginResponse,
  type LogoutResponse,
  type PhoneVerifyResponse,
  type VerifyTokenResponse,
} from '@shop/contracts';
import type { Request } from 'express';
import { randomBytes } from 'node:crypto';
import { hash, verify } from 'argon2';
import type { z } from 'zod';
import { EVENT_STORE } from '../../event-store/event-store.token';
import type { EventStore } from '../../event-store/event-store.port';
import { userMetadata } from '../../http/request-metadata';
import { validate } from '../../http/zod-validation.pipe';
import { runCommand } from '../../platform/command-runner';
import { AccountDirectory, toUserInfo } from './account-directory.service';
import { AuthGuard, BearerToken, CurrentUser, OptionalAuthGuard } from './auth.guard';
import { userDecider } from './domain/user.decide';
import { SessionsService, type SessionUser } from './sessions.service';
import { ThrottleService } from './verification/throttle.service';
import { PhoneCodesService } from './verification/phone-codes.service';

const FIFTEEN_MINUTES_MS = 900_000;
export const loginLimits = { failuresPerPhone: 5, failuresPerIp: 20, windowMs: FIFTEEN_MINUTES_MS } as const;

@Controller('auth')
export class AuthHttpController {
  constructor(
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
    @Inject(PhoneCodesService) private readonly codes: PhoneCodesService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
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
    const account = userId ? await this.accounts.byId(userId) : null;
    // Verify against a fixed hash when there is no password to check, so timing does not reveal accounts.
    const ok = await verify(account?.passwordHash ?? (await dummyHash()), body.password).catch(() => false);
    if (!account?.passwordHash || !ok) {
      await this.throttle.hit(buckets);
      throw new UnauthorizedException({ success: false, message: messages.auth.loginFailedCheckCredentials });
    }
    const token = await this.sessions.create(account.userId);
    return { success: true, data: { user: toUserInfo(account), token } };
  }

  /** Code login: the phone's SMS code signs its account in. */
  @Post('phone/verify')
  @HttpCode(200)
  async verifyCode(@Body(validate(phoneVerifyRequestSchema)) body: z.output<typeof phoneVerifyRequestSchema>, @Req() req: Request): Promise<PhoneVerifyResponse> {
    await this.codes.verify({ phone: body.phone, code: body.code, sessionInfo: body.session_info, purpose: 'login' }, req.ip ?? 'unknown');
    const userId = await this.accounts.userIdByPhone(body.phone);
    if (!userId) throw new UnauthorizedException({ success: false, message: messages.auth.userVerifyFailed });
    const now = new Date();
    const result = await runCommand({
      store: this.store,
      streamId: `user-${userId}`,
      decider: userDecider,
      command: { type: 'VerifyPhone', data: { userId, phone: body.phone } },
      metadata: userMetadata(req, userId, now),
    });
    const account = await this.accounts.caughtUp(userId, result.revision);
    const token = await this.sessions.create(userId, now);
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

let dummy: Promise<string> | undefined;
/** A real argon2id hash of a random secret, made once: checking against it costs what a real check costs. */
function dummyHash(): Promise<string> {
  dummy ??= hash(randomBytes(16).toString('hex'), { type: 2 });
  return dummy;
}
