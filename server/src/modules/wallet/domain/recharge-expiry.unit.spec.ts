import { rechargeStatusAt, RECHARGE_GATEWAY_LIMIT_MS } from './recharge-expiry';

describe('a recharge abandoned at the gateway', () => {
  const requestedAt = new Date('2026-05-01T10:00:00.000Z');
  const after = (ms: number) => new Date(requestedAt.getTime() + ms);

  it('given a pending recharge, when the gateway time limit has not passed, then it is still 處理中', () => {
    expect(rechargeStatusAt('pending', requestedAt, after(RECHARGE_GATEWAY_LIMIT_MS - 1))).toBe('pending');
  });

  it('given a pending recharge, when the gateway time limit has passed, then it is cancelled', () => {
    expect(RECHARGE_GATEWAY_LIMIT_MS).toBe(900_000);
    expect(rechargeStatusAt('pending', requestedAt, after(RECHARGE_GATEWAY_LIMIT_MS))).toBe('cancelled');
  });

  it('given a settled recharge, when any time has passed, then it keeps its status', () => {
    for (const status of ['paid', 'failed', 'refunded', 'cancelled'] as const) {
      expect(rechargeStatusAt(status, requestedAt, after(10 * RECHARGE_GATEWAY_LIMIT_MS))).toBe(status);
    }
  });
});
