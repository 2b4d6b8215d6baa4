// The 90-day review of VIP levels 5 and 6 (002 §4, §9) as a scheduled process: every hour one API
// process (the leader, platform/scheduled-job.ts) checks whether this Taipei day was already swept
// (`scheduled_job_runs`); if not, every member with growth gets a RecordVipLevelCommand at the
// sweep's clock, and the vip decider records each review period that ended (VipLevelReviewed: kept
// or lowered) and any rise the reactor missed. The decider records a period once, so a sweep cut
// short is simply run again, and running twice (or in two processes at once) records once.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { systemMetadata } from '../../../../http/request-metadata';
import { forEachUserId, ScheduledJob } from '../../../../platform/scheduled-job';
import { startOfTaipeiDay } from '../../domain/taipei-day';
import { RecordVipLevelCommand } from '../record-vip-level/record-vip-level.command';

const JOB = 'vip-review';
export const VIP_REVIEW_INTERVAL_MS = 60 * 60_000;

export interface VipReviewRun {
  leader: boolean;
  /** False when this Taipei day was already swept. */
  swept: boolean;
  members: number;
  /** VipLevelReviewed events recorded by this run. */
  reviews: number;
}

@Injectable()
export class VipReviewSchedule implements OnModuleDestroy {
  private readonly job: ScheduledJob;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {
    this.job = new ScheduledJob(db, JOB, new Logger(VipReviewSchedule.name));
  }

  @Interval(JOB, VIP_REVIEW_INTERVAL_MS)
  tick(): Promise<void> {
    return this.job.tick(() => this.run(new Date()));
  }

  onModuleDestroy(): Promise<void> {
    return this.job.close();
  }

  /** Reviews every member with growth at `now`, unless this Taipei day is done or another process leads. */
  async run(now: Date): Promise<VipReviewRun> {
    if (!(await this.job.lead())) return { leader: false, swept: false, members: 0, reviews: 0 };
    const done = await this.job.doneUntil();
    if (done && done >= startOfTaipeiDay(now)) return { leader: true, swept: false, members: 0, reviews: 0 };
    const metadata = systemMetadata(now);
    let members = 0;
    let reviews = 0;
    await forEachUserId(
      (after, limit) =>
        this.db.query(
          `SELECT a.user_id FROM user_accounts a
            WHERE a.role = 'member' AND a.user_id > $1
              AND EXISTS (SELECT 1 FROM member_growth g WHERE g.user_id = a.user_id)
            ORDER BY a.user_id LIMIT $2`,
          [after, limit],
        ),
      async (userId) => {
        const events = await this.commands.execute<RecordVipLevelCommand, { type: string }[]>(new RecordVipLevelCommand(userId, metadata));
        reviews += events.filter((e) => e.type === 'VipLevelReviewed').length;
        members++;
      },
    );
    await this.job.markDone(now);
    return { leader: true, swept: true, members, reviews };
  }
}
