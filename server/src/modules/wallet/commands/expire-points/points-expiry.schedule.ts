// The scheduled process that records expired bonus points (PointsExpired), so that reads never
// have to: balances are computed as of the request's clock, the history shows the expiry once this
// has run. Scheduled as platform/scheduled-job.ts says: one API process leads (a session-level
// PostgreSQL advisory lock on a connection of its own, gone with a crashed leader's connection).
// A sweep covers the lots that expired since the last one (`scheduled_job_runs`), looking back a
// little further in case the read model applied a lot late: each wallet with such a lot gets an
// ExpirePoints command on the bus, which decides from the wallet's own stream and appends nothing
// when the lot was spent or already recorded; a sweep cut short is simply done again.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import type { WalletEvent } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { systemMetadata } from '../../../../http/request-metadata';
import { forEachUserId, ScheduledJob } from '../../../../platform/scheduled-job';
import { ExpirePointsCommand } from './expire-points.command';

const JOB = 'points-expiry';
/** Lots expire at any instant; a balance never counts an expired lot, so the record may lag a little. */
export const POINTS_EXPIRY_INTERVAL_MS = 10 * 60_000;
/** Each sweep looks again at lots that expired this long before the last one. */
const LOOK_BACK_MS = 60 * 60_000;

export interface PointsExpirySweep {
  /** False when another process leads: this one did nothing. */
  leader: boolean;
  /** Wallets that recorded an expiry in this sweep. */
  expired: number;
}

@Injectable()
export class PointsExpirySchedule implements OnModuleDestroy {
  private readonly job: ScheduledJob;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {
    this.job = new ScheduledJob(db, JOB, new Logger(PointsExpirySchedule.name));
  }

  @Interval(JOB, POINTS_EXPIRY_INTERVAL_MS)
  tick(): Promise<void> {
    return this.job.tick(() => this.sweep(new Date()));
  }

  onModuleDestroy(): Promise<void> {
    return this.job.close();
  }

  /** Records every lot expired by `now` since the last sweep, if this process leads. */
  async sweep(now: Date): Promise<PointsExpirySweep> {
    if (!(await this.job.lead())) return { leader: false, expired: 0 };
    const done = await this.job.doneUntil();
    const from = new Date(done ? done.getTime() - LOOK_BACK_MS : 0);
    let expired = 0;
    await forEachUserId(
      // Lots are read from the points history read model: a lot is projected a year before it expires.
      (after, limit) =>
        this.db.query(
          `SELECT DISTINCT user_id FROM points_history
            WHERE points > 0 AND expires_at > $1 AND expires_at <= $2 AND user_id > $3
            ORDER BY user_id LIMIT $4`,
          [from, now, after, limit],
        ),
      async (userId) => {
        const events = await this.commands.execute<ExpirePointsCommand, WalletEvent[]>(new ExpirePointsCommand(userId, systemMetadata(now)));
        if (events.length) expired++;
      },
    );
    await this.job.markDone(now);
    return { leader: true, expired };
  }
}
