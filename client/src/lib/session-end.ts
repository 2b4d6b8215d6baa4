// What belongs to the signed-in member is forgotten when the session ends (logout, a 401, another
// tab, another member signing in), so the next member on this browser never sees the last one's
// balance, box, history or notifications (spec 000 §4: a 401 clears the points and coupon lists).
// Server data: every member-scoped query key starts with `memberKeys.all`, so one removal covers
// them all. Client data: each member-scoped valtio store registers its own reset here.
import type { QueryClient } from '@tanstack/react-query';
import { subscribeKey } from 'valtio/utils';
import { memberKeys } from '../api/member-keys';
import { auth } from '../stores/auth.store';

const storeResets = new Set<() => void>();

/** A valtio store holding member-scoped state calls this once, with how to empty itself. */
export function resetWhenSessionEnds(reset: () => void): void {
  storeResets.add(reset);
}

export function forgetMember(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: memberKeys.all });
  for (const reset of storeResets) reset();
}

/** Forgets the member whenever the session token goes away or changes; returns the unsubscribe. */
export function forgetMemberWhenSessionEnds(queryClient: QueryClient): () => void {
  let previous = auth.token;
  return subscribeKey(
    auth,
    'token',
    (token) => {
      if (previous && token !== previous) forgetMember(queryClient);
      previous = token;
    },
    // Synchronously, so no component renders the old member's data under the new session.
    true,
  );
}
