import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { MarkNotificationReadCommand } from './mark-notification-read.command';

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand, void> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ notificationId: id, userId }: MarkNotificationReadCommand): Promise<void> {
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
}
