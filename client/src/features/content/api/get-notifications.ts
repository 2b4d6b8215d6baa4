// GET /api/notifications: the /news list (everyone's notices, plus a member's own).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return apiRequest<NotificationsResponse>('/notifications', { signal });
}

export const notificationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['notifications', 'list', token ? 'member' : 'visitor'],
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 30_000,
  });

export function useNotifications(token: string | null) {
  return useQuery(notificationsQueryOptions(token));
}
