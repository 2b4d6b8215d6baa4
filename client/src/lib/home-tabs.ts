// The home page's four product tabs; the tab is chosen from the path prefix (spec 000 §2).
import { constants, messages } from '@shop/contracts';

export type HomeTabIndex = 0 | 1 | 2 | 3;

export interface HomeTab {
  index: HomeTabIndex;
  label: string;
  path: string;
}

export const HOME_TABS: readonly HomeTab[] = [
  { index: constants.layout.activeTabIndex.home, label: '全部', path: '/' },
  { index: constants.layout.activeTabIndex.ichiban, label: messages.nav.ichiban, path: '/ichiban' },
  { index: constants.layout.activeTabIndex.blindbox, label: messages.nav.blindbox, path: '/blindbox' },
  { index: constants.layout.activeTabIndex.gacha, label: messages.nav.gacha, path: '/gacha' },
];

/** The home tab a path selects; null when the path is not one of home's paths. */
export function homeTabFromPath(pathname: string): HomeTabIndex | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const tab = HOME_TABS.find((t) => t.path === path);
  return tab ? tab.index : null;
}
