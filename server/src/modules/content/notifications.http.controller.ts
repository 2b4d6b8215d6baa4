// GET /api/notifications and POST /api/notifications/{id}/read (spec 002 §7). Visitors see the
// notices sent to everyone, all unread; members also see their own, with what they have read.
import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { messages, notificationIdSchema, type NotificationsResponse } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { validate } from '../../http/zod-validation.pipe';
import { AuthGuard, CurrentUser, OptionalAuthGuard, type SessionUser } from '../accounts/accounts.public';

const LIST_LIMIT = 50;

@Controller('notifications')
export class NotificationsHttpController {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  @Get()
  @UseGuards(OptionalAuthGuard)
  async list(@CurrentUser() user: SessionUser | undefined): Promise<NotificationsResponse> {
    const rows = await this.db.query<{ id: number; title: string; desc: string; created_at: Date; read: boolean }[]>(
      `SELECT n.id, n.title, n."desc", n.created_at, (r.user_id IS NOT NULL) AS read
         FROM notifications n
         LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.user_id = $1
        WHERE n.user_id IS NULL OR n.user_id = $1
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT ${LIST_LIMIT}`,
      [user?.userId ?? null],
    );
    const data = rows.map((r) => ({ id: r.id, title: r.title, desc: r.desc, datetime: new Date(r.created_at).toISOString(), read: r.read }));
    return { success: true, data, unread: data.filter((n) => !n.read).length };
  }

  @Post(':id/read')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async markRead(@Param('id', validate(notificationIdSchema)) id: number, @CurrentUser() user: SessionUser): Promise<{ success: true }> {
    const inserted = await this.db.query<unknown[]>(
      `INSERT INTO notification_reads (notification_id, user_id, read_at)
       SELECT n.id, $2, now() FROM notifications n WHERE n.id = $1 AND (n.user_id IS NULL OR n.user_id = $2)
       ON CONFLICT DO NOTHING
       RETURNING notification_id`,
      [id, user.userId],
    );
    if (!inserted.length) {
      const visible = await this.db.query<unknown[]>('SELECT 1 FROM notifications WHERE id = $1 AND (user_id IS NULL OR user_id = $2)', [id, user.userId]);
      if (!visible.length) throw new NotFoundException({ success: false, message: messages.catalog.noticeFailed });
    }
    return { success: true };
  }
}
