// The home page's four product tabs; the tab is chosen from the path prefix (spec 000 §2).
import { constants, messages } from '@shop/contracts';
import { isProductTypeOpen } from './product-kinds';

export type HomeTabIndex = 0 | 1 | 2 | 3;

export interface HomeTab {
  index: HomeTabIndex;
  label: string;
  path: string;
  /** The product type the tab lists; none for 全部. */
  productType?: 0 | 1 | 2;
}

export const HOME_TABS: readonly HomeTab[] = [
  { index: constants.layout.activeTabIndex.home, label: '全部', path: '/' },
  { index: constants.layout.activeTabIndex.ichiban, label: messages.nav.ichiban, path: '/ichiban', productType: 0 },
  { index: constants.layout.activeTabIndex.blindbox, label: messages.nav.blindbox, path: '/blindbox', productType: 1 },
  { index: constants.layout.activeTabIndex.gacha, label: messages.nav.gacha, path: '/gacha', productType: 2 },
];

/** The tabs shown: a line whose products cannot be opened yet gets no tab of its own. */
export const OPEN_HOME_TABS: readonly HomeTab[] = HOME_TABS.filter((t) => t.productType === undefined || isProductTypeOpen(t.productType));

/** The home tab a path selects; null when the path is not one of home's paths. */
export function homeTabFromPath(pathname: string): HomeTabIndex | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const tab = HOME_TABS.find((t) => t.path === path);
  return tab ? tab.index : null;
}
