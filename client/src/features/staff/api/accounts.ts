// Staff accounts (admin): GET /api/admin/staff-accounts lists every account whose role is not
// member; PUT /api/admin/staff-accounts/role gives a user (phone or uid) a role. The server records
// the change with the admin's id and refuses an admin's removing their own admin role.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeRoleRequest, ChangeRoleResponse, StaffAccountsResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function useStaffAccounts() {
  return useQuery({
    queryKey: staffKeys.accounts(),
    queryFn: ({ signal }) => apiRequest<StaffAccountsResponse>('/admin/staff-accounts', { signal }).then((r) => r.data),
    staleTime: 0,
  });
}

/** The server answers once the account read model shows the new role, so the list refetches at once. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRoleRequest) => apiRequest<ChangeRoleResponse>('/admin/staff-accounts/role', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.accounts() }),
  });
}
