// The notifications a visitor or member sees (spec 002 §7): visitors the ones sent to everyone, all
// unread; members also their own, with what they have read.
import { Inject, Injectable } from '@nestjs/common';
import type { NotificationsResponse } from '@shop/contracts';
import { DataSource } from 'typeorm';

const LIST_LIMIT = 50;

@Injectable()
export class NotificationsReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async list(userId: string | null): Promise<NotificationsResponse> {
    const rows = await this.db.query<{ id: number; title: string; desc: string; created_at: Date; read: boolean }[]>(
      `SELECT n.id, n.title, n."desc", n.created_at, (r.user_id IS NOT NULL) AS read
         FROM notifications n
         LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.user_id = $1
        WHERE n.user_id IS NULL OR n.user_id = $1
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT ${LIST_LIMIT}`,
      [userId],
    );
    const data = rows.map((r) => ({ id: r.id, title: r.title, desc: r.desc, datetime: new Date(r.created_at).toISOString(), read: r.read }));
    return { success: true, data, unread: data.filter((n) => !n.read).length };
  }
}
