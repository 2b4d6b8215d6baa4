// Daily check-in (002 §4, §9): once per Taipei calendar day, decided with the command's clock; a
// 7-day cycle where day 3 and day 5 give double; a missed day (or a finished cycle) starts again
// at day 1. The reward table arrives in the command (staff may change it between days).
import { constants, type CheckInEvent, type CheckInReward } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { evolve, initialCheckIns, type CheckIns } from './check-in.state';
import { dayBefore, taipeiDate } from './taipei-day';

/** One day of the reward table, before doubling. */
export type CheckInRewardRule = CheckInReward;

export type CheckIn = {
  type: 'CheckIn';
  data: { userId: string; now: Date; /** Days 1 to 7, in order. */ rewards: readonly CheckInRewardRule[] };
};
export type CheckInCommand = CheckIn;

export class AlreadyCheckedIn extends DomainError {}

export const checkInStreamId = (userId: string) => `checkin-${userId}`;

export const isDoubledDay = (cycleDay: number) => (constants.checkIn.doubleRewardDays as readonly number[]).includes(cycleDay);

/** The reward of a cycle day as given: the table's, doubled on days 3 and 5. */
export function rewardOfDay(rule: CheckInRewardRule, cycleDay: number): CheckInReward {
  if (!isDoubledDay(cycleDay)) return rule;
  return { ...rule, points: rule.points * 2, coupon: rule.coupon && { ...rule.coupon, amount: rule.coupon.amount * 2 } };
}

/** Whether the member has checked in on `today`, and which cycle day today is (or would be). */
export function dayOf(state: CheckIns, today: string): { checkedIn: boolean; cycleDay: number } {
  const last = state.last;
  if (last?.date === today) return { checkedIn: true, cycleDay: last.cycleDay };
  const continues = last !== null && last.date === dayBefore(today) && last.cycleDay < constants.checkIn.cycleDays;
  return { checkedIn: false, cycleDay: continues ? last.cycleDay + 1 : 1 };
}

export function decide(command: CheckInCommand, state: CheckIns): CheckInEvent[] {
  switch (command.type) {
    case 'CheckIn': {
      const { userId, now, rewards } = command.data;
      const date = taipeiDate(now);
      const today = dayOf(state, date);
      if (today.checkedIn) throw new AlreadyCheckedIn(`${userId} checked in on ${date}`);
      const rule = rewards[today.cycleDay - 1];
      if (!rule) throw new Error(`no check-in reward for day ${today.cycleDay}`);
      return [
        {
          type: 'CheckedIn',
          data: { userId, date, cycleDay: today.cycleDay, doubled: isDoubledDay(today.cycleDay), reward: rewardOfDay(rule, today.cycleDay) },
        },
      ];
    }
    default: {
      const unhandled: never = command.type;
      return unhandled;
    }
  }
}

export const checkInDecider = { initialState: initialCheckIns, evolve, decide };
