// Signs in the account behind a verified provider identity, creating it on the first sign-in.
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { messages, type IdentityProvider, type UserInfo } from '@shop/contracts';
import { AccountDirectory, toUserInfo } from '../account-directory.service';
import { RegisterUserCommand } from '../commands/register-user/register-user.command';
import { IdentityAlreadyLinked, InvitationInvalid, type RegisteredUser } from '../commands/register-user/register-user.handler';
import { SessionsService } from '../sessions.service';
import type { IdTokenClaims } from './id-token';

export interface ProviderSignInOptions {
  invitationCode?: string | null;
  /** Register flow: a password for the new account. */
  password?: string;
}

@Injectable()
export class ProviderSignIn {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  async signIn(provider: IdentityProvider, claims: IdTokenClaims, options: ProviderSignInOptions = {}): Promise<{ user: UserInfo; token: string }> {
    let userId = await this.accounts.userIdByIdentity(provider, claims.sub);
    // An existing account's row is there already (its revision is at least 0).
    let revision = 0n;
    if (!userId) {
      const email = claims.email && claims.email_verified !== false ? claims.email : null;
      if (provider === 'google' && !email) throw new BadRequestException({ success: false, message: messages.auth.googleEmailMissing });
      try {
        const registered = await this.commands.execute<RegisterUserCommand, RegisteredUser>(
          new RegisterUserCommand(null, options.password ?? null, displayName(provider, claims), 'member', provider, {
            email,
            photoURL: typeof claims.picture === 'string' ? claims.picture : null,
            invitationCode: options.invitationCode || undefined,
            provider: { provider, subject: claims.sub, email },
          }),
        );
        ({ userId, revision } = registered);
      } catch (error) {
        // Two first sign-ins raced: the other one made the account.
        if (error instanceof IdentityAlreadyLinked && error.userId) userId = error.userId;
        else if (error instanceof InvitationInvalid) throw new NotFoundException({ success: false, message: messages.auth.invitationInvalid });
        else throw error;
      }
    }
    await this.accounts.accountShown(userId, revision);
    const account = await this.accounts.byId(userId);
    if (!account) throw new NotFoundException({ success: false, message: messages.auth.userVerifyFailed });
    const token = await this.sessions.create(userId, provider);
    return { user: toUserInfo(account), token };
  }
}

function displayName(provider: IdentityProvider, claims: IdTokenClaims): string {
  const name =
    (typeof claims.name === 'string' ? claims.name.trim() : '') || claims.email?.split('@')[0] || (provider === 'line' ? 'LINE 會員' : '會員');
  return name.slice(0, 30);
}
