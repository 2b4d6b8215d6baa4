// Which navigation chrome shows where (spec 000 §2, "Navigation chrome").
import { messages } from '@shop/contracts';
import { homeTabFromPath, OPEN_HOME_TABS } from '../../lib/home-tabs';
import { isOpenPath } from '../../lib/route-table';
import { isFullScreenPath } from '../transitions/page-level';

export interface NavItem {
  label: string;
  path: string;
}

type TabBarItem = NavItem & { icon: 'home' | 'shop' | 'coin' | 'news' | 'user' };

// Entries whose page is not built yet (商城 until the shop opens) are left out, not shown as a dead end.
export const TAB_BAR_ITEMS: readonly TabBarItem[] = (
  [
    { label: '首頁', path: '/', icon: 'home' },
    { label: '商城', path: '/shop', icon: 'shop' },
    { label: '儲值', path: '/recharge', icon: 'coin' },
    { label: '情報', path: '/info', icon: 'news' },
    { label: '我的', path: '/user', icon: 'user' },
  ] as const
).filter((item) => isOpenPath(item.path));

/** Home's entries set its active tab through their path; a line without a tab of its own is left out. */
export const MAIN_MENU: readonly NavItem[] = [
  { label: messages.nav.home, path: '/' },
  ...OPEN_HOME_TABS.slice(1).map((t) => ({ label: t.label, path: t.path })),
  { label: messages.nav.shop, path: '/shop' },
  { label: messages.nav.info, path: '/info' },
].filter((item) => isOpenPath(item.path));

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: '關於我們', path: '/settings/aboutus' },
  { label: '服務條款', path: '/settings/terms' },
  { label: '隱私權政策', path: '/settings/privacy' },
  { label: '聯絡我們', path: '/settings/contactus' },
  { label: '退換貨政策', path: '/return-policy' },
];

/** Hidden on full-screen routes, on desktop, and on cart and checkout paths. */
export function isTabBarVisible(pathname: string, isDesktop: boolean): boolean {
  if (isDesktop) return false;
  if (isFullScreenPath(pathname)) return false;
  return !pathname.includes('/cart') && !pathname.includes('/checkout');
}

function within(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Index into TAB_BAR_ITEMS of the highlighted tab, or -1. */
export function activeTabBarIndex(pathname: string): number {
  if (homeTabFromPath(pathname) !== null) return 0;
  return TAB_BAR_ITEMS.findIndex((item, i) => i > 0 && within(pathname, item.path));
}

/** Index into MAIN_MENU of the highlighted entry, or -1. */
export function activeMainMenuIndex(pathname: string): number {
  const homeTab = homeTabFromPath(pathname);
  if (homeTab !== null)
    return Math.max(
      0,
      MAIN_MENU.findIndex((item) => homeTabFromPath(item.path) === homeTab),
    );
  return MAIN_MENU.findIndex((item, i) => i > 0 && within(pathname, item.path));
}
