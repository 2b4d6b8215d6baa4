// Support's calls: GET /api/admin/users?q= (find a member), GET /api/admin/users/{userId}/events
// (their whole history), and the wallet corrections POST /api/admin/wallet/{userId}/points|tokens|coupons.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustPointsRequest,
  GrantCouponRequest,
  GrantTokensRequest,
  MemberSearchResponse,
  UserHistoryResponse,
  WalletAdjustedResponse,
} from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: staffKeys.search(q),
    queryFn: ({ signal }) => apiRequest<MemberSearchResponse>(`/admin/users?q=${encodeURIComponent(q)}`, { signal }).then((r) => r.data),
    enabled: q.length > 0,
  });
}

export function useMemberTimeline(userId: string) {
  return useQuery({
    queryKey: staffKeys.timeline(userId),
    queryFn: ({ signal }) => apiRequest<UserHistoryResponse>(`/admin/users/${encodeURIComponent(userId)}/events`, { signal }).then((r) => r.data),
  });
}

export type Correction =
  | { kind: 'points'; body: AdjustPointsRequest }
  | { kind: 'tokens'; body: GrantTokensRequest }
  | { kind: 'coupon'; body: Omit<GrantCouponRequest, 'min_purchase' | 'category_ids' | 'product_ids'> };

const CORRECTION_PATHS = { points: 'points', tokens: 'tokens', coupon: 'coupons' } as const;

/** A correction is a new event in the member's wallet, recorded with the staff member's id. */
export function useCorrection(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: Correction) =>
      apiRequest<WalletAdjustedResponse>(`/admin/wallet/${encodeURIComponent(userId)}/${CORRECTION_PATHS[correction.kind]}`, {
        method: 'POST',
        body: correction.body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.timeline(userId) }),
  });
}
