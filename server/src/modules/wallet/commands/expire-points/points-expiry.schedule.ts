// The scheduled process that records expired bonus points (PointsExpired), so that reads never
// have to: balances are computed as of the request's clock, the history shows the expiry once this
// has run. Every API process schedules it; one leads (platform/leader-lock.ts: a session-level
// PostgreSQL advisory lock on a connection of its own, gone with a crashed leader's connection).
// PostgreSQL rather than a job queue (pg-boss): every deployment already has it, EventStoreDB ones
// included, and the work is one idempotent sweep, not jobs to hand out.
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
import { LeaderLock } from '../../../../platform/leader-lock';
import { ExpirePointsCommand } from './expire-points.command';

const JOB = 'points-expiry';
/** Lots expire at any instant; a balance never counts an expired lot, so the record may lag a little. */
export const POINTS_EXPIRY_INTERVAL_MS = 10 * 60_000;
const WALLETS_PER_QUERY = 500;
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
  private readonly logger = new Logger(PointsExpirySchedule.name);
  private readonly leader: LeaderLock;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {
    this.leader = new LeaderLock(db, JOB);
  }

  @Interval(JOB, POINTS_EXPIRY_INTERVAL_MS)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.sweep(new Date()).catch((err) => this.logger.error(err, 'points expiry sweep failed'));
    await this.running;
    this.running = null;
  }

  async onModuleDestroy(): Promise<void> {
    await this.running;
    await this.leader.release();
  }

  /** Records every lot expired by `now` since the last sweep, if this process leads. */
  async sweep(now: Date): Promise<PointsExpirySweep> {
    if (!(await this.leader.lead())) return { leader: false, expired: 0 };
    const [run] = await this.db.query<{ done_until: Date }[]>('SELECT done_until FROM scheduled_job_runs WHERE job = $1', [JOB]);
    const from = new Date(run ? new Date(run.done_until).getTime() - LOOK_BACK_MS : 0);
    let expired = 0;
    for (let after = ''; ;) {
      // Lots are read from the points history read model: a lot is projected a year before it expires.
      const wallets = await this.db.query<{ user_id: string }[]>(
        `SELECT DISTINCT user_id FROM points_history
          WHERE points > 0 AND expires_at > $1 AND expires_at <= $2 AND user_id > $3
          ORDER BY user_id LIMIT $4`,
        [from, now, after, WALLETS_PER_QUERY],
      );
      for (const { user_id: userId } of wallets) {
        const events = await this.commands.execute<ExpirePointsCommand, WalletEvent[]>(new ExpirePointsCommand(userId, systemMetadata(now)));
        if (events.length) expired++;
      }
      if (wallets.length < WALLETS_PER_QUERY) break;
      after = wallets[wallets.length - 1].user_id;
    }
    await this.db.query(
      `INSERT INTO scheduled_job_runs (job, done_until) VALUES ($1, $2)
       ON CONFLICT (job) DO UPDATE SET done_until = GREATEST(scheduled_job_runs.done_until, EXCLUDED.done_until)`,
      [JOB, now],
    );
    return { leader: true, expired };
  }
}
