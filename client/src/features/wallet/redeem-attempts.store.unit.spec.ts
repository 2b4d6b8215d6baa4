import { redeemLimitMessage, type RedeemAttempt } from './redeem-attempts.store';

const s = 1000;

describe('coupon redeem pre-check', () => {
  it('allows a first attempt', () => {
    expect(redeemLimitMessage([], 'A', 0)).toBeNull();
  });

  it('asks to wait when the previous attempt was less than 2 s ago', () => {
    const tried: RedeemAttempt[] = [{ code: 'A', at: 0 }];
    expect(redeemLimitMessage(tried, 'B', 1999)).toBe('請稍等片刻再試');
    expect(redeemLimitMessage(tried, 'B', 2000)).toBeNull();
  });

  it('refuses a 4th try of one code within 5 minutes', () => {
    const tried: RedeemAttempt[] = [0, 10, 20].map((t) => ({ code: 'A', at: t * s }));
    expect(redeemLimitMessage(tried, 'A', 30 * s)).toBe('此優惠券代碼嘗試次數過多，請5分鐘後再試');
    expect(redeemLimitMessage(tried, 'B', 30 * s)).toBeNull();
    expect(redeemLimitMessage(tried, 'A', 300 * s)).toBeNull();
  });

  it('refuses a 6th code within one minute', () => {
    const tried: RedeemAttempt[] = ['A', 'B', 'C', 'D', 'E'].map((code, i) => ({ code, at: i * 3 * s }));
    expect(redeemLimitMessage(tried, 'F', 20 * s)).toBe('兌換過於頻繁，請1分鐘後再試');
    expect(redeemLimitMessage(tried, 'E', 20 * s)).toBeNull();
    expect(redeemLimitMessage(tried, 'F', 60 * s)).toBeNull();
  });
});
