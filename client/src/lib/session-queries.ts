// Server data that belongs to the signed-in member. When the session ends (logout, a 401, another
// tab, a password reset) it is dropped, so the next member on this browser never sees the last
// one's points, coupons or profile (spec 000 §4: a 401 clears the points and coupon lists).
import type { QueryClient } from '@tanstack/react-query';
import { subscribeKey } from 'valtio/utils';
import { auth } from '../stores/auth.store';

/** First query-key elements of member data: ['user', …] (profile), ['wallet', …] (tokens, points, coupons), ['box', …] (prize box). */
export const SESSION_QUERY_ROOTS: readonly string[] = ['user', 'wallet', 'box'];

export function isSessionQueryKey(queryKey: readonly unknown[]): boolean {
  return typeof queryKey[0] === 'string' && SESSION_QUERY_ROOTS.includes(queryKey[0]);
}

export function clearSessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isSessionQueryKey(query.queryKey) });
}

/** Clears member data whenever the session token goes away or changes; returns the unsubscribe. */
export function clearSessionQueriesWhenSessionEnds(queryClient: QueryClient): () => void {
  let previous = auth.token;
  return subscribeKey(
    auth,
    'token',
    (token) => {
      if (previous && token !== previous) clearSessionQueries(queryClient);
      previous = token;
    },
    // Synchronously, so no component renders the old member's data under the new session.
    true,
  );
}
