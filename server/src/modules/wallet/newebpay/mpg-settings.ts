// Which MPG gateway a recharge goes to, with which merchant keys. Real keys from the
// environment send it to NewebPay; without them (and outside production) our local dev gateway
// stands in, with NewebPay's public test keys. The keys never leave the server.
import type { Config } from '../../../config/config';
import type { MpgKeys } from './mpg-codec';

export const DEV_GATEWAY_PATH = '/api/dev-gateway/MPG/mpg_gateway';

/** NewebPay's published test HashKey / HashIV: public, fit only for the dev gateway. */
const DEV_MERCHANT = { merchantId: 'MS_DEV_SHOP', keys: { hashKey: '12345678901234567890123456789012', hashIv: '1234567890123456' } };

export interface MpgSettings {
  merchantId: string;
  keys: MpgKeys;
  /** Absolute URL of the real gateway, or 'dev' for ours at DEV_GATEWAY_PATH on the shop's own origin. */
  gateway: string | 'dev';
}

/** null when recharge cannot work: production without merchant keys. */
export function mpgSettings(config: Config): MpgSettings | null {
  const devAllowed = config.NODE_ENV !== 'production' && config.DEV_PAYMENT_GATEWAY !== 'false';
  const real =
    config.NEWEBPAY_MERCHANT_ID && config.NEWEBPAY_HASH_KEY && config.NEWEBPAY_HASH_IV
      ? { merchantId: config.NEWEBPAY_MERCHANT_ID, keys: { hashKey: config.NEWEBPAY_HASH_KEY, hashIv: config.NEWEBPAY_HASH_IV } }
      : null;
  if (real && !(devAllowed && config.DEV_PAYMENT_GATEWAY === 'true')) return { ...real, gateway: config.NEWEBPAY_GATEWAY_URL };
  if (devAllowed) return { ...(real ?? DEV_MERCHANT), gateway: 'dev' };
  return null;
}

export const MPG_SETTINGS = Symbol('MPG_SETTINGS');
