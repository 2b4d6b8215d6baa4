// Home's query keys and the first page's API path, apart from its API so the route-data starter can seed
// them from the answers inlined in home's page without loading it.
import { constants, type Banner, type BannersResponse, type CoverPromo } from '@shop/contracts';
import type { HomeTabIndex } from '../../../lib/home-tabs';

export interface HomeBanners {
  banners: Banner[];
  promos: CoverPromo[];
}

export const homeKeys = {
  banners: ['banners'] as const,
  products: (tab: HomeTabIndex) => ['products', 'tab', tab] as const,
};

/** Tab 0 shows every kind; tabs 1-3 show product type 0-2. */
const typeOfTab = (tab: HomeTabIndex): number | null => (tab === 0 ? null : tab - 1);

/** GET /api/products for a tab's page (the server inlines the first tab's first page under this path). */
export function productsPath(tab: HomeTabIndex, page: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(constants.catalog.productsPerPage) });
  const type = typeOfTab(tab);
  if (type !== null) params.set('type', String(type));
  return `/products?${params}`;
}

/** GET /api/banners as home shows it: the answer may be a bare list or {banners, overlay_ads}. */
export function toHomeBanners(body: BannersResponse): HomeBanners {
  return Array.isArray(body) ? { banners: body, promos: [] } : { banners: body.banners, promos: body.overlay_ads };
}
