// GET /api/raffle/tubes/{tubeId}/result-tickets: the read-only grid of a tube's tickets.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TubeResultTicketsResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ichibanKeys } from './query-keys';

export async function getTubeResultTickets(tubeId: string, signal?: AbortSignal): Promise<TubeResultTicketsResponse['data']> {
  const res = await apiRequest<TubeResultTicketsResponse>(`/raffle/tubes/${encodeURIComponent(tubeId)}/result-tickets`, {
    signal,
  });
  return res.data;
}

export const tubeResultTicketsQueryOptions = (tubeId: string) =>
  queryOptions({ queryKey: ichibanKeys.tubeResult(tubeId), queryFn: ({ signal }) => getTubeResultTickets(tubeId, signal) });

export function useTubeResultTickets(tubeId: string) {
  return useQuery({ ...tubeResultTicketsQueryOptions(tubeId), enabled: tubeId !== '' });
}
