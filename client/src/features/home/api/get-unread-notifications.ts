// GET /api/notifications, read for its unread count: the red dot on the home page's news bell.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function getUnreadNotifications(signal?: AbortSignal): Promise<number> {
  const body = await apiRequest<NotificationsResponse>('/notifications', { signal });
  return body.unread;
}

export const unreadNotificationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['notifications', 'unread', token ? 'member' : 'visitor'],
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    staleTime: 60_000,
    enabled: token !== null,
  });

export function useUnreadNotifications(token: string | null) {
  return useQuery(unreadNotificationsQueryOptions(token));
}
