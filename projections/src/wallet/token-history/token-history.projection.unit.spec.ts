import type { ProjectedEvent } from '../../runner/projection';
import { tokenHistory } from './token-history.projection';

const metadata = { actor: { kind: 'system' as const }, correlationId: 'c', causationId: 'c', occurredAt: '2026-11-22T02:00:00.000Z' };
const on = (streamId: string, revision: number, event: Pick<ProjectedEvent, 'type' | 'data'>) =>
  ({ ...event, streamId, revision, recordedAt: new Date(), metadata }) as ProjectedEvent<'RechargeRequested'>;
const fold = (events: ProjectedEvent<'RechargeRequested'>[]) =>
  events.reduce((row, e) => tokenHistory.evolve(row, e), null as ReturnType<typeof tokenHistory.evolve>);

describe('token history', () => {
  const requested = on('recharge-R1', 0, {
    type: 'RechargeRequested',
    data: { merchantOrderNo: 'R1', userId: 'u1', amount: 500, invoice: { invoiceType: 'donation', email: 'a@b.tw' } },
  });
  const paid = on('recharge-R1', 1, {
    type: 'RechargePaid',
    data: { merchantOrderNo: 'R1', userId: 'u1', amount: 500, tradeNo: 'T', paymentType: 'CREDIT', payTime: '' },
  });

  it('keeps one row per recharge, pending then paid, and ignores a replay', () => {
    expect(tokenHistory.keyOf(requested)).toBe('recharge:R1');
    const row = fold([requested, paid]);
    expect(row).toMatchObject({
      id: 'recharge:R1',
      transactionType: 'recharge',
      paymentStatus: 'paid',
      paymentMethod: 'CREDIT',
      amount: 500,
      revision: 1,
    });
    expect(tokenHistory.evolve(row, requested)).toEqual(row);
  });

  it('records a payment cancelled at the gateway as cancelled and a refused one as failed', () => {
    const failed = (status: string) =>
      on('recharge-R1', 1, { type: 'RechargeFailed', data: { merchantOrderNo: 'R1', userId: 'u1', status, message: '' } });
    expect(fold([requested, failed('USER_CANCEL')])).toMatchObject({ paymentStatus: 'cancelled' });
    expect(fold([requested, failed('MPG03008')])).toMatchObject({ paymentStatus: 'failed' });
  });

  it('leaves a recharge’s credit and free orders out, and records debits as negative', () => {
    const credit = on('wallet-u1', 0, {
      type: 'TokensCredited',
      data: { userId: 'u1', amount: 500, reference: 'recharge:R1', source: 'recharge', description: '' },
    });
    const free = on('wallet-u1', 1, { type: 'TokensDebited', data: { userId: 'u1', orderId: 'o0', amount: 0, description: '' } });
    const debit = on('wallet-u1', 2, { type: 'TokensDebited', data: { userId: 'u1', orderId: 'o1', amount: 120, description: '一番賞' } });
    expect(tokenHistory.keyOf(credit)).toBeNull();
    expect(tokenHistory.keyOf(free)).toBeNull();
    expect(fold([debit])).toMatchObject({ id: 'wallet-u1:2', transactionType: 'purchase', amount: -120, referenceName: 'o1' });
  });
});
