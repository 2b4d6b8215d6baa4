import { redeemLimitProblem } from './redeem-limits';

const t0 = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const tried = (code: string, seconds: number) => ({ code, attemptedAt: at(seconds) });

describe('coupon redeem limits', () => {
  it('lets a first attempt through', () => expect(redeemLimitProblem([], 'A', t0)).toBeNull());

  it('wants 2 s between attempts', () => {
    expect(redeemLimitProblem([tried('A', 0)], 'B', at(1.9))).toBe('請稍等片刻再試');
    expect(redeemLimitProblem([tried('A', 0)], 'B', at(2))).toBeNull();
  });

  it('allows 3 tries of one code per 5 minutes', () => {
    const three = [tried('A', 0), tried('A', 10), tried('A', 20)];
    expect(redeemLimitProblem(three.slice(0, 2), 'A', at(30))).toBeNull();
    expect(redeemLimitProblem(three, 'A', at(30))).toBe('此優惠券代碼嘗試次數過多，請5分鐘後再試');
    expect(redeemLimitProblem(three, 'B', at(30))).toBeNull();
    expect(redeemLimitProblem(three, 'A', at(300))).toBeNull();
  });

  it('allows 5 different codes per minute', () => {
    const five = ['A', 'B', 'C', 'D', 'E'].map((c, i) => tried(c, i * 3));
    expect(redeemLimitProblem(five, 'F', at(20))).toBe('兌換過於頻繁，請1分鐘後再試');
    expect(redeemLimitProblem(five, 'E', at(20))).toBeNull();
    expect(redeemLimitProblem(five, 'F', at(61))).toBeNull();
  });
});
