import { isOpenPath } from '../../lib/route-table';
import { activeMainMenuIndex, activeTabBarIndex, isTabBarVisible, MAIN_MENU, TAB_BAR_ITEMS } from './chrome-rules';

describe('bottom tab bar visibility', () => {
  it.each(['/', '/shop', '/info', '/user', '/ichiban/ticket/1', '/login', '/ichiban/detail/5'])('shows on %s (mobile)', (path) => {
    expect(isTabBarVisible(path, false)).toBe(true);
  });

  it.each(['/ichiban/draw/ORD1', '/ichiban/draw/t/p', '/blindbox/item/9', '/gacha/animation', '/ichiban/result', '/blindbox/result'])(
    'hides on full-screen route %s',
    (path) => {
      expect(isTabBarVisible(path, false)).toBe(false);
    },
  );

  it.each(['/cart', '/checkout', '/shop/cart'])('hides on %s', (path) => {
    expect(isTabBarVisible(path, false)).toBe(false);
  });

  it('hides on desktop', () => {
    expect(isTabBarVisible('/', true)).toBe(false);
  });
});

describe('active navigation', () => {
  it('offers no entry that leads to a page not built yet', () => {
    expect([...TAB_BAR_ITEMS, ...MAIN_MENU].filter((item) => !isOpenPath(item.path))).toEqual([]);
    expect(TAB_BAR_ITEMS.map((i) => i.label)).toEqual(['首頁', '商城', '儲值', '情報', '我的']);
    expect(MAIN_MENU.map((i) => i.path)).toEqual(['/', '/ichiban', '/blindbox', '/gacha', '/shop', '/info']);
  });

  it('highlights the tab bar entry of the current section', () => {
    expect(activeTabBarIndex('/')).toBe(0);
    expect(activeTabBarIndex('/gacha')).toBe(0);
    expect(activeTabBarIndex('/shop/detail/3')).toBe(1);
    expect(activeTabBarIndex('/recharge')).toBe(2);
    expect(activeTabBarIndex('/info/detail/2')).toBe(3);
    expect(activeTabBarIndex('/user')).toBe(4);
    expect(activeTabBarIndex('/login')).toBe(-1);
  });

  it('highlights the main menu entry of the current section', () => {
    expect(activeMainMenuIndex('/')).toBe(0);
    expect(activeMainMenuIndex('/ichiban')).toBe(1);
    expect(activeMainMenuIndex('/blindbox')).toBe(2);
    expect(activeMainMenuIndex('/gacha/detail/3001')).toBe(3);
    expect(activeMainMenuIndex('/shop')).toBe(4);
    expect(activeMainMenuIndex('/info/9')).toBe(5);
    expect(activeMainMenuIndex('/ichiban/ticket/1')).toBe(1);
    expect(activeMainMenuIndex('/settings')).toBe(-1);
  });
});
