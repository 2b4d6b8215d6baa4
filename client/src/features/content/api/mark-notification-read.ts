// POST /api/notifications/{id}/read; refreshes the list and the home bell's dot.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadResponse, Notification } from '@shop/contracts';
import { memberKeys } from '../../../api/member-keys';
import { apiRequest } from '../../../lib/api-client';

export function markNotificationRead(id: Notification['id']) {
  return apiRequest<MarkReadResponse>(`/notifications/${encodeURIComponent(String(id))}/read`, { method: 'POST' });
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.notifications() }),
  });
}
