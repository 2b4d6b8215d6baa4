import { constants } from '../constants/constants';
import { messages } from './messages';

describe('the zh-TW message catalogue', () => {
  it.each([
    [messages.coupon.minPurchase(500), '滿500元可用'],
    [messages.cart.stockInsufficient(3), '庫存不足，僅剩 3 件'],
    [messages.cart.stockInsufficientWithCart(2, 3), '購物車中已有 2 件，庫存僅剩 3 件'],
    [messages.box.shippingOrderFailed('地址無效'), '創建出貨訂單失敗：地址無效'],
    [messages.ichiban.drawFailedWithReason('籤筒已售完'), '抽獎失敗: 籤筒已售完'],
    [messages.fairness.verifyFailed(), '驗證失敗'],
    [messages.fairness.verifyFailed('TXID 格式錯誤'), '驗證失敗：TXID 格式錯誤'],
    [messages.blindbox.cardInsufficient(messages.blindbox.insightCard), '透視卡數量不足'],
    [messages.common.notOpenYet, '尚未開放'],
  ])('given a message with a value when built then it reads %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [messages.ichiban.maxTicketsExceeded, `${constants.ichiban.maxTicketsPerPurchase} 張`],
    [messages.coupon.codeTooManyTries, `${constants.couponLimits.triesPerCodeWindowMs / 60_000}分鐘`],
    [messages.coupon.tooFrequent, `${constants.couponLimits.codesWindowMs / 60_000}分鐘`],
    [messages.auth.passwordTooShort, `${constants.account.passwordMinLength}個字元`],
    [messages.auth.passwordMinLength, `${constants.account.passwordMinLength} 位`],
    [messages.auth.codeMustBeSixDigits, `${constants.account.verificationCodeLength} 位數`],
    [messages.fairness.txidFormat, `${constants.fairness.txidHexLength} 位`],
  ])('given %j then the number in it is the constant the rule enforces', (message, fragment) => {
    expect(message).toContain(fragment);
  });

  it('given every string message then none is blank or padded', () => {
    for (const group of Object.values(messages)) {
      for (const value of Object.values(group)) {
        if (typeof value === 'string') expect(value).toBe(value.trim());
        if (typeof value === 'string') expect(value.length).toBeGreaterThan(0);
      }
    }
  });

  it('states the token refund rule with the constants the shop applies', () => {
    const c = constants.ichiban;
    expect(messages.recharge.tokenRefundRule).toContain(`每個帳號可申請退款 ${c.unusedTokenRefundsPerAccount} 次`);
    expect(messages.recharge.tokenRefundRule).toContain(`${c.unusedTokenRefundFeePercent}% 手續費`);
  });
});
