// GET /api/tools (the card types and what each does) and GET /api/user/tools (the member's cards,
// one row per card, usable and expired) for the /cards page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ToolsResponse, UserToolsResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { memberAreaKeys } from './query-keys';

export const toolsQueryOptions = () =>
  queryOptions({
    queryKey: memberAreaKeys.tools(),
    queryFn: ({ signal }) => apiRequest<ToolsResponse>('/tools', { signal }),
    staleTime: 10 * 60_000,
  });

export const userToolsQueryOptions = () =>
  queryOptions({
    queryKey: memberAreaKeys.userTools(),
    queryFn: ({ signal }) => apiRequest<UserToolsResponse>('/user/tools', { signal }),
  });

export const useTools = () => useQuery(toolsQueryOptions());
export const useUserTools = () => useQuery(userToolsQueryOptions());
