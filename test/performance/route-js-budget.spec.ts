// Each shopper route's JavaScript (gzip, entry + page chunk and their static imports, counted from the
// built client's manifest exactly as bench/frontend.mjs counts it) stays within its budget. The
// budgets sit just above the sizes measured when they were set, so any growth fails here; the target
// for every route is 100 KB (docs/performance.md). Lower a budget when a route gets smaller; raise one
// only for a feature the route must show, and say so in docs/performance.md.
import { ROUTE_PAGES, routeJs } from '../../bench/route-js.cjs';

const KB = 1024;

const BUDGETS: Record<keyof typeof ROUTE_PAGES, number> = {
  home: 125.5 * KB,
  detail: 125.7 * KB,
  ticket: 134.5 * KB,
  draw: 140.1 * KB,
  'gacha-detail': 124.6 * KB,
  'blindbox-detail': 127 * KB,
  'blindbox-slot': 141.2 * KB,
};

describe('shopper route JavaScript budgets (gzip)', () => {
  it.each(Object.entries(ROUTE_PAGES) as [keyof typeof ROUTE_PAGES, string][])('%s (%s) loads no more than its budget', (route, page) => {
    // `node bench/frontend.mjs` lists the route's chunks by size when this fails.
    expect(routeJs(page).gzipBytes).toBeLessThanOrEqual(BUDGETS[route]);
  });

  // The client trusts contract-typed answers (`import type`): the zod runtime (vite.config.ts gives it its own
  // chunk, 26 KB gzip) belongs to forms and verifiers, never to a shopper's first load.
  it.each(Object.entries(ROUTE_PAGES))('%s (%s) loads no zod runtime', (_route, page) => {
    expect(routeJs(page).chunks.map((c) => c.file)).not.toContainEqual(expect.stringMatching(/^assets\/zod-/));
  });
});
