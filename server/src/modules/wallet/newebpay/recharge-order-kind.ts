// Recharges as an MPG order kind: `R` numbers (newMerchantOrderNo), pending while the gateway has
// not settled them, called back at /api/recharge/notify and /api/recharge/return.
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { rechargeDecider, rechargeStreamId } from '../domain/recharge.decide';
import type { MpgOrderKind } from './mpg-orders';

export const RECHARGE_NOTIFY_PATH = '/api/recharge/notify';
export const RECHARGE_RETURN_PATH = '/api/recharge/return';

@Injectable()
export class RechargeOrderKind implements MpgOrderKind {
  readonly notifyPath = RECHARGE_NOTIFY_PATH;
  readonly returnPath = RECHARGE_RETURN_PATH;

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  owns(merchantOrderNo: string): boolean {
    return /^R\d{14}[A-Z0-9]{6}$/.test(merchantOrderNo);
  }

  async pendingAmount(merchantOrderNo: string): Promise<number | null> {
    const { state } = await loadState({ store: this.store, streamId: rechargeStreamId(merchantOrderNo), decider: rechargeDecider });
    return state.status === 'pending' ? state.amount : null;
  }
}
