// Wires visitor tracking to the app: the start-up record, and a forced one when someone signs in
// so the day's record knows the visit belongs to a member.
import { subscribeKey } from 'valtio/utils';
import { auth, isLoggedIn } from '../../stores/auth.store';
import { recordVisitCall } from './api/record-visit';
import { recordVisit, scheduleStartupVisit } from './visitor-tracker';

export function startVisitorTracking(): () => void {
  const cancelStartup = scheduleStartupVisit(recordVisitCall, { loggedIn: () => isLoggedIn() });
  let previous = auth.token;
  const unsubscribe = subscribeKey(auth, 'token', (token) => {
    if (token && !previous) void recordVisit(recordVisitCall, { loggedIn: true, force: true });
    previous = token;
  });
  return () => {
    cancelStartup();
    unsubscribe();
  };
}
