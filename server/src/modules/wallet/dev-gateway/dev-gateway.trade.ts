// What the dev gateway takes from a decrypted TradeInfo. The keys are public, so anyone can encrypt
// one: its URLs are only checked, never used. Each must be on one of the shop's own origins (and
// the callbacks at the very paths the order's kind uses); the gateway then calls back and sends the
// browser to URLs it builds itself from that origin and path.
import type { MpgOrderKind } from '../newebpay/mpg-orders';

export type TradeCheck = { ok: true; origin: string; merchantOrderNo: string; amount: number } | { ok: false; message: string };

export const TRADE_REFUSALS = {
  notOurUrl: '交易資料的回傳網址不屬於本商店',
  unknownOrder: '查無此待付款訂單',
  wrongAmount: '交易金額與訂單不符',
} as const;

/** The origin of an http(s) URL, or null (javascript:, data:, relative, unparsable…). */
function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The shop origin (from our own list) that names exactly `path` in `value`; null otherwise. */
function ourCallback(value: string | null, path: string, shopOrigins: readonly string[]): string | null {
  if (value === null) return null;
  const origin = httpOrigin(value);
  return shopOrigins.find((o) => o === origin && value === `${o}${path}`) ?? null;
}

/**
 * Checks the URLs and the order number's form; `kind` is the kind that owns MerchantOrderNo (null:
 * none does). Whether the shop holds that order pending is asked of the kind afterwards.
 */
export function checkTradeUrls(
  params: URLSearchParams,
  kind: Pick<MpgOrderKind, 'notifyPath' | 'returnPath'> | null,
  shopOrigins: readonly string[],
): TradeCheck {
  const merchantOrderNo = params.get('MerchantOrderNo') ?? '';
  const amount = Number(params.get('Amt'));
  if (!kind) return { ok: false, message: TRADE_REFUSALS.unknownOrder };
  const origin = ourCallback(params.get('ReturnURL'), kind.returnPath, shopOrigins);
  const notifyOrigin = ourCallback(params.get('NotifyURL'), kind.notifyPath, shopOrigins);
  const back = params.get('ClientBackURL');
  const backOk = back === null || back === '' || shopOrigins.includes(httpOrigin(back) ?? '');
  if (!origin || !notifyOrigin || !backOk) return { ok: false, message: TRADE_REFUSALS.notOurUrl };
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, message: TRADE_REFUSALS.wrongAmount };
  return { ok: true, origin, merchantOrderNo, amount };
}
