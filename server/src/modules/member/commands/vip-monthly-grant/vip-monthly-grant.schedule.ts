// The scheduled process that issues the VIP monthly benefits on the 1st (Taipei): every hour one
// API process (the leader, platform/leader-lock.ts) checks whether this Taipei month was already
// done (`scheduled_job_runs`); if not, it decides each member's level with the clock (vipStatus:
// growth, and the 90-day review of levels 5 and 6) and puts that level's tool cards and coupons into
// their wallet through the wallet's own commands. Grants are named by the month, and the wallet
// grants a reference once: a run cut short is simply run again, and running twice grants once.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { systemMetadata } from '../../../../http/request-metadata';
import { LeaderLock } from '../../../../platform/leader-lock';
import { GrantCouponCommand, GrantToolCardsCommand } from '../../../wallet/wallet.public';
import { startOfTaipeiMonth } from '../../domain/taipei-day';
import { vipStatus } from '../../domain/vip';
import { vipMonthlyGrant } from '../../domain/vip-monthly-grant';
import { growthLedger } from '../../queries/growth-ledger';

const JOB = 'vip-monthly-grant';
export const VIP_GRANT_INTERVAL_MS = 60 * 60_000;
const MEMBERS_PER_QUERY = 500;

export interface VipGrantRun {
  leader: boolean;
  /** The Taipei month granted, or null when it was already done. */
  month: string | null;
  members: number;
}

@Injectable()
export class VipMonthlyGrantSchedule implements OnModuleDestroy {
  private readonly logger = new Logger(VipMonthlyGrantSchedule.name);
  private readonly leader: LeaderLock;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {
    this.leader = new LeaderLock(db, JOB);
  }

  @Interval(JOB, VIP_GRANT_INTERVAL_MS)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.run(new Date()).catch((err) => this.logger.error(err, 'VIP monthly grant failed'));
    await this.running;
    this.running = null;
  }

  async onModuleDestroy(): Promise<void> {
    await this.running;
    await this.leader.release();
  }

  /** Grants this Taipei month's benefits to every member, unless the month is done or another process leads. */
  async run(now: Date): Promise<VipGrantRun> {
    if (!(await this.leader.lead())) return { leader: false, month: null, members: 0 };
    const monthStart = startOfTaipeiMonth(now);
    const [done] = await this.db.query<{ done_until: Date }[]>('SELECT done_until FROM scheduled_job_runs WHERE job = $1', [JOB]);
    if (done && new Date(done.done_until) >= monthStart) return { leader: true, month: null, members: 0 };
    const metadata = systemMetadata(now);
    let members = 0;
    let month: string | null = null;
    for (let after = ''; ;) {
      const rows = await this.db.query<{ user_id: string }[]>(
        `SELECT user_id FROM user_accounts WHERE role = 'member' AND registered_at <= $1 AND user_id > $2 ORDER BY user_id LIMIT $3`,
        [now, after, MEMBERS_PER_QUERY],
      );
      for (const { user_id: userId } of rows) {
        const { level } = vipStatus(await growthLedger(this.db, userId), now);
        const grant = vipMonthlyGrant(userId, level, now);
        month = grant.month;
        await this.commands.execute(new GrantToolCardsCommand(grant.toolCards, metadata));
        for (const coupon of grant.coupons) await this.commands.execute(new GrantCouponCommand(coupon, metadata));
        members++;
      }
      if (rows.length < MEMBERS_PER_QUERY) break;
      after = rows[rows.length - 1].user_id;
    }
    await this.db.query(
      `INSERT INTO scheduled_job_runs (job, done_until) VALUES ($1, $2)
       ON CONFLICT (job) DO UPDATE SET done_until = GREATEST(scheduled_job_runs.done_until, EXCLUDED.done_until)`,
      [JOB, now],
    );
    return { leader: true, month, members };
  }
}
