import type { TaskRewardClaimed } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { TaskAlreadyClaimed, TaskNotFinished, taskDecider, UnknownTask } from './tasks.decide';
import { taipeiPeriod } from './taipei-day';

const spec = deciderSpec(taskDecider);
const claim = (taskId: string, at: string, progress = 1) => ({
  type: 'ClaimTaskReward' as const,
  data: { userId: 'u1', taskId, now: new Date(at), progress },
});
const claimed = (taskId: string, period: string, growthPoints: number): TaskRewardClaimed => ({
  type: 'TaskRewardClaimed',
  data: { userId: 'u1', taskId, period, growthPoints },
});

describe('task rewards', () => {
  it('gives a finished daily task its growth points for the Taipei day', () => {
    spec
      .given()
      .when(claim('daily-kuji', '2026-11-24T02:00:00Z'))
      .then([claimed('daily-kuji', '2026-11-24', 10)]);
  });

  it('refuses a second claim in the same period, and allows it again after Taipei midnight', () => {
    // 15:59 UTC is 23:59 in Taipei on the 24th; 16:01 UTC is 00:01 on the 25th.
    spec
      .given(claimed('daily-kuji', '2026-11-24', 10))
      .when(claim('daily-kuji', '2026-11-24T15:59:00Z'))
      .thenThrows(TaskAlreadyClaimed);
    spec
      .given(claimed('daily-kuji', '2026-11-24', 10))
      .when(claim('daily-kuji', '2026-11-24T16:01:00Z'))
      .then([claimed('daily-kuji', '2026-11-25', 10)]);
  });

  it('refuses a task whose progress is short of its target', () => {
    spec
      .given()
      .when(claim('daily-kuji', '2026-11-24T02:00:00Z', 0))
      .thenThrows(TaskNotFinished);
    spec
      .given()
      .when(claim('weekly-tool', '2026-11-24T02:00:00Z', 1))
      .thenThrows(TaskNotFinished);
  });

  it('claims a weekly task once from Monday to Sunday (Taipei)', () => {
    // 2026-11-23 is a Monday; 2026-11-29 23:00 Taipei is still that week, 2026-11-30 00:30 the next.
    spec
      .given(claimed('weekly-shop', 'W-2026-11-23', 20))
      .when(claim('weekly-shop', '2026-11-29T15:00:00Z'))
      .thenThrows(TaskAlreadyClaimed);
    spec
      .given(claimed('weekly-shop', 'W-2026-11-23', 20))
      .when(claim('weekly-shop', '2026-11-29T16:30:00Z'))
      .then([claimed('weekly-shop', 'W-2026-11-30', 20)]);
  });

  it('claims a monthly task once per Taipei month', () => {
    spec
      .given(claimed('monthly-check-in', '2026-11', 100))
      .when(claim('monthly-check-in', '2026-11-30T15:59:00Z', 20))
      .thenThrows(TaskAlreadyClaimed);
    spec
      .given(claimed('monthly-check-in', '2026-11', 100))
      .when(claim('monthly-check-in', '2026-11-30T16:00:00Z', 20))
      .then([claimed('monthly-check-in', '2026-12', 100)]);
  });

  it('refuses a task that is not in the table', () => {
    spec.given().when(claim('no-such-task', '2026-11-24T02:00:00Z')).thenThrows(UnknownTask);
  });
});

describe('Taipei periods', () => {
  it('start at Taipei midnight, on Monday, on the 1st', () => {
    const now = new Date('2026-11-24T02:00:00Z');
    expect(taipeiPeriod('daily', now)).toEqual({
      key: '2026-11-24',
      start: new Date('2026-11-23T16:00:00Z'),
      end: new Date('2026-11-24T16:00:00Z'),
    });
    expect(taipeiPeriod('weekly', now)).toEqual({
      key: 'W-2026-11-23',
      start: new Date('2026-11-22T16:00:00Z'),
      end: new Date('2026-11-29T16:00:00Z'),
    });
    expect(taipeiPeriod('monthly', now)).toEqual({
      key: '2026-11',
      start: new Date('2026-10-31T16:00:00Z'),
      end: new Date('2026-11-30T16:00:00Z'),
    });
  });
});
