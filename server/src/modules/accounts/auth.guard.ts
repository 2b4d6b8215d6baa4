// Bearer-token guards: `AuthGuard` requires a signed-in user (and the roles of @Roles, if any),
// `OptionalAuthGuard` only resolves one when a token is sent. A staff route (one with @Roles)
// answers 403 to visitors as well as to members: it is no sign-in prompt for shoppers.
import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { messages, type Role } from '@shop/contracts';
import type { IncomingMessage } from 'node:http';
import { SessionsService, type SessionUser } from './sessions.service';

type AuthedRequest = IncomingMessage & { user?: SessionUser; token?: string };

const ROLES_KEY = 'roles';
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AuthedRequest>().user);
export const BearerToken = createParamDecorator((_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AuthedRequest>().token);

function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match ? match[1] : null;
}

@Injectable()
export class OptionalAuthGuard implements CanActivate {
  constructor(@Inject(SessionsService) protected readonly sessions: SessionsService) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const token = bearer(req);
    if (token) {
      req.user = (await this.sessions.verify(token)) ?? undefined;
      req.token = req.user ? token : undefined;
    }
    return true;
  }
}

@Injectable()
export class AuthGuard extends OptionalAuthGuard {
  constructor(
    @Inject(SessionsService) sessions: SessionsService,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {
    super(sessions);
  }

  override async canActivate(ctx: ExecutionContext): Promise<boolean> {
    await super.canActivate(ctx);
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [ctx.getHandler(), ctx.getClass()]);
    if (roles?.length && !(req.user && roles.includes(req.user.role)))
      throw new ForbiddenException({ success: false, message: messages.auth.forbidden });
    if (!req.user) throw new UnauthorizedException({ success: false, message: messages.auth.sessionExpired });
    return true;
  }
}
