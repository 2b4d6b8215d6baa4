// Hand-overs that no request causes: a hold that ends by time, an offer nobody claims. Every API
// process schedules the keeper and one leads (platform/scheduled-job.ts); each tick moves on every
// line with someone in it (the hold_line read model lists them). Nothing lives in memory: the line
// and the tube are their streams, so after a restart the next tick carries on where the last left,
// and a tick run twice (or by two processes) decides on the streams, never twice the same offer.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { constants } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { systemMetadata } from '../../../../http/request-metadata';
import { ScheduledJob } from '../../../../platform/scheduled-job';
import { PassTubeLineOnCommand } from './pass-tube-line-on.command';

const JOB = 'tube-line-keeper';

@Injectable()
export class TubeLineKeeperSchedule implements OnModuleDestroy {
  private readonly job: ScheduledJob;
  private readonly logger = new Logger(TubeLineKeeperSchedule.name);

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {
    this.job = new ScheduledJob(db, JOB, this.logger);
  }

  @Interval(JOB, constants.holdLine.keeperIntervalMs)
  tick(): Promise<void> {
    return this.job.tick(() => this.sweep(new Date()));
  }

  onModuleDestroy(): Promise<void> {
    return this.job.close();
  }

  /** Moves on every line with someone in it, if this process leads; answers how many lines it visited. */
  async sweep(now: Date): Promise<number> {
    if (!(await this.job.lead())) return 0;
    const lines = await this.db.query<{ container_id: string }[]>(
      `SELECT container_id FROM hold_line WHERE container = 'tube' AND (offer IS NOT NULL OR waiting <> '[]'::jsonb)`,
    );
    for (const { container_id: tubeId } of lines) {
      // One line's failure (a conflict that outlasted its retries) leaves the others moving; the next tick tries again.
      await this.commands
        .execute(new PassTubeLineOnCommand(tubeId, systemMetadata(now)))
        .catch((err: unknown) => this.logger.warn(err, `line ${tubeId}`));
    }
    return lines.length;
  }
}
