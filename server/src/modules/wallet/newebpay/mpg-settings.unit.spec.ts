import { loadConfig } from '../../../config/config';
import { mpgSettings } from './mpg-settings';

const real = { NEWEBPAY_MERCHANT_ID: 'MS123456789', NEWEBPAY_HASH_KEY: 'k'.repeat(32), NEWEBPAY_HASH_IV: 'i'.repeat(16) };

describe('which MPG gateway a recharge uses', () => {
  it('uses the dev gateway with the public test keys by default', () =>
    expect(mpgSettings(loadConfig({}))).toEqual({
      merchantId: 'MS_DEV_SHOP',
      keys: { hashKey: '12345678901234567890123456789012', hashIv: '1234567890123456' },
      gateway: 'dev',
    }));

  it('never uses the dev gateway in production, even when asked', () => {
    expect(mpgSettings(loadConfig({ NODE_ENV: 'production' }))).toBeNull();
    expect(mpgSettings(loadConfig({ NODE_ENV: 'production', DEV_PAYMENT_GATEWAY: 'true' }))).toBeNull();
    expect(mpgSettings(loadConfig({ NODE_ENV: 'production', ...real }))).toEqual({
      merchantId: 'MS123456789',
      keys: { hashKey: real.NEWEBPAY_HASH_KEY, hashIv: real.NEWEBPAY_HASH_IV },
      gateway: 'https://ccore.newebpay.com/MPG/mpg_gateway',
    });
  });

  it('goes to NewebPay when real keys are set, unless the dev gateway is asked for', () => {
    expect(mpgSettings(loadConfig(real))?.gateway).toBe('https://ccore.newebpay.com/MPG/mpg_gateway');
    expect(mpgSettings(loadConfig({ ...real, DEV_PAYMENT_GATEWAY: 'true' }))?.gateway).toBe('dev');
    expect(mpgSettings(loadConfig({ DEV_PAYMENT_GATEWAY: 'false' }))).toBeNull();
  });

  it('wants all three merchant settings together', () => expect(() => loadConfig({ NEWEBPAY_MERCHANT_ID: 'MS1' })).toThrow(/must be set together/));
});
