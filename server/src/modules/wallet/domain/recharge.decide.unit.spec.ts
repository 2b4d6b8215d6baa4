import type { RechargeEvent } from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { RechargeAlreadyRequested, RechargeAmountMismatch, rechargeDecider, UnknownRecharge, type RechargeCommand } from './recharge.decide';

const spec = deciderSpec(rechargeDecider);
const requested: RechargeEvent = {
  type: 'RechargeRequested',
  data: { merchantOrderNo: 'R1', userId: 'u1', amount: 500, invoice: { invoiceType: 'donation', email: 'a@b.tw', donationCode: '88888' } },
};
const settle = (success: boolean, amount = 500): RechargeCommand => ({
  type: 'SettleRecharge',
  data: {
    merchantOrderNo: 'R1',
    success,
    status: success ? 'SUCCESS' : 'MPG03009',
    message: '',
    amount,
    tradeNo: 'T1',
    paymentType: 'CREDIT',
    payTime: '2026-11-22 10:00:00',
  },
});
const paid: RechargeEvent = {
  type: 'RechargePaid',
  data: { merchantOrderNo: 'R1', userId: 'u1', amount: 500, tradeNo: 'T1', paymentType: 'CREDIT', payTime: '2026-11-22 10:00:00' },
};
const failed: RechargeEvent = { type: 'RechargeFailed', data: { merchantOrderNo: 'R1', userId: 'u1', status: 'MPG03009', message: '' } };

describe('a recharge', () => {
  it('is requested once', () => {
    spec
      .given()
      .when({ type: 'RequestRecharge', data: requested.data as Extract<RechargeEvent, { type: 'RechargeRequested' }>['data'] })
      .then([requested]);
    spec
      .given(requested)
      .when({ type: 'RequestRecharge', data: requested.data as Extract<RechargeEvent, { type: 'RechargeRequested' }>['data'] })
      .thenThrows(RechargeAlreadyRequested);
  });
  it('is paid once', () => {
    spec.given(requested).when(settle(true)).then([paid]);
    spec.given(requested, paid).when(settle(true)).thenNothingHappens();
    spec.given(requested, paid).when(settle(false)).thenNothingHappens();
  });
  it('fails once, and a later success still counts', () => {
    spec.given(requested).when(settle(false)).then([failed]);
    spec.given(requested, failed).when(settle(false)).thenNothingHappens();
    spec.given(requested, failed).when(settle(true)).then([paid]);
  });
  it('refuses a result for another amount or an unknown order', () => {
    spec.given(requested).when(settle(true, 5000)).thenThrows(RechargeAmountMismatch);
    spec.given().when(settle(true)).thenThrows(UnknownRecharge);
  });
});
