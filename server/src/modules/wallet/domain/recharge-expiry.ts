// A recharge abandoned at the gateway: MPG accepts its payment only within the TradeLimit the shop
// sent (constants.recharge.gatewayTradeLimitSeconds), so one still pending after that, as of the
// reader's clock, was cancelled or left there. Nothing is appended: a late success from the gateway
// still settles it (the money really moved) and the row then reads 已完成.
import { constants } from '@shop/contracts';

export const RECHARGE_GATEWAY_LIMIT_MS = constants.recharge.gatewayTradeLimitSeconds * 1000;

export type RechargeRowStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'cancelled';

/** The status a recharge row shows at `now`, given when it was requested. */
export function rechargeStatusAt(status: RechargeRowStatus, requestedAt: Date, now: Date): RechargeRowStatus {
  if (status !== 'pending') return status;
  return now.getTime() - requestedAt.getTime() >= RECHARGE_GATEWAY_LIMIT_MS ? 'cancelled' : 'pending';
}
