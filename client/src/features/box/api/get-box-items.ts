// GET /api/user/box-items?page&per_page=20&tab: the member's prize box, one tab at a time, one page
// at a time until the last page (spec 002 §7, §9: 20 a page).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { constants, type BoxItemsResponse, type BoxTab } from '@shop/contracts';
import { memberKeys } from '../../../api/member-keys';
import { apiRequest } from '../../../lib/api-client';

export const BOX_ITEMS_PAGE_SIZE = constants.paging.boxItemsPerPage;

/** Member data, under the member root: the session's end drops it. */
export const boxKeys = {
  items: (tab: BoxTab) => [...memberKeys.all, 'box', 'items', tab] as const,
};

export function getBoxItems(tab: BoxTab, page: number, signal?: AbortSignal): Promise<BoxItemsResponse> {
  const query = new URLSearchParams({ page: String(page), per_page: String(BOX_ITEMS_PAGE_SIZE), tab });
  return apiRequest<BoxItemsResponse>(`/user/box-items?${query}`, { signal });
}

export const boxItemsQueryOptions = (tab: BoxTab) =>
  infiniteQueryOptions({
    queryKey: boxKeys.items(tab),
    queryFn: ({ pageParam, signal }) => getBoxItems(tab, pageParam, signal),
    initialPageParam: 1,
    // Items change state where this page cannot see it (staff ship them, storage runs out): a tab shown again asks again.
    staleTime: 0,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });

export function useBoxItems(tab: BoxTab) {
  return useInfiniteQuery(boxItemsQueryOptions(tab));
}
