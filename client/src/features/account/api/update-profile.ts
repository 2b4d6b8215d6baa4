// PUT /api/user/profile: the member's name; the stored user_info follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest, UpdateProfileResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { auth, signIn } from '../../../stores/auth.store';
import { profileQueryOptions } from '../../../api/get-profile';

export function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return apiRequest<UpdateProfileResponse>('/user/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: (response) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, { success: true as const, data: response.data });
      const { id, uid, name, displayName, phone, email, photoURL, role } = response.data;
      if (auth.token) signIn(auth.token, { id, uid, name, displayName, phone, email, photoURL, role });
    },
  });
}
