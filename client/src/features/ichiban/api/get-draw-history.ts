// GET /api/raffle/history: the member's ichiban orders, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawHistoryResponse, DrawHistoryEntry } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ichibanKeys } from './query-keys';

/** `handleUnauthorized: false` leaves a 401 to the caller (the draw screen waits 1.5 s first). */
export async function getDrawHistory(signal?: AbortSignal, handleUnauthorized = true): Promise<DrawHistoryEntry[]> {
  const res = await apiRequest<DrawHistoryResponse>('/raffle/history', { signal, handleUnauthorized });
  return res.data;
}

export const drawHistoryQueryOptions = () => queryOptions({ queryKey: ichibanKeys.history(), queryFn: ({ signal }) => getDrawHistory(signal) });

export function useDrawHistory() {
  return useQuery(drawHistoryQueryOptions());
}
