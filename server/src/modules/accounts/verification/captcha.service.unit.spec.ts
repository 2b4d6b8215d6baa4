import { CAPTCHA_CHEAP_PER_ADDRESS, captchaCost } from './captcha.service';

describe('the captcha cost for an address', () => {
  it('is the base for its first few challenges in the window', () => {
    for (let issued = 1; issued <= CAPTCHA_CHEAP_PER_ADDRESS; issued++) expect(captchaCost(60_000, issued)).toBe(60_000);
  });

  it('doubles for each next few, up to 16 times the base', () => {
    expect(captchaCost(60_000, CAPTCHA_CHEAP_PER_ADDRESS + 1)).toBe(120_000);
    expect(captchaCost(60_000, 2 * CAPTCHA_CHEAP_PER_ADDRESS + 1)).toBe(240_000);
    expect(captchaCost(60_000, 1000)).toBe(960_000);
  });
});
