// Task rewards (002 §3 "Task", §4): a task's growth points are claimed once per Taipei period
// (day, Monday-to-Sunday week, month), decided with the command's clock, and only once the
// period's progress (counted by the caller from the member's activity) reaches the target.
import { taskTable, type TaskDefinition, type TaskEvent } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { taipeiPeriod } from './taipei-day';

export type ClaimTaskReward = {
  type: 'ClaimTaskReward';
  data: { userId: string; taskId: string; now: Date; /** This period's progress of the task. */ progress: number };
};
export type TaskCommand = ClaimTaskReward;

/** The task periods claimed, as `<taskId>@<period>`. */
export interface TaskClaims {
  claimed: ReadonlySet<string>;
}

export const initialTaskClaims: TaskClaims = { claimed: new Set() };

export class UnknownTask extends DomainError {}
export class TaskAlreadyClaimed extends DomainError {}
export class TaskNotFinished extends DomainError {}

export const taskStreamId = (userId: string) => `tasks-${userId}`;
export const claimKey = (taskId: string, period: string) => `${taskId}@${period}`;

export function taskById(taskId: string): TaskDefinition | undefined {
  return taskTable.find((task) => task.id === taskId);
}

export function evolve(state: TaskClaims, event: TaskEvent): TaskClaims {
  switch (event.type) {
    case 'TaskRewardClaimed':
      return { claimed: new Set(state.claimed).add(claimKey(event.data.taskId, event.data.period)) };
    default: {
      const unhandled: never = event.type;
      return unhandled;
    }
  }
}

export function decide(command: TaskCommand, state: TaskClaims): TaskEvent[] {
  switch (command.type) {
    case 'ClaimTaskReward': {
      const { userId, taskId, now, progress } = command.data;
      const task = taskById(taskId);
      if (!task) throw new UnknownTask(`no task ${taskId}`);
      const period = taipeiPeriod(task.period, now).key;
      if (state.claimed.has(claimKey(taskId, period))) throw new TaskAlreadyClaimed(`${userId} claimed ${taskId} for ${period}`);
      if (progress < task.target) throw new TaskNotFinished(`${taskId}: ${progress} of ${task.target}`);
      return [{ type: 'TaskRewardClaimed', data: { userId, taskId, period, growthPoints: task.growthPoints } }];
    }
    default: {
      const unhandled: never = command.type;
      return unhandled;
    }
  }
}

export const taskDecider = { initialState: initialTaskClaims, evolve, decide };
