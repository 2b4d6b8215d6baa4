// The scheduled process that issues the VIP monthly benefits on the 1st (Taipei): every hour one
// API process (the leader, platform/scheduled-job.ts) checks whether this Taipei month was already
// done (`scheduled_job_runs`); if not, it decides each member's level with the clock (vipHistoryOf:
// growth, and the 90-day review of levels 5 and 6) and puts that level's tool cards and coupons into
// their wallet through the wallet's own commands. Grants are named by the month, and the wallet
// grants a reference once: a run cut short is simply run again, and running twice grants once.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { systemMetadata } from '../../../../http/request-metadata';
import { forEachUserId, ScheduledJob } from '../../../../platform/scheduled-job';
import { GrantCouponCommand, GrantToolCardsCommand } from '../../../wallet/wallet.public';
import { startOfTaipeiMonth } from '../../domain/taipei-day';
import { vipHistoryOf } from '../../domain/vip';
import { vipMonthlyGrant } from '../../domain/vip-monthly-grant';
import { memberGrowth } from '../../queries/member-growth';

const JOB = 'vip-monthly-grant';
export const VIP_GRANT_INTERVAL_MS = 60 * 60_000;

export interface VipGrantRun {
  leader: boolean;
  /** The Taipei month granted, or null when it was already done. */
  month: string | null;
  members: number;
}

@Injectable()
export class VipMonthlyGrantSchedule implements OnModuleDestroy {
  private readonly job: ScheduledJob;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {
    this.job = new ScheduledJob(db, JOB, new Logger(VipMonthlyGrantSchedule.name));
  }

  @Interval(JOB, VIP_GRANT_INTERVAL_MS)
  tick(): Promise<void> {
    return this.job.tick(() => this.run(new Date()));
  }

  onModuleDestroy(): Promise<void> {
    return this.job.close();
  }

  /** Grants this Taipei month's benefits to every member, unless the month is done or another process leads. */
  async run(now: Date): Promise<VipGrantRun> {
    if (!(await this.job.lead())) return { leader: false, month: null, members: 0 };
    const done = await this.job.doneUntil();
    if (done && done >= startOfTaipeiMonth(now)) return { leader: true, month: null, members: 0 };
    const metadata = systemMetadata(now);
    let members = 0;
    let month: string | null = null;
    await forEachUserId(
      (after, limit) =>
        this.db.query(`SELECT user_id FROM user_accounts WHERE role = 'member' AND registered_at <= $1 AND user_id > $2 ORDER BY user_id LIMIT $3`, [
          now,
          after,
          limit,
        ]),
      async (userId) => {
        const { level } = vipHistoryOf(await memberGrowth(this.db, userId), now).status;
        const grant = vipMonthlyGrant(userId, level, now);
        month = grant.month;
        await this.commands.execute(new GrantToolCardsCommand(grant.toolCards, metadata));
        for (const coupon of grant.coupons) await this.commands.execute(new GrantCouponCommand(coupon, metadata));
        members++;
      },
    );
    await this.job.markDone(now);
    return { leader: true, month, members };
  }
}
