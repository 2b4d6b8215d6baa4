// What every scheduled sweep shares (the points expiry, the box expiry, the VIP monthly grant):
// every API process schedules it, one leads (leader-lock.ts), a tick never overlaps the previous
// one, `scheduled_job_runs` keeps how far the job got, and members are visited a page at a time in
// id order. PostgreSQL rather than a job queue (pg-boss): every deployment already has it,
// EventStoreDB ones included, and each job is one idempotent sweep, not work to hand out.
import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { LeaderLock } from './leader-lock';

const PAGE = 500;

export class ScheduledJob {
  private readonly leader: LeaderLock;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: DataSource,
    /** The job's name: its leader lock and its `scheduled_job_runs` row. */
    readonly name: string,
    private readonly logger: Logger,
  ) {
    this.leader = new LeaderLock(db, name);
  }

  /** For the @Interval method: runs `work` unless the previous tick is still running; a failure is logged. */
  async tick(work: () => Promise<unknown>): Promise<void> {
    if (this.running) return;
    this.running = work().catch((err) => this.logger.error(err, `${this.name} failed`));
    await this.running;
    this.running = null;
  }

  /** True while this process leads the job. */
  lead(): Promise<boolean> {
    return this.leader.lead();
  }

  /** How far the job got, or null before its first run. */
  async doneUntil(): Promise<Date | null> {
    const [run] = await this.db.query<{ done_until: Date }[]>('SELECT done_until FROM scheduled_job_runs WHERE job = $1', [this.name]);
    return run ? new Date(run.done_until) : null;
  }

  /** Records that the job is done up to `now` (never moving back). */
  async markDone(now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO scheduled_job_runs (job, done_until) VALUES ($1, $2)
       ON CONFLICT (job) DO UPDATE SET done_until = GREATEST(scheduled_job_runs.done_until, EXCLUDED.done_until)`,
      [this.name, now],
    );
  }

  /** For onModuleDestroy: waits for a running tick, then gives up the lead. */
  async close(): Promise<void> {
    await this.running;
    await this.leader.release();
  }
}

/**
 * Visits user ids a page at a time, in id order: `page(after, limit)` answers the next ids after
 * `after` (keyset paging, so a long sweep never holds one big result and never skips a row).
 */
export async function forEachUserId(
  page: (after: string, limit: number) => Promise<{ user_id: string }[]>,
  visit: (userId: string) => Promise<void>,
): Promise<void> {
  for (let after = ''; ;) {
    const rows = await page(after, PAGE);
    for (const { user_id: userId } of rows) await visit(userId);
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.user_id;
  }
}
