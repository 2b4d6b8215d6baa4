// The notifications a visitor or member sees (spec 002 §7), one list of both kinds: the ones staff
// send to everyone (or to one member) from the content tables, and a member's own made from their
// events (member_notifications: order shipped, reward granted), each with what they have read.
// Visitors see only the ones sent to everyone, all unread. The bell's dot on GET /user asks the
// same question through `hasUnreadNotifications`.
import { Inject, Injectable } from '@nestjs/common';
import type { Notification, NotificationsResponse } from '@shop/contracts';
import { DataSource } from 'typeorm';

const LIST_LIMIT = 50;

/** Every notification the member (or, with null, a visitor) sees, with its read state. */
const VISIBLE = `
  SELECT n.id::text AS id, false AS own, n.title, n."desc", n.created_at, (r.user_id IS NOT NULL) AS read
    FROM notifications n
    LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.user_id = $1
   WHERE n.user_id IS NULL OR n.user_id = $1
  UNION ALL
  SELECT m.id, true AS own, m.title, m."desc", m.created_at, (mr.notification_id IS NOT NULL) AS read
    FROM member_notifications m
    LEFT JOIN member_notification_reads mr ON mr.notification_id = m.id
   WHERE m.user_id = $1`;

/** Whether the member has a notification of either kind they have not read (the bell's dot). */
export async function hasUnreadNotifications(db: DataSource, userId: string): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM (${VISIBLE}) v WHERE NOT v.read) AS any`, [userId]);
  return row?.any === true;
}

@Injectable()
export class NotificationsReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async list(userId: string | null): Promise<NotificationsResponse> {
    const rows = await this.db.query<{ id: string; own: boolean; title: string; desc: string; created_at: Date; read: boolean }[]>(
      `SELECT * FROM (${VISIBLE}) v ORDER BY v.created_at DESC, v.id DESC LIMIT ${LIST_LIMIT}`,
      [userId],
    );
    const data: Notification[] = rows.map((r) => ({
      id: r.own ? r.id : Number(r.id),
      title: r.title,
      desc: r.desc,
      datetime: new Date(r.created_at).toISOString(),
      read: r.read,
    }));
    return { success: true, data, unread: data.filter((n) => !n.read).length };
  }
}
