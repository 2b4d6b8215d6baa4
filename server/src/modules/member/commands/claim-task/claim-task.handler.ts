// Claims a task's growth points: the period's progress is counted from the read models, then the
// decider records TaskRewardClaimed on `tasks-<userId>` once per period. Growth reaches the VIP
// level through the task_claims read model of the growth ledger.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TaskRewardClaimed } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { taskById, taskDecider, taskStreamId, UnknownTask } from '../../domain/tasks.decide';
import { TasksReader } from '../../queries/tasks.reader';
import { ClaimTaskCommand } from './claim-task.command';

@CommandHandler(ClaimTaskCommand)
export class ClaimTaskHandler implements ICommandHandler<ClaimTaskCommand, TaskRewardClaimed['data']> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TasksReader) private readonly tasks: TasksReader,
  ) {}

  async execute({ userId, taskId, metadata }: ClaimTaskCommand): Promise<TaskRewardClaimed['data']> {
    const now = new Date(metadata.occurredAt);
    const task = taskById(taskId);
    if (!task) throw new UnknownTask(`no task ${taskId}`);
    const progress = await this.tasks.progress(userId, task, now);
    const { events } = await runCommand({
      store: this.store,
      streamId: taskStreamId(userId),
      decider: taskDecider,
      command: { type: 'ClaimTaskReward', data: { userId, taskId, now, progress } },
      metadata,
    });
    return (events as TaskRewardClaimed[])[0].data;
  }
}
