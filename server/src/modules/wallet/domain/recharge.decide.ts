// What may happen to a recharge: requested once, then settled by the gateway's result. A paid
// recharge is final; a success after a failure still counts (the money really moved).
import type { RechargeEvent, RechargeRequested } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { evolve, initialRecharge, type Recharge } from './recharge.state';

export type RequestRecharge = { type: 'RequestRecharge'; data: RechargeRequested['data'] };
export type SettleRecharge = {
  type: 'SettleRecharge';
  data: {
    merchantOrderNo: string;
    success: boolean;
    status: string;
    message: string;
    amount: number;
    tradeNo: string;
    paymentType: string;
    payTime: string;
  };
};
export type RechargeCommand = RequestRecharge | SettleRecharge;

export class RechargeAlreadyRequested extends DomainError {}
export class UnknownRecharge extends DomainError {}
export class RechargeAmountMismatch extends DomainError {}

function requestRecharge(cmd: RequestRecharge, recharge: Recharge): RechargeEvent[] {
  if (recharge.status !== 'none') throw new RechargeAlreadyRequested(`recharge ${cmd.data.merchantOrderNo} exists`);
  return [{ type: 'RechargeRequested', data: cmd.data }];
}

function settleRecharge(cmd: SettleRecharge, recharge: Recharge): RechargeEvent[] {
  const d = cmd.data;
  if (recharge.status === 'none') throw new UnknownRecharge(`no recharge ${d.merchantOrderNo}`);
  if (recharge.status === 'paid') return [];
  const { merchantOrderNo, userId } = recharge;
  if (!d.success) {
    return recharge.status === 'failed' ? [] : [{ type: 'RechargeFailed', data: { merchantOrderNo, userId, status: d.status, message: d.message } }];
  }
  if (d.amount !== recharge.amount) throw new RechargeAmountMismatch(`recharge ${merchantOrderNo}: paid ${d.amount}, asked ${recharge.amount}`);
  return [
    {
      type: 'RechargePaid',
      data: { merchantOrderNo, userId, amount: recharge.amount, tradeNo: d.tradeNo, paymentType: d.paymentType, payTime: d.payTime },
    },
  ];
}

export function decide(command: RechargeCommand, recharge: Recharge): RechargeEvent[] {
  switch (command.type) {
    case 'RequestRecharge':
      return requestRecharge(command, recharge);
    case 'SettleRecharge':
      return settleRecharge(command, recharge);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const rechargeDecider = { initialState: initialRecharge, evolve, decide };
export const rechargeStreamId = (merchantOrderNo: string) => `recharge-${merchantOrderNo}`;
