import type { ProjectedEvent } from '../../runner/projection';
import { voidedPayment } from './voided-payment.projection';

const voided = (revision: number, reason: string): ProjectedEvent<'OrderPaymentVoided'> => ({
  type: 'OrderPaymentVoided',
  data: { userId: 'u1', orderId: 'o1', reason },
  streamId: 'wallet-u1',
  revision,
  position: { commit: BigInt(revision), prepare: BigInt(revision) },
  recordedAt: new Date('2026-01-02T03:04:06Z'),
  metadata: { occurredAt: '2026-01-02T03:04:05.000Z' } as ProjectedEvent['metadata'],
});

describe('voided-payment projection', () => {
  it('keeps the order, its member, the reason and when it was voided', () => {
    expect(voidedPayment.keyOf(voided(3, 'abandoned'))).toBe('o1');
    expect(voidedPayment.evolve(null, voided(3, 'abandoned'))).toEqual({
      orderId: 'o1',
      userId: 'u1',
      reason: 'abandoned',
      voidedAt: new Date('2026-01-02T03:04:05.000Z'),
      revision: 3,
    });
  });

  it('a replayed event changes nothing', () => {
    const row = voidedPayment.evolve(null, voided(3, 'abandoned'))!;
    expect(voidedPayment.evolve(row, voided(7, 'other'))).toBe(row);
  });
});
