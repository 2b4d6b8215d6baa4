// GET /api/user: the signed-in member's profile.
import { Controller, Get, Inject, UnauthorizedException, UseGuards } from '@nestjs/common';
import { messages, userProfileResponseSchema, type UserProfileResponse } from '@shop/contracts';
import { AccountDirectory, AuthGuard, CurrentUser, type SessionUser } from '../../accounts/accounts.public';
import { UserProfileReader } from './user-profile.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Accounts')
@Controller()
export class UserProfileHttpController {
  constructor(
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(UserProfileReader) private readonly profiles: UserProfileReader,
  ) {}

  @Get('user')
  @UseGuards(AuthGuard)
  @ApiDoc({ summary: "The member's profile", answer: userProfileResponseSchema })
  async me(@CurrentUser() user: SessionUser): Promise<UserProfileResponse> {
    const account = await this.accounts.byId(user.userId);
    if (!account) throw new UnauthorizedException({ success: false, message: messages.auth.sessionExpired });
    return { success: true, data: await this.profiles.profile(account) };
  }
}
