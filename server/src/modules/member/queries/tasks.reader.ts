// Task progress, decided at read time for the current Taipei period of each task: paid orders of
// the order history (orders), check-in days (check_in_feed), tool cards used (the wallet's
// ToolCardUsed events), and the claims of the member's `tasks-<userId>` stream.
import { Inject, Injectable } from '@nestjs/common';
import { taskTable, type TaskDefinition, type UserTask } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { walletStreamId } from '../../wallet/wallet.public';
import { taipeiPeriod, type TaipeiPeriod } from '../domain/taipei-day';
import { claimKey, taskDecider, taskStreamId } from '../domain/tasks.decide';

/** The order kinds (order history `kind`) each purchase category counts. */
const orderKinds: Partial<Record<TaskDefinition['category'], string>> = {
  kuji: 'ichiban',
  gacha: 'gacha',
  blindbox: 'blindbox',
  shop: 'shop',
};

@Injectable()
export class TasksReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  /** This period's progress of one task, capped at nothing (the list caps it for display). */
  async progress(userId: string, task: TaskDefinition, now: Date): Promise<number> {
    const period = taipeiPeriod(task.period, now);
    const kind = orderKinds[task.category];
    if (kind) return this.paidOrders(userId, kind, period);
    if (task.category === 'check_in') return this.checkInDays(userId, period);
    return this.toolUses(userId, period);
  }

  async list(userId: string, now: Date): Promise<UserTask[]> {
    const { state } = await loadState({ store: this.store, streamId: taskStreamId(userId), decider: taskDecider });
    return Promise.all(
      taskTable.map(async (task) => {
        const current = Math.min(await this.progress(userId, task, now), task.target);
        const claimed = state.claimed.has(claimKey(task.id, taipeiPeriod(task.period, now).key));
        const finished = current >= task.target;
        return {
          id: task.id,
          status: claimed ? 'claimed' : finished ? 'completed' : 'in_progress',
          current_value: current,
          target_value: task.target,
          can_claim: finished && !claimed,
          task: {
            name: task.name,
            description: task.description,
            category: task.category,
            growth_points: task.growthPoints,
            period: task.period,
          },
        } satisfies UserTask;
      }),
    );
  }

  private async paidOrders(userId: string, kind: string, period: TaipeiPeriod): Promise<number> {
    const [row] = await this.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM orders
        WHERE user_id = $1 AND kind = $2 AND paid_at >= $3 AND paid_at < $4 AND status NOT IN ('cancelled', 'refunded')`,
      [userId, kind, period.start, period.end],
    );
    return row.count;
  }

  private async checkInDays(userId: string, period: TaipeiPeriod): Promise<number> {
    const [row] = await this.db.query<{ count: number }[]>(
      `SELECT count(DISTINCT date)::int AS count FROM check_in_feed WHERE user_id = $1 AND created_at >= $2 AND created_at < $3`,
      [userId, period.start, period.end],
    );
    return row.count;
  }

  private async toolUses(userId: string, period: TaipeiPeriod): Promise<number> {
    const events = await this.store.readStream(walletStreamId(userId));
    return events.filter((event) => {
      if (event.type !== 'ToolCardUsed') return false;
      const at = new Date(event.metadata.occurredAt);
      return at >= period.start && at < period.end;
    }).length;
  }
}
