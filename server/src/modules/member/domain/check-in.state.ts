// A member's daily check-ins as their decisions need them, folded from `checkin-<userId>`.
import type { CheckInEvent } from '@shop/contracts';

export interface CheckIns {
  /** The latest check-in: its Taipei day and its day in the 7-day cycle. */
  last: { date: string; cycleDay: number } | null;
}

export const initialCheckIns: CheckIns = { last: null };

export function evolve(_state: CheckIns, event: CheckInEvent): CheckIns {
  switch (event.type) {
    case 'CheckedIn':
      return { last: { date: event.data.date, cycleDay: event.data.cycleDay } };
    default: {
      const unhandled: never = event.type;
      return unhandled;
    }
  }
}
