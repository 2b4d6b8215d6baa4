// The reactor that tells a member their VIP level moved: after the projection runner commits a
// batch that moved a member's running growth (the member-growth read model), it sends
// RecordVipLevelCommand for each member whose level or held reviews differ from what it last saw
// of them, so a purchase that only adds growth costs no command. It rides the runner's own
// subscription, so the row it reads already holds the events; the decider records a change once,
// so a replayed batch records nothing new. A process without the runner (PROJECTIONS=off) or a
// reaction lost to a crash is caught up by the daily review sweep, which sends the same command to
// every member with growth.
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommittedChange } from '@shop/projections';
import { systemMetadata } from '../../../../http/request-metadata';
import { PROJECTION_COMMITS, type ProjectionCommits } from '../../../../platform/projection-commits';
import { RecordVipLevelCommand } from './record-vip-level.command';

/** Members remembered with the level they were last seen at; the oldest are forgotten past this. */
const REMEMBERED = 50_000;

/**
 * The members of a committed batch whose level or reviews moved since `seen` last had them (a
 * member not in `seen` counts as moved); `seen` is brought up to date.
 */
export function membersWithNewLevel(changes: readonly CommittedChange[], seen: Map<string, string>): string[] {
  const users: string[] = [];
  for (const change of changes) {
    if (change.projection !== 'member-growth') continue;
    for (const row of change.rows as { userId: string; level: number; reviews: unknown[] }[]) {
      const mark = `${row.level}/${row.reviews.length}`;
      if (seen.get(row.userId) === mark) continue;
      seen.delete(row.userId);
      seen.set(row.userId, mark);
      if (seen.size > REMEMBERED) seen.delete(seen.keys().next().value!);
      users.push(row.userId);
    }
  }
  return users;
}

@Injectable()
export class RecordVipLevelWhenGrowthChanged implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RecordVipLevelWhenGrowthChanged.name);
  private unsubscribe: (() => void) | null = null;
  /** What each member's level was when last seen (see membersWithNewLevel). */
  private readonly seen = new Map<string, string>();
  /** Reactions run one after another, in commit order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    @Inject(PROJECTION_COMMITS) private readonly commits: ProjectionCommits,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.commits.onCommitted((changes) => {
      const users = membersWithNewLevel(changes, this.seen);
      if (users.length) this.queue = this.queue.then(() => this.react(users));
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    await this.queue;
  }

  /** Resolves once every reaction queued so far has run (for tests). */
  settled(): Promise<void> {
    return this.queue;
  }

  private async react(users: string[]): Promise<void> {
    for (const userId of users) {
      await this.commands
        .execute(new RecordVipLevelCommand(userId, systemMetadata(new Date())))
        .catch((err) => this.logger.error(err, `recording the VIP level of ${userId} failed`));
    }
  }
}
