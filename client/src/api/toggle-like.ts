// POST /api/products/{id}/toggle-like: data.is_liked. The answer patches likedIds in the cached
// profile at once, so every heart on screen agrees, and marks the likes list stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToggleLikeResponse, UserProfileResponse } from '@shop/contracts';
import { apiRequest } from '../lib/api-client';
import { memberKeys } from './member-keys';

export function toggleLike(productId: string): Promise<ToggleLikeResponse> {
  return apiRequest<ToggleLikeResponse>(`/products/${encodeURIComponent(productId)}/toggle-like`, { method: 'POST' });
}

export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onSuccess: (answer, productId) => {
      queryClient.setQueryData<UserProfileResponse>(memberKeys.profile(), (profile) => {
        if (!profile) return profile;
        const others = profile.data.likedIds.filter((id) => id !== productId);
        return { ...profile, data: { ...profile.data, likedIds: answer.data.is_liked ? [...others, productId] : others } };
      });
      return queryClient.invalidateQueries({ queryKey: memberKeys.likes() });
    },
  });
}
