// Sign-in with phone and password, token check and logout (spec 000 §7).
import { Body, Controller, Get, HttpCode, Inject, Post, UnauthorizedException, UseGuards } from '@nestjs/common';
import { loginRequestSchema, normalizeTaiwanMobile, type LoginRequest, type LoginResponse, type UserInfo, type VerifyTokenResponse } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { randomBytes } from 'node:crypto';
import { hash, verify } from 'argon2';
import { UserAccountRow } from '@shop/projections';
import { validate } from '../../http/zod-validation.pipe';
import { AuthGuard, BearerToken, CurrentUser, OptionalAuthGuard } from './auth.guard';
import { SessionsService, type SessionUser } from './sessions.service';

export const LOGIN_FAILED_MESSAGE = '登入失敗！請檢查手機號碼與密碼';

export function toUserInfo(u: SessionUser): UserInfo {
  return { id: u.userId, uid: u.userId, name: u.name, displayName: u.name, phone: u.phone, role: u.role };
}

@Controller()
export class AuthHttpController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  @Post('auth/login')
  @HttpCode(200)
  async login(@Body(validate(loginRequestSchema)) body: LoginRequest): Promise<LoginResponse> {
    const account = await this.db.getRepository(UserAccountRow).findOneBy({ phone: normalizeTaiwanMobile(body.phone) });
    // Verify against a fixed hash when the phone is unknown, so timing does not reveal accounts.
    const ok = await verify(account?.passwordHash ?? (await dummyHash()), body.password).catch(() => false);
    if (!account || !ok) throw new UnauthorizedException({ success: false, message: LOGIN_FAILED_MESSAGE });
    const token = await this.sessions.create(account.userId);
    const user = toUserInfo({ userId: account.userId, role: account.role as SessionUser['role'], name: account.name, phone: account.phone });
    return { success: true, data: { user, token } };
  }

  @Get('auth/verify-token')
  @UseGuards(OptionalAuthGuard)
  verifyToken(@CurrentUser() user: SessionUser | undefined): VerifyTokenResponse {
    return { valid: Boolean(user) };
  }

  @Post('auth/logout')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async logout(@BearerToken() token: string): Promise<{ success: true }> {
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
