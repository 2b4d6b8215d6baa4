// One recharge through NewebPay MPG, folded from its `recharge-<merchantOrderNo>` stream.
import type { RechargeEvent } from '@shop/contracts';

export type Recharge = { status: 'none' } | { status: 'pending' | 'paid' | 'failed'; merchantOrderNo: string; userId: string; amount: number };

export const initialRecharge: Recharge = { status: 'none' };

export function evolve(recharge: Recharge, event: RechargeEvent): Recharge {
  switch (event.type) {
    case 'RechargeRequested':
      return { status: 'pending', merchantOrderNo: event.data.merchantOrderNo, userId: event.data.userId, amount: event.data.amount };
    case 'RechargePaid':
      return recharge.status === 'none' ? recharge : { ...recharge, status: 'paid' };
    case 'RechargeFailed':
      return recharge.status === 'none' ? recharge : { ...recharge, status: 'failed' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
