// The scheduled process that records expired box items (BoxItemExpired, 002 §4 "expired"): an item
// waiting in the box (available or selected) past its free storage. Reads already show it expired
// as of the request's clock (box.state `statusAt`); this records the fact, so the box's tabs, its
// count on GET /user and the staff timeline follow from the log. Same mechanism as the points
// expiry (wallet/commands/expire-points/points-expiry.schedule.ts): platform/scheduled-job.ts.
// Idempotent: the members come from the box read model (items still waiting whose storage ended by
// `now`); each gets an ExpireItems command on the bus, which decides from the box's own stream and
// appends nothing for an item already expired, selected into a paid order or shipped meanwhile. A
// sweep run twice, cut short and redone, or run by two processes at once records each expiry once.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import type { BoxEvent } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { systemMetadata } from '../../../../http/request-metadata';
import { forEachUserId, ScheduledJob } from '../../../../platform/scheduled-job';
import { ExpireItemsCommand } from './expire-items.command';

const JOB = 'box-expiry';
/** Storage is counted in days; reads never show an item past its storage as waiting, so the record may lag a little. */
export const BOX_EXPIRY_INTERVAL_MS = 10 * 60_000;

export interface BoxExpirySweep {
  /** False when another process leads: this one did nothing. */
  leader: boolean;
  /** Boxes that recorded an expiry in this sweep. */
  expired: number;
}

@Injectable()
export class BoxExpirySchedule implements OnModuleDestroy {
  private readonly job: ScheduledJob;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {
    this.job = new ScheduledJob(db, JOB, new Logger(BoxExpirySchedule.name));
  }

  @Interval(JOB, BOX_EXPIRY_INTERVAL_MS)
  tick(): Promise<void> {
    return this.job.tick(() => this.sweep(new Date()));
  }

  onModuleDestroy(): Promise<void> {
    return this.job.close();
  }

  /** Records every waiting item whose storage ended by `now`, if this process leads. */
  async sweep(now: Date): Promise<BoxExpirySweep> {
    if (!(await this.job.lead())) return { leader: false, expired: 0 };
    let expired = 0;
    await forEachUserId(
      // A waiting item's read-model status is what its stream recorded: it stays available or
      // selected until its BoxItemExpired is projected, so no window is needed to find it again.
      (after, limit) =>
        this.db.query(
          `SELECT DISTINCT user_id FROM box_items
            WHERE status IN ('available', 'selected') AND expires_at <= $1 AND user_id > $2
            ORDER BY user_id LIMIT $3`,
          [now, after, limit],
        ),
      async (userId) => {
        const events = await this.commands.execute<ExpireItemsCommand, BoxEvent[]>(new ExpireItemsCommand(userId, systemMetadata(now)));
        if (events.length) expired++;
      },
    );
    await this.job.markDone(now);
    return { leader: true, expired };
  }
}
