// Which navigation chrome shows where (spec 000 §2, "Navigation chrome").
import { messages } from '@shop/contracts';
import { homeTabFromPath } from '../../lib/home-tabs';
import { isFullScreenPath } from '../transitions/page-level';

export interface NavItem {
  label: string;
  path: string;
}

export const TAB_BAR_ITEMS = [
  { label: '首頁', path: '/', icon: 'home' },
  { label: '商城', path: '/shop', icon: 'shop' },
  { label: '儲值', path: '/recharge', icon: 'coin' },
  { label: '情報', path: '/info', icon: 'news' },
  { label: '我的', path: '/user', icon: 'user' },
] as const satisfies readonly (NavItem & { icon: string })[];

/** The first four set home's active tab (0..3) through their path. */
export const MAIN_MENU: readonly NavItem[] = [
  { label: messages.nav.home, path: '/' },
  { label: messages.nav.ichiban, path: '/ichiban' },
  { label: messages.nav.blindbox, path: '/blindbox' },
  { label: messages.nav.gacha, path: '/gacha' },
  { label: messages.nav.shop, path: '/shop' },
  { label: messages.nav.info, path: '/info' },
];

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
  if (homeTab !== null) return homeTab;
  return MAIN_MENU.findIndex((item, i) => i > 0 && within(pathname, item.path));
}
