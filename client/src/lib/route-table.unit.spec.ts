import { matchRoutes } from 'react-router';
import { isProductTypeOpen, searchHint } from './product-kinds';
import { isOpenPath, requiresLogin, resolveRoute, ROUTE_TABLE } from './route-table';

describe('route table', () => {
  it("resolves every route's paths as react-router's matchRoutes does", () => {
    const routes = ROUTE_TABLE.map((entry) => ({ path: entry.path, entry }));
    const samples = ROUTE_TABLE.flatMap((entry) => {
      const path = entry.path.replace(/:\w+/g, 'x-1');
      return [path, `${path}/`, path.toUpperCase(), entry.path.replace(/:\w+/g, 'a%2Fb%20c'), `${path}/extra`, `${path}//`];
    });
    for (const path of [...samples, '/', '//', '/nope', '/ichiban//detail/1', '/%E0%A4%A', '/ichiban/detail/%E0%A4%A']) {
      const matches = matchRoutes(routes, path);
      const expected = matches?.[matches.length - 1];
      const resolved = resolveRoute(path);
      expect({ path, page: resolved?.entry.path, params: resolved?.params }).toEqual({
        path,
        page: expected?.route.entry.path,
        params: expected ? { ...expected.params } : undefined,
      });
    }
  });

  it.each([
    ['/', 'home'],
    ['/ichiban', 'home'],
    ['/blindbox', 'home'],
    ['/gacha', 'home'],
    ['/login', 'login'],
    ['/ichiban/ticket/p-1', 'ichiban-ticket'],
    ['/shop', 'shop'],
    ['/cards', 'cards'],
    ['/settings/phone-binding', 'phone-binding'],
    ['/beanExchange', 'bean-exchange'],
    ['/blindbox/figures', 'blindbox-figures'],
    ['/blindbox/item/2001-1', 'blindbox-item'],
    ['/blindbox/item/2001-1/3', 'blindbox-figure'],
  ])('%s shows the %s page', (path, page) => {
    expect(resolveRoute(path)?.entry.page).toBe(page);
  });

  it('resolves the order-detail aliases to the same page and id', () => {
    const canonical = resolveRoute('/order/detail/42');
    const alias = resolveRoute('/orders/detail/42');
    expect(canonical?.entry.title).toBe('訂單詳情');
    expect(alias?.entry.title).toBe('訂單詳情');
    expect(alias?.entry.aliasOf).toBe('/order/detail/:id');
    expect(canonical?.params.id).toBe('42');
    expect(alias?.params.id).toBe('42');
  });

  it('serves official information under /info/:id and /info/detail/:id', () => {
    expect(resolveRoute('/info/7')?.params.id).toBe('7');
    expect(resolveRoute('/info/detail/7')?.params.id).toBe('7');
    expect(resolveRoute('/info/detail/7')?.entry.title).toBe('情報詳情');
  });

  it('keeps /detail/:id as the generic product fallback', () => {
    expect(resolveRoute('/detail/99')).toMatchObject({ entry: { title: '商品詳情' }, params: { id: '99' } });
  });

  it('tells the two draw routes apart', () => {
    expect(resolveRoute('/ichiban/draw/ORD123')?.entry.auth).toBeUndefined();
    expect(resolveRoute('/ichiban/draw/tube-1/prod-1')?.entry.auth).toBe(true);
    expect(resolveRoute('/ichiban/draw/tube-1/prod-1')?.params).toEqual({ tubeId: 'tube-1', productId: 'prod-1' });
  });

  it('returns null (redirect home) for unknown paths', () => {
    expect(resolveRoute('/nope')).toBeNull();
    expect(resolveRoute('/ichiban/ticket')).toBeNull();
    expect(resolveRoute('/shop/detail/1/extra')).toBeNull();
  });

  it('marks exactly the login-required routes of spec 000 §2 and 002 §2', () => {
    const auth = ROUTE_TABLE.filter((r) => r.auth)
      .map((r) => r.path)
      .sort();
    expect(auth).toEqual(
      [
        '/cart',
        '/checkout',
        '/ichiban/draw/:tubeId/:productId',
        '/ichiban/history',
        '/blindbox/item/:packageId',
        '/order',
        '/order/detail/:id',
        '/orders/detail/:id',
        '/order/list',
        '/box',
        '/coupons',
        '/cards',
        '/vipinfo',
        '/settings',
        '/settings/basic',
        '/settings/address',
        '/settings/invoice',
        '/settings/phone-binding',
        '/bean',
        '/beanlist',
        '/beanExchange',
        '/recharge',
        '/recharge-details',
        '/recharge/complete',
      ].sort(),
    );
  });

  it('leaves public routes public', () => {
    for (const path of ['/', '/ichiban/ticket/1', '/order/success', '/settings/privacy', '/likes', '/user', '/login']) {
      expect(requiresLogin(path)).toBe(false);
    }
  });

  it('has no duplicate paths', () => {
    const paths = ROUTE_TABLE.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('isOpenPath', () => {
  it('tells a page of the table from an unknown path', () => {
    expect(isOpenPath('/ichiban/detail/1')).toBe(true);
    expect(isOpenPath('/box')).toBe(true);
    expect(isOpenPath('/shop')).toBe(true);
    expect(isOpenPath('/gacha/detail/1')).toBe(true);
    expect(isOpenPath('/blindbox/detail/1')).toBe(true);
    expect(isOpenPath('/blindbox/figures')).toBe(true);
    expect(isOpenPath('/blindbox/item/2001-1/0')).toBe(true);
    expect(isOpenPath('/signin')).toBe(true);
    expect(isOpenPath('/cards')).toBe(true);
    expect(isOpenPath('/beanExchange')).toBe(true);
    expect(isOpenPath('/no-such-page')).toBe(false);
  });

  it('lists only product types whose detail page is built, and the search hint names only those', () => {
    expect([0, 1, 2].map(isProductTypeOpen)).toEqual([true, true, true]);
    expect(searchHint()).toBe('搜尋一番賞、盒玩、轉蛋');
  });
});
