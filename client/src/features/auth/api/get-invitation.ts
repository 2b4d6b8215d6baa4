// GET /api/invite/{code} (no auth): who invited; 404 means the link is not valid.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationLandingResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getInvitation(code: string, signal?: AbortSignal): Promise<InvitationLandingResponse> {
  return apiRequest<InvitationLandingResponse>(`/invite/${encodeURIComponent(code)}`, { signal });
}

export const invitationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['invitation', code],
    queryFn: ({ signal }) => getInvitation(code, signal),
    retry: false,
  });

export function useInvitation(code: string) {
  return useQuery(invitationQueryOptions(code));
}
