import { isFullScreenPath, pageKey, pageLevel, transitionBetween } from './page-level';
import { planScroll } from './scroll-memory';

describe('page level', () => {
  it.each(['/', '/shop', '/info', '/user', '/ichiban', '/blindbox', '/gacha', '/shop/'])('%s is level 0', (path) => {
    expect(pageLevel(path)).toBe(0);
  });

  it.each(['/ichiban/draw/ORD1', '/ichiban/draw/t1/p1', '/blindbox/item/pkg-1', '/gacha/animation', '/ichiban/result', '/blindbox/result'])(
    '%s is level 2',
    (path) => {
      expect(pageLevel(path)).toBe(2);
    },
  );

  it.each(['/ichiban/detail/1', '/ichiban/ticket/1', '/shop/detail/3', '/login', '/order/success', '/info/3', '/settings'])(
    '%s is level 1',
    (path) => {
      expect(pageLevel(path)).toBe(1);
    },
  );

  it('knows the full-screen route families', () => {
    expect(isFullScreenPath('/ichiban/draw/abc')).toBe(true);
    expect(isFullScreenPath('/gacha/animation')).toBe(true);
    expect(isFullScreenPath('/ichiban/ticket/1')).toBe(false);
  });
});

describe('transition direction', () => {
  it('fades on first load', () => {
    expect(transitionBetween(null, 0)).toBe('fade');
    expect(transitionBetween(null, 2)).toBe('fade');
  });

  it('slides left going deeper', () => {
    expect(transitionBetween(0, 1)).toBe('slide-left');
    expect(transitionBetween(1, 2)).toBe('slide-left');
    expect(transitionBetween(0, 2)).toBe('slide-left');
  });

  it('slides right going shallower', () => {
    expect(transitionBetween(2, 1)).toBe('slide-right');
    expect(transitionBetween(1, 0)).toBe('slide-right');
    expect(transitionBetween(2, 0)).toBe('slide-right');
  });

  it('fades between pages of the same level', () => {
    expect(transitionBetween(0, 0)).toBe('fade');
    expect(transitionBetween(1, 1)).toBe('fade');
  });

  it('treats home and its tab aliases as one page', () => {
    expect(pageKey('/ichiban')).toBe('/');
    expect(pageKey('/gacha/')).toBe('/');
    expect(pageKey('/ichiban/ticket/1')).toBe('/ichiban/ticket/1');
  });
});

describe('scroll plan', () => {
  it('restores a saved position on back/forward', () => {
    expect(planScroll({ action: 'POP', saved: 640, level: 1 })).toEqual({ kind: 'restore', top: 640 });
  });

  it('restores a tab page on return', () => {
    expect(planScroll({ action: 'PUSH', saved: 300, level: 0 })).toEqual({ kind: 'restore', top: 300 });
  });

  it('scrolls a newly opened page to the top', () => {
    expect(planScroll({ action: 'PUSH', saved: 300, level: 1 })).toEqual({ kind: 'top' });
    expect(planScroll({ action: 'POP', saved: undefined, level: 1 })).toEqual({ kind: 'top' });
  });
});
