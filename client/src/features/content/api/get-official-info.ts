// GET /api/official-info/{id}: one article, cached 10 min per item (spec 002 §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { constants, type OfficialInfoDetail, type OfficialInfo } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function getOfficialInfo(id: number, signal?: AbortSignal): Promise<OfficialInfo> {
  return (await apiRequest<OfficialInfoDetail>(`/official-info/${id}`, { signal })).data;
}

export const officialInfoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['official-info', id],
    queryFn: ({ signal }) => getOfficialInfo(id, signal),
    staleTime: constants.catalog.officialInfoCacheMs,
    gcTime: constants.catalog.officialInfoCacheMs,
    retry: false,
  });

export function useOfficialInfo(id: number | null) {
  return useQuery({ ...officialInfoQueryOptions(id ?? 0), enabled: id !== null });
}
