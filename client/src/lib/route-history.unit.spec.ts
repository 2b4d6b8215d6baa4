import { recordNavigation, ROUTE_HISTORY_LIMIT } from './route-history';

describe('route history', () => {
  it('pushes, replaces and pops', () => {
    let h = recordNavigation([], '/', 'POP');
    h = recordNavigation(h, '/shop', 'PUSH');
    h = recordNavigation(h, '/shop/detail/1', 'PUSH');
    expect(h).toEqual(['/', '/shop', '/shop/detail/1']);
    h = recordNavigation(h, '/shop/detail/2', 'REPLACE');
    expect(h).toEqual(['/', '/shop', '/shop/detail/2']);
    h = recordNavigation(h, '/shop', 'POP');
    expect(h).toEqual(['/', '/shop']);
  });

  it('keeps the last 20 entries', () => {
    let h: string[] = [];
    for (let i = 0; i < 30; i++) h = recordNavigation(h, `/p/${i}`, 'PUSH');
    expect(ROUTE_HISTORY_LIMIT).toBe(20);
    expect(h).toHaveLength(20);
    expect(h[0]).toBe('/p/10');
    expect(h[19]).toBe('/p/29');
  });

  it('does not record the same page twice in a row', () => {
    expect(recordNavigation(['/a'], '/a', 'PUSH')).toEqual(['/a']);
  });
});
