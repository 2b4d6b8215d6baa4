import { checkTradeUrls, TRADE_REFUSALS } from './dev-gateway.trade';

const shop = 'http://127.0.0.1:3000';
const kind = { notifyPath: '/api/recharge/notify', returnPath: '/api/recharge/return' };
const trade = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    MerchantOrderNo: 'R20261124073000ABC123',
    Amt: '500',
    NotifyURL: `${shop}/api/recharge/notify`,
    ReturnURL: `${shop}/api/recharge/return`,
    ClientBackURL: `${shop}/recharge/complete?status=cancelled`,
    ...over,
  });

describe('checkTradeUrls', () => {
  it('takes a trade whose callbacks are the kind’s paths on a shop origin, answering that origin from the shop’s list', () => {
    expect(checkTradeUrls(trade(), kind, ['https://shop.example', shop])).toEqual({
      ok: true,
      origin: shop,
      merchantOrderNo: 'R20261124073000ABC123',
      amount: 500,
    });
  });

  it.each([
    ['NotifyURL on another host', { NotifyURL: 'http://127.0.0.1:4000/api/recharge/notify' }],
    ['NotifyURL at another path of the shop', { NotifyURL: `${shop}/api/admin/anything` }],
    ['NotifyURL with a query', { NotifyURL: `${shop}/api/recharge/notify?x=1` }],
    ['a javascript: ReturnURL', { ReturnURL: 'javascript:alert(1)' }],
    ['ReturnURL on another origin', { ReturnURL: 'https://evil.example/api/recharge/return' }],
    ['ReturnURL with userinfo', { ReturnURL: `http://user@127.0.0.1:3000/api/recharge/return` }],
    ['a javascript: ClientBackURL', { ClientBackURL: 'javascript:alert(1)' }],
    ['ClientBackURL on another origin', { ClientBackURL: 'https://evil.example/' }],
  ])('refuses %s', (_what, over) => {
    expect(checkTradeUrls(trade(over), kind, [shop])).toEqual({ ok: false, message: TRADE_REFUSALS.notOurUrl });
  });

  it('refuses a trade without callbacks', () => {
    const params = trade();
    params.delete('NotifyURL');
    expect(checkTradeUrls(params, kind, [shop])).toEqual({ ok: false, message: TRADE_REFUSALS.notOurUrl });
  });

  it('refuses an order number no kind owns', () => {
    expect(checkTradeUrls(trade({ MerchantOrderNo: 'X1' }), null, [shop])).toEqual({ ok: false, message: TRADE_REFUSALS.unknownOrder });
  });

  it('refuses an amount that is not a positive whole number', () => {
    expect(checkTradeUrls(trade({ Amt: '-5' }), kind, [shop])).toEqual({ ok: false, message: TRADE_REFUSALS.wrongAmount });
  });
});
