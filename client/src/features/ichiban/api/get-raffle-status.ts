// GET /api/raffle/status/{productId}: the product's tubes (a 404 means none, spec 001 §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaffleStatusResponse } from '@shop/contracts';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { ichibanKeys } from './query-keys';

export async function getRaffleStatus(productId: string, signal?: AbortSignal): Promise<RaffleStatusResponse> {
  try {
    return await apiRequest<RaffleStatusResponse>(`/raffle/status/${encodeURIComponent(productId)}`, {
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { success: true, tubes: [] };
    throw error;
  }
}

export const raffleStatusQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ichibanKeys.productTubes(productId),
    queryFn: ({ signal }) => getRaffleStatus(productId, signal),
  });

export function useRaffleStatus(productId: string) {
  return useQuery(raffleStatusQueryOptions(productId));
}
