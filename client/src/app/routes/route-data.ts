// Data a page needs first, started with its chunk rather than after it: the buying screens'
// product and tubes are requested while the page's JavaScript is still loading, so the product
// picture (the largest paint) waits for one round trip less. Only what every visitor may read.
import type { QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '../../features/ichiban/api/get-product';
import { raffleStatusQueryOptions } from '../../features/ichiban/api/get-raffle-status';
import type { PageId } from '../../lib/route-table';

const STARTERS: Partial<Record<PageId, (params: Readonly<Record<string, string | undefined>>, queryClient: QueryClient) => void>> = {
  'ichiban-detail': ({ id }, queryClient) => {
    if (!id) return;
    quietly(queryClient.ensureQueryData(productQueryOptions(id)));
    quietly(queryClient.ensureQueryData(raffleStatusQueryOptions(id)));
  },
  'ichiban-ticket': ({ id }, queryClient) => {
    if (!id) return;
    quietly(queryClient.ensureQueryData(raffleStatusQueryOptions(id)));
    quietly(queryClient.ensureQueryData(productQueryOptions(id)));
  },
};

/** Starts what `page` reads first, when nothing is cached yet (the page's own queries show any failure). */
export function startRouteData(page: PageId, params: Readonly<Record<string, string | undefined>>, queryClient: QueryClient): void {
  const start = STARTERS[page];
  // Called while the route renders: the cache is touched just after, never during a render.
  if (start) queueMicrotask(() => start(params, queryClient));
}

function quietly(promise: Promise<unknown>): void {
  promise.catch(() => undefined);
}
