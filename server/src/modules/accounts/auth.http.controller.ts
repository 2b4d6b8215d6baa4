// Sign-in with phone and password, token check and logout (spec 000 §5, §7). Code login is a
// command (it records the verified phone): commands/sign-in-with-code.
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import {
  loginRequestSchema,
  messages,
  type LoginResponse,
  type LogoutResponse,
  type VerifyTokenResponse,
  logoutResponseSchema,
  sessionResponseSchema,
  verifyTokenResponseSchema,
} from '@shop/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { validate } from '../../http/zod-validation.pipe';
import { AccountDirectory, toUserInfo } from './account-directory.service';
import { AuthGuard, BearerToken, CurrentUser, OptionalAuthGuard } from './auth.guard';
import { CredentialsService } from './credentials/credentials.service';
import { LoginDevices } from './credentials/login-devices.service';
import { SessionsService, type SessionUser } from './sessions.service';
import { ThrottleService, type Limit } from './verification/throttle.service';
import { ApiDoc, ApiTag } from '../../openapi/api-doc.decorator';

const FIFTEEN_MINUTES_MS = 900_000;
const DAY_MS = 86_400_000;
/**
 * Password guesses are limited by phone, never by whether it has an account (the answers must not
 * tell): per client and phone, whoever fails five times waits, a minute the first time and twice
 * as long each time after (up to an hour); per phone, failures from every client together are
 * bounded. An address is limited only in how many phones it tries (spraying): many members behind
 * one carrier address (CGNAT) each keep their own allowance, so one member's failures never
 * lock out another's right password. A browser the member signed in from before (LoginDevices)
 * is limited as a client of its own and never by the phone's shared bound, so strangers failing
 * from many addresses cannot shut the member's own device out.
 */
export const loginLimits = {
  failuresPerClient: 5,
  failuresPerPhone: 30,
  phonesPerIp: 20,
  windowMs: FIFTEEN_MINUTES_MS,
  firstWaitSeconds: 60,
  longestWaitSeconds: 3600,
} as const;

@ApiTag('Accounts')
@Controller('auth')
export class AuthHttpController {
  constructor(
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(LoginDevices) private readonly devices: LoginDevices,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiDoc({ summary: 'Sign in with phone and password', answer: sessionResponseSchema })
  async login(
    @Body(validate(loginRequestSchema)) body: z.output<typeof loginRequestSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const ip = req.ip ?? 'unknown';
    const now = new Date();
    const { windowMs } = loginLimits;
    const device = this.devices.deviceOf(body.phone, req, now);
    const client = device
      ? { bucket: `login:device:${device}`, max: loginLimits.failuresPerClient, windowMs }
      : { bucket: `login:client:${ip}:${body.phone}`, max: loginLimits.failuresPerClient, windowMs };
    const taken: Limit[] = device ? [client] : [client, { bucket: `login:phone:${body.phone}`, max: loginLimits.failuresPerPhone, windowMs }];
    const [triesByClient] = await this.throttle.take(taken, messages.auth.tooManyRequests);
    // The address's first try at this phone in the window counts towards the phones it tries.
    if (!device && triesByClient === 1) {
      const spread = { bucket: `login:ip-phones:${ip}`, max: loginLimits.phonesPerIp, windowMs };
      await this.throttle.take([spread], messages.auth.tooManyRequests).catch(async (error: unknown) => {
        await this.throttle.giveBack(taken);
        throw error;
      });
      taken.push(spread);
    }
    const userId = await this.accounts.userIdByPhone(body.phone);
    const ok = await this.credentials.check(userId, body.password);
    const account = ok && userId ? await this.accounts.byId(userId) : null;
    if (!account) {
      if ((await this.throttle.used(client)) >= loginLimits.failuresPerClient) await this.waitLonger(client);
      throw new UnauthorizedException({ success: false, message: messages.auth.loginFailedCheckCredentials });
    }
    await this.throttle.giveBack(taken);
    const token = await this.sessions.create(account.userId, 'password');
    const cookie = this.devices.cookieFor(body.phone, req, now);
    res.cookie(cookie.name, cookie.value, cookie.options);
    return { success: true, data: { user: toUserInfo(account), token } };
  }

  /** The client used up its guesses on this phone: it waits, longer each time in a day. */
  private async waitLonger(client: Limit): Promise<void> {
    const waits = { bucket: `login:waits:${client.bucket}`, max: 1_000_000, windowMs: DAY_MS };
    await this.throttle.take([waits], messages.auth.tooManyRequests);
    const n = await this.throttle.used(waits);
    await this.throttle.block(client, Math.min(loginLimits.firstWaitSeconds * 2 ** (n - 1), loginLimits.longestWaitSeconds));
  }

  @Get('verify-token')
  @UseGuards(OptionalAuthGuard)
  @ApiDoc({ summary: 'Whether the bearer token is a live session', answer: verifyTokenResponseSchema })
  verifyToken(@CurrentUser() user: SessionUser | undefined): VerifyTokenResponse {
    return { valid: Boolean(user) };
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: 'End this session', answer: logoutResponseSchema })
  async logout(@BearerToken() token: string): Promise<LogoutResponse> {
    await this.sessions.revoke(token);
    return { success: true };
  }
}
