// The reactor that tells a member their VIP level rose: growth is not an event of its own (the
// growth ledger is the token payments and refunds and the task rewards, growth-ledger.ts), so after
// the projection runner commits a batch that moved a member's ledger (token_history, task_claims),
// it sends RecordVipLevelCommand for each member in it. It rides the runner's own subscription, so
// the ledger it reads already holds the events; the decider records a change once, so a replayed
// batch records nothing new. A process without the runner (PROJECTIONS=off) or a reaction lost to
// a crash is caught up by the daily review sweep, which sends the same command to every member.
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommittedChange } from '@shop/projections';
import { systemMetadata } from '../../../../http/request-metadata';
import { PROJECTION_COMMITS, type ProjectionCommits } from '../../../../platform/projection-commits';
import { RecordVipLevelCommand } from './record-vip-level.command';

const GROWTH_TYPES = new Set(['purchase', 'refund']);

/** The members whose growth ledger a committed batch moved. */
export function membersWithGrowth(changes: readonly CommittedChange[]): string[] {
  const users = new Set<string>();
  for (const change of changes) {
    for (const row of change.rows as { userId?: string; transactionType?: string }[]) {
      if (!row.userId) continue;
      if (change.projection === 'task-claims' || (change.projection === 'token-history' && GROWTH_TYPES.has(row.transactionType ?? ''))) {
        users.add(row.userId);
      }
    }
  }
  return [...users];
}

@Injectable()
export class RecordVipLevelWhenGrowthChanged implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RecordVipLevelWhenGrowthChanged.name);
  private unsubscribe: (() => void) | null = null;
  /** Reactions run one after another, in commit order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    @Inject(PROJECTION_COMMITS) private readonly commits: ProjectionCommits,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.commits.onCommitted((changes) => {
      const users = membersWithGrowth(changes);
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
