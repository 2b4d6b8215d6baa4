// GET /api/raffle/tubes/{tubeId}/tickets: the tube's info, revision and drawn numbers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TubeTicketsResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ichibanKeys } from './query-keys';

export function getTubeTickets(tubeId: string, signal?: AbortSignal): Promise<TubeTicketsResponse> {
  return apiRequest<TubeTicketsResponse>(`/raffle/tubes/${encodeURIComponent(tubeId)}/tickets`, { signal });
}

export const tubeTicketsQueryOptions = (tubeId: string) =>
  queryOptions({
    queryKey: ichibanKeys.tubeTickets(tubeId),
    queryFn: ({ signal }) => getTubeTickets(tubeId, signal),
  });

export function useTubeTickets(tubeId: string) {
  return useQuery(tubeTicketsQueryOptions(tubeId));
}
