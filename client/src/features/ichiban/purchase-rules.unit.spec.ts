import { messages } from '@shop/contracts';
import { ApiError } from '../../lib/api-client';
import { needsRecharge, priceOf, purchaseFailure, randomPick, unitPrice } from './purchase-rules';

describe('random pick', () => {
  const seq = (...xs: number[]) => {
    let i = 0;
    return () => xs[i++ % xs.length];
  };

  it('takes the requested count of undrawn numbers', () => {
    const r = randomPick(3, 10, new Set([1, 2]), seq(0.5, 0.1, 0.9));
    expect('numbers' in r && r.numbers).toHaveLength(3);
    if ('numbers' in r) r.numbers.forEach((n) => expect([1, 2]).not.toContain(n));
  });

  it('never takes more than remain', () => {
    const r = randomPick(10, 5, new Set([1, 2]));
    expect(r).toEqual({ numbers: [3, 4, 5] });
  });

  it('never takes more than 10', () => {
    const r = randomPick(50, 80, new Set());
    expect('numbers' in r && r.numbers.length).toBe(10);
  });

  it('says so when no number is free', () => {
    expect(randomPick(1, 3, new Set([1, 2, 3]))).toEqual({ message: messages.ichiban.noFreeNumbers });
  });
});

describe('price', () => {
  it('uses the discount price and takes 1 元 per 20 points', () => {
    expect(unitPrice({ price: 350, discount_price: 300 })).toBe(300);
    expect(unitPrice({ price: 350, discount_price: null })).toBe(350);
    expect(priceOf(3, 350, 400)).toEqual({ count: 3, original: 1050, discount: 20, payable: 1030 });
  });
});

describe('purchase failures', () => {
  it('sends a 401 to login with the session message', () => {
    expect(purchaseFailure(new ApiError('x', 401), '抽獎失敗')).toEqual({ then: 'login', message: messages.auth.sessionExpired });
  });

  it('shows the countdown on a 423', () => {
    expect(purchaseFailure(new ApiError('其他用戶正在抽選', 423, { remain: 120, fromServer: true }), '抽獎失敗')).toEqual({
      then: 'lockedByOther',
      message: '其他用戶正在抽選',
      remain: 120,
    });
  });

  it('sends short tokens to recharge', () => {
    const e = new ApiError(messages.balance.insufficientRedirect, 400, { fromServer: true });
    expect(purchaseFailure(e, '抽獎失敗').then).toBe('recharge');
  });

  it('says why a card order’s hold was refused to the buyer themself, and keeps them on the tube', () => {
    const elsewhere = purchaseFailure(new ApiError(messages.holds.heldElsewhere, 409, { fromServer: true }), '抽獎失敗');
    expect(elsewhere).toEqual({ then: 'refreshTickets', message: messages.holds.heldElsewhere });
    const cooldown = purchaseFailure(new ApiError(messages.holds.cooldown(45), 429, { remain: 45, fromServer: true }), '抽獎失敗');
    expect(cooldown).toEqual({ then: 'stay', message: messages.holds.cooldown(45) });
  });

  it('refreshes the grid when a picked number went meanwhile', () => {
    expect(purchaseFailure(new ApiError('批量抽獎失敗', 409, { fromServer: true }), '抽獎失敗').then).toBe('refreshTickets');
  });

  it('falls back to the flow message when the server gave none', () => {
    expect(purchaseFailure(new ApiError('伺服器返回錯誤，請稍後再試', 500), '建立訂單失敗')).toEqual({ then: 'stay', message: '建立訂單失敗' });
  });
});

describe('the payment method choice', () => {
  it('asks tokens to cover the price, but not a card', () => {
    expect(needsRecharge('balance', 600, 500)).toBe(true);
    expect(needsRecharge('balance', 500, 500)).toBe(false);
    expect(needsRecharge('credit_card', 600, 0)).toBe(false);
    expect(needsRecharge('balance', 600, undefined)).toBe(false);
  });
});
