// GET /api/notifications (spec 002 §7).
import { notificationsResponseSchema } from '@shop/contracts';
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { NotificationsResponse } from '@shop/contracts';
import { CurrentUser, OptionalAuthGuard, type SessionUser } from '../../accounts/accounts.public';
import { NotificationsReader } from './notifications.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

@ApiTag('Content')
@Controller('notifications')
export class NotificationsHttpController {
  constructor(@Inject(NotificationsReader) private readonly notifications: NotificationsReader) {}

  @Get()
  @UseGuards(OptionalAuthGuard)
  @ApiDoc({ summary: 'Notifications, with read marks for a member', answer: notificationsResponseSchema })
  list(@CurrentUser() user: SessionUser | undefined): Promise<NotificationsResponse> {
    return this.notifications.list(user?.userId ?? null);
  }
}
