// Draws are for members: a staff account (support, auditor, admin) is refused before anything is
// charged or held, so nobody who can reach the back office takes a prize. Runs after the auth
// guard that resolves the user; a visitor passes on to the route's own sign-in answer.
import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { messages } from '@shop/contracts';
import type { SessionUser } from './sessions.service';

@Injectable()
export class MembersOnlyGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const user = ctx.switchToHttp().getRequest<{ user?: SessionUser }>().user;
    if (user && user.role !== 'member') throw new ForbiddenException({ success: false, message: messages.auth.staffCannotDraw });
    return true;
  }
}
