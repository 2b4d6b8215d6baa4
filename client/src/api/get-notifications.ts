// GET /api/notifications: everyone's notices, plus a signed-in member's own with what they have
// read. One cache entry feeds both the /news list and the home bell's unread dot, so marking one
// read clears the dot too. A visitor's answer is public; a member's lives under the member root.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@shop/contracts';
import { apiRequest } from '../lib/api-client';
import { memberKeys } from './member-keys';

export function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return apiRequest<NotificationsResponse>('/notifications', { signal });
}

export const notificationKeys = {
  visitor: () => ['notifications'] as const,
  member: memberKeys.notifications,
  of: (signedIn: boolean) => (signedIn ? notificationKeys.member() : notificationKeys.visitor()),
};

export const notificationsQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: notificationKeys.of(signedIn),
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 30_000,
  });

export function useNotifications(signedIn: boolean) {
  return useQuery(notificationsQueryOptions(signedIn));
}

/** The bell's dot: a member's unread count (a visitor's notices are all unread, so no dot for them). */
export function useUnreadNotifications(signedIn: boolean) {
  return useQuery({ ...notificationsQueryOptions(signedIn), enabled: signedIn, select: (answer) => answer.unread });
}
