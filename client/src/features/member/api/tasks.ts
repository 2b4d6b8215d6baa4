// GET /api/user/tasks, POST /api/user/tasks/{id}/claim.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskClaimResponse, UserTasksResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { refreshMemberData } from '../../../api/member-keys';
import { memberAreaKeys } from './query-keys';

export function useTasks(enabled: boolean) {
  return useQuery({
    queryKey: memberAreaKeys.tasks(),
    queryFn: ({ signal }) => apiRequest<UserTasksResponse>('/user/tasks', { signal }),
    enabled,
  });
}

export function useClaimTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['claim-task'],
    mutationFn: (taskId: string) => apiRequest<TaskClaimResponse>(`/user/tasks/${encodeURIComponent(taskId)}/claim`, { method: 'POST' }),
    // The task turns claimed and the profile's VIP growth rises.
    onSettled: () => refreshMemberData(queryClient),
  });
}
