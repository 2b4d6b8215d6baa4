import { constants } from '@shop/contracts';
import { isFresh, readCached, writeCached } from './cached-resource';
import { installStep, isIos } from './install-decision';
import { dismissPromos, markPromosShown, mayShowPromos, promoHiddenUntil, PROMO_SHOWN_THIS_SESSION_KEY } from './promo-dismissal';

describe('cover promo dismissal', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('hides until midnight with "do not show today", else for 6 hours', () => {
    const now = new Date(2025, 2, 1, 21, 15);
    expect(promoHiddenUntil(now, true)).toBe(new Date(2025, 2, 2, 0, 0).getTime());
    expect(promoHiddenUntil(now, false)).toBe(now.getTime() + constants.catalog.coverPromoHideMs);
  });

  it('shows once per session and respects the hide time', () => {
    const now = new Date(2025, 2, 1, 10, 0);
    expect(mayShowPromos(now)).toBe(true);
    markPromosShown();
    expect(mayShowPromos(now)).toBe(false);
    sessionStorage.removeItem(PROMO_SHOWN_THIS_SESSION_KEY);
    dismissPromos(now, false);
    expect(mayShowPromos(new Date(2025, 2, 1, 15, 59))).toBe(false);
    expect(mayShowPromos(new Date(2025, 2, 1, 16, 0, 1))).toBe(true);
  });
});

describe('install button', () => {
  const base = { loggedIn: true, installed: false, ios: false, canPrompt: false };
  it('asks a visitor to log in first, whatever the device', () => {
    expect(installStep({ ...base, loggedIn: false, installed: true })).toBe('login');
  });
  it('claims when installed, sends iOS to the guide, prompts where it can, else hints', () => {
    expect(installStep({ ...base, installed: true, ios: true })).toBe('claim');
    expect(installStep({ ...base, ios: true, canPrompt: true })).toBe('ios');
    expect(installStep({ ...base, canPrompt: true })).toBe('prompt');
    expect(installStep(base)).toBe('hint');
  });
  it('recognises iPhones and iPadOS', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14)', 5)).toBe(false);
  });
});

describe('cached resources', () => {
  it('are fresh only within their age', () => {
    writeCached('k', [1, 2], 1000);
    const stored = readCached<number[]>('k');
    expect(stored?.data).toEqual([1, 2]);
    expect(isFresh(stored, 500, 1400)).toBe(true);
    expect(isFresh(stored, 500, 1500)).toBe(false);
    localStorage.setItem('k', '{not json');
    expect(readCached('k')).toBeNull();
  });
});
