// GET /api/notifications (spec 002 §7).
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { NotificationsResponse } from '@shop/contracts';
import { CurrentUser, OptionalAuthGuard, type SessionUser } from '../../accounts/accounts.public';
import { NotificationsReader } from './notifications.reader';

@Controller('notifications')
export class NotificationsHttpController {
  constructor(@Inject(NotificationsReader) private readonly notifications: NotificationsReader) {}

  @Get()
  @UseGuards(OptionalAuthGuard)
  list(@CurrentUser() user: SessionUser | undefined): Promise<NotificationsResponse> {
    return this.notifications.list(user?.userId ?? null);
  }
}
