import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { MarkNotificationReadCommand } from './mark-notification-read.command';

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand, void> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ notificationId: id, userId }: MarkNotificationReadCommand): Promise<void> {
    if (typeof id === 'string') return this.markOwn(id, userId);
    const inserted = await this.db.query<unknown[]>(
      `INSERT INTO notification_reads (notification_id, user_id, read_at)
       SELECT n.id, $2, now() FROM notifications n WHERE n.id = $1 AND (n.user_id IS NULL OR n.user_id = $2)
       ON CONFLICT DO NOTHING
       RETURNING notification_id`,
      [id, userId],
    );
    if (inserted.length) return;
    // Read before (fine, nothing to do), or not this member's to read.
    const visible = await this.db.query<unknown[]>('SELECT 1 FROM notifications WHERE id = $1 AND (user_id IS NULL OR user_id = $2)', [id, userId]);
    if (!visible.length) throw new NotFoundException({ success: false, message: messages.catalog.noticeFailed });
  }

  /** One of the member's own notifications (member_notifications, made from their events). */
  private async markOwn(id: string, userId: string): Promise<void> {
    const visible = await this.db.query<unknown[]>(
      `INSERT INTO member_notification_reads (notification_id, user_id, read_at)
       SELECT m.id, m.user_id, now() FROM member_notifications m WHERE m.id = $1 AND m.user_id = $2
       ON CONFLICT DO NOTHING
       RETURNING notification_id`,
      [id, userId],
    );
    if (visible.length) return;
    const mine = await this.db.query<unknown[]>('SELECT 1 FROM member_notifications WHERE id = $1 AND user_id = $2', [id, userId]);
    if (!mine.length) throw new NotFoundException({ success: false, message: messages.catalog.noticeFailed });
  }
}
