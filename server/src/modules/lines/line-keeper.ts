// Hand-overs that no request causes: a hold that ends by time, an offer nobody claims. Every API
// process schedules a keeper per kind of line and one leads (platform/scheduled-job.ts); each tick
// moves on every line of its kind with someone in it (the hold_line read model lists them). Nothing
// lives in memory: the line and its container are their streams, so after a restart the next tick
// carries on where the last left, and a tick run twice (or by two processes) decides on the
// streams, never twice the same offer.
import type { Logger } from '@nestjs/common';
import type { LineContainer } from '@shop/contracts';
import type { DataSource } from 'typeorm';
import { ScheduledJob } from '../../platform/scheduled-job';

export class LineKeeper {
  private readonly job: ScheduledJob;

  constructor(
    private readonly db: DataSource,
    private readonly container: LineContainer,
    /** Moves one line on: the owning module's pass-on command. */
    private readonly passOn: (containerId: string, now: Date) => Promise<unknown>,
    private readonly logger: Logger,
  ) {
    this.job = new ScheduledJob(db, `${container}-line-keeper`, logger);
  }

  tick(): Promise<void> {
    return this.job.tick(() => this.sweep(new Date()));
  }

  close(): Promise<void> {
    return this.job.close();
  }

  /** Moves on every line of this kind with someone in it, if this process leads; answers how many lines it visited. */
  async sweep(now: Date): Promise<number> {
    if (!(await this.job.lead())) return 0;
    const lines = await this.db.query<{ container_id: string }[]>(
      `SELECT container_id FROM hold_line WHERE container = $1 AND (offer IS NOT NULL OR waiting <> '[]'::jsonb)`,
      [this.container],
    );
    for (const { container_id: containerId } of lines) {
      // One line's failure (a conflict that outlasted its retries) leaves the others moving; the next tick tries again.
      await this.passOn(containerId, now).catch((err: unknown) => this.logger.warn(err, `line ${containerId}`));
    }
    return lines.length;
  }
}
