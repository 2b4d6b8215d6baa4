// GET /api/raffle/result/{orderId} (the buyer's own order) and /raffle/public/result/{code}
// (anyone holding the draw code: the replay link works logged out).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawResultResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ichibanKeys } from './query-keys';

export function getDrawResult(orderId: string, signal?: AbortSignal): Promise<DrawResultResponse> {
  return apiRequest<DrawResultResponse>(`/raffle/result/${encodeURIComponent(orderId)}`, { signal, handleUnauthorized: false });
}

export function getPublicDrawResult(code: string, signal?: AbortSignal): Promise<DrawResultResponse> {
  return apiRequest<DrawResultResponse>(`/raffle/public/result/${encodeURIComponent(code)}`, { signal });
}

export const drawResultQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ichibanKeys.drawResult(orderId), queryFn: ({ signal }) => getDrawResult(orderId, signal) });

export function useDrawResult(orderId: string, enabled = true) {
  return useQuery({ ...drawResultQueryOptions(orderId), enabled });
}
