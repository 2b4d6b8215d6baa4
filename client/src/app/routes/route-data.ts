// Data a page needs first, started with its chunk rather than after it: the buying screens'
// product and tubes are taken from the answers the server inlined in the page (first-view.ts) or else
// requested while the page's JavaScript is still loading, so the largest paint waits for one round trip
// less. Only what every visitor may read.
import type { QueryClient } from '@tanstack/react-query';
import type { BannersResponse, BlindboxProductResponse, DrawResultResponse, GachaProductResponse, ProductPage } from '@shop/contracts';
import { blindboxKeys } from '../../features/blindbox/api/query-keys';
import { homeKeys, productsPath, toHomeBanners } from '../../features/home/api/query-keys';
import { gachaKeys } from '../../features/gacha/api/query-keys';
import { ichibanKeys } from '../../features/ichiban/api/query-keys';
import { productQueryOptions, type ProductDetail } from '../../features/ichiban/api/get-product';
import { raffleStatusQueryOptions } from '../../features/ichiban/api/get-raffle-status';
import type { PageId } from '../../lib/route-table';
import { auth } from '../../stores/auth.store';
import { seedFromFirstAnswer } from './first-view';

const STARTERS: Partial<Record<PageId, (params: Readonly<Record<string, string | undefined>>, queryClient: QueryClient) => void>> = {
  // Home's banners and its first tab's first page, when the server inlined them (only on `/`): the page
  // then renders them in its first commit instead of once per answer.
  home: (_params, queryClient) => {
    seedFromFirstAnswer(queryClient, homeKeys.banners, '/banners', (answer: BannersResponse) => toHomeBanners(answer));
    seedFromFirstAnswer(queryClient, homeKeys.products(0), productsPath(0, 1), (answer: ProductPage) => ({ pages: [answer], pageParams: [1] }));
  },
  'ichiban-detail': ({ id }, queryClient) => {
    if (!id) return;
    ichibanProduct(id, queryClient);
    ichibanTubes(id, queryClient);
  },
  'ichiban-ticket': ({ id }, queryClient) => {
    if (!id) return;
    ichibanTubes(id, queryClient);
    ichibanProduct(id, queryClient);
  },
  'blindbox-detail': ({ id }, queryClient) => {
    if (!id) return;
    seedFromFirstAnswer(queryClient, blindboxKeys.product(id), `/blindbox/product/${id}`, (answer: BlindboxProductResponse) => answer);
  },
  // The inlined machine is a visitor's (no collection): a signed-in member's page asks for their own.
  'gacha-detail': ({ id }, queryClient) => {
    if (!id || auth.token) return;
    const path = `/gacha/product/${encodeURIComponent(id)}`;
    seedFromFirstAnswer(queryClient, gachaKeys.product(id), path, (answer: GachaProductResponse) => answer);
  },
  // A draw code's result (the draw page starts its machine from it); by tube, the buyer's own order is asked for.
  'ichiban-draw': ({ code }, queryClient) => {
    if (!code) return;
    const path = `/raffle/public/result/${encodeURIComponent(code)}`;
    seedFromFirstAnswer(queryClient, ichibanKeys.publicDrawResult(code), path, (answer: DrawResultResponse) => answer);
  },
};

function ichibanProduct(id: string, queryClient: QueryClient): void {
  const options = productQueryOptions(id);
  if (!seedFromFirstAnswer(queryClient, options.queryKey, `/products/${id}`, (answer: { data: ProductDetail }) => answer.data)) {
    quietly(queryClient.ensureQueryData(options));
  }
}

function ichibanTubes(id: string, queryClient: QueryClient): void {
  const options = raffleStatusQueryOptions(id);
  if (!seedFromFirstAnswer(queryClient, options.queryKey, `/raffle/status/${id}`, (answer: never) => answer)) {
    quietly(queryClient.ensureQueryData(options));
  }
}

/** Starts what `page` reads first, when nothing is cached yet (the page's own queries show any failure). */
export function startRouteData(page: PageId, params: Readonly<Record<string, string | undefined>>, queryClient: QueryClient): void {
  const start = STARTERS[page];
  // Called while the route renders: the cache is touched just after, never during a render (the page
  // itself suspends on its chunk first, so it renders with what was seeded).
  if (start) queueMicrotask(() => start(params, queryClient));
}

function quietly(promise: Promise<unknown>): void {
  promise.catch(() => undefined);
}
