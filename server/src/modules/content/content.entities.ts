// Editorial content (DESIGN.md decision 1: plain CRUD, not event-sourced): banners, cover promos,
// marquee notices, official info, notifications, policy texts, and the install-reward record.
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { ContentStaffChangeRow } from './staff-changes/content-staff-change.entity';

@Entity('banners')
export class BannerRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { name: 'image_url' })
  imageUrl!: string;

  @Column('text')
  link!: string;

  @Column('int')
  sort!: number;

  @Column('boolean')
  active!: boolean;
}

@Entity('cover_promos')
export class CoverPromoRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  image!: string;

  @Column('text')
  link!: string;

  @Column('text')
  alt!: string;

  @Column('int')
  sort!: number;

  @Column('boolean')
  active!: boolean;
}

/** A marquee line. Until the draw read model exists these are editorial rows (recent wins, news). */
@Entity('notices')
export class NoticeRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  text!: string;

  @Column('jsonb')
  highlight!: string[];

  @Column('text', { nullable: true })
  link!: string | null;

  @Column('text', { nullable: true })
  target!: '_self' | '_blank' | null;

  @Column('boolean')
  active!: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}

@Entity('official_info')
export class OfficialInfoRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  title!: string;

  @Column('text', { name: 'main_image' })
  mainImage!: string;

  @Column('jsonb')
  images!: string[];

  @Column('text')
  content!: string;

  @Column('timestamptz', { name: 'published_at' })
  publishedAt!: Date;

  @Column('int')
  views!: number;
}

/** A notification to everyone (user_id null) or to one member. */
@Entity('notifications')
export class NotificationRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { name: 'user_id', nullable: true })
  userId!: string | null;

  @Column('text')
  title!: string;

  @Column('text')
  desc!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}

@Entity('notification_reads')
export class NotificationReadRow {
  @PrimaryColumn('int', { name: 'notification_id' })
  notificationId!: number;

  @PrimaryColumn('text', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'read_at' })
  readAt!: Date;
}

/** A per-member notification (member_notifications, a read model of their events) its member has read. */
@Entity('member_notification_reads')
export class MemberNotificationReadRow {
  @PrimaryColumn('text', { name: 'notification_id' })
  notificationId!: string;

  @Column('text', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'read_at' })
  readAt!: Date;
}

@Entity('policies')
export class PolicyRow {
  @PrimaryColumn('text')
  key!: string;

  @Column('text')
  title!: string;

  @Column('text')
  body!: string;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

/** One install reward per member: the primary key is the guard. */
@Entity('pwa_install_rewards')
export class PwaInstallRewardRow {
  @PrimaryColumn('text', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'coupon_title' })
  couponTitle!: string;

  @Column('timestamptz', { name: 'claimed_at' })
  claimedAt!: Date;
}

export const contentEntities = [
  BannerRow,
  CoverPromoRow,
  NoticeRow,
  OfficialInfoRow,
  NotificationRow,
  NotificationReadRow,
  PolicyRow,
  PwaInstallRewardRow,
  MemberNotificationReadRow,
  ContentStaffChangeRow,
];
