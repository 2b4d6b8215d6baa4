// Properties of the wallet decider over random sequences of credits, payments, refunds and point
// adjustments, retried at random: the balance never goes negative, a payment is taken
// once per order however often it is asked, and a refund gives back exactly what the order took,
// at most once. The points lots stay in expiry order, and the totals kept beside them are their sums.
import fc from 'fast-check';
import type { WalletEvent } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { walletDecider, type WalletCommand } from './wallet.decide';
import { availablePoints, type Wallet } from './wallet.state';

type Step =
  | { kind: 'credit'; amount: number; ref: number }
  | { kind: 'earn'; points: number; ref: number }
  | { kind: 'pay'; order: number; tokens: number; points: number }
  | { kind: 'refund'; order: number }
  | { kind: 'later'; days: number };

const order = fc.integer({ min: 1, max: 4 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('credit' as const), amount: fc.integer({ min: -5, max: 500 }), ref: fc.integer({ min: 1, max: 20 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('earn' as const), points: fc.integer({ min: -50, max: 300 }), ref: fc.integer({ min: 1, max: 6 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      order,
      tokens: fc.integer({ min: -2, max: 200 }),
      points: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 120 })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), order }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('later' as const), days: fc.integer({ min: 0, max: 400 }) }) },
);

/** `npm run soak` runs many more cases. */
const scale = Number(process.env.INVARIANTS_SCALE ?? 1);

describe('wallet decider properties', () => {
  it('never goes negative, takes each order once and refunds exactly what it took, once', () => {
    let paidOrders = 0;
    let refundedOrders = 0;
    let expiredLots = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 5, maxLength: 60, size: 'max' }), (steps) => {
        let now = Date.parse('2026-11-22T04:00:00Z');
        let wallet: Wallet = walletDecider.initialState;
        const log: WalletEvent[] = [];
        for (const s of steps) {
          if (s.kind === 'later') {
            now += s.days * 86_400_000;
            continue;
          }
          const at = new Date(now);
          const cmd: WalletCommand =
            s.kind === 'credit'
              ? {
                  type: 'CreditTokens',
                  data: { userId: 'u1', amount: s.amount, reference: `recharge:R${s.ref}`, source: 'recharge', description: '儲值' },
                }
              : s.kind === 'earn'
                ? {
                    type: 'AdjustPoints',
                    data: { userId: 'u1', delta: s.points, reason: 'check_in', reference: `day-${s.ref}`, description: '簽到' },
                    now: at,
                  }
                : s.kind === 'pay'
                  ? {
                      type: 'PayOrder',
                      data: { userId: 'u1', orderId: `o${s.order}`, tokens: s.tokens, points: s.points, description: '一番賞' },
                      now: at,
                    }
                  : { type: 'RefundOrder', data: { userId: 'u1', orderId: `o${s.order}`, reason: '訂單取消' }, now: at };
          let events: WalletEvent[];
          try {
            events = walletDecider.decide(cmd, wallet);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            continue;
          }
          for (const e of events) wallet = walletDecider.evolve(wallet, e);
          log.push(...events);
          expect(wallet.tokens).toBeGreaterThanOrEqual(0);
          expect(availablePoints(wallet, at)).toBeGreaterThanOrEqual(0);
          for (const lot of wallet.lots) expect(lot.remaining).toBeGreaterThan(0);
          // The running total and the prefix sums the fold keeps agree with summing every lot.
          expect(wallet.lots.map((l) => l.expiresAt)).toEqual([...wallet.lots.map((l) => l.expiresAt)].sort((a, b) => a - b));
          expect(wallet.lotPoints).toBe(wallet.lots.reduce((n, l) => n + l.remaining, 0));
          expect(availablePoints(wallet, at)).toBe(wallet.lots.filter((l) => l.expiresAt > now).reduce((n, l) => n + l.remaining, 0));
          expiredLots += events.filter((e) => e.type === 'PointsExpired').length;
        }

        // The balance is what the log says: credits - debits + refunds.
        const sum = (type: WalletEvent['type']) =>
          log.filter((e) => e.type === type).reduce((n, e) => n + ('amount' in e.data ? (e.data.amount as number) : 0), 0);
        expect(wallet.tokens).toBe(sum('TokensCredited') - sum('TokensDebited') + sum('TokensRefunded'));

        const orders = new Set(log.flatMap((e) => ('orderId' in e.data ? [e.data.orderId as string] : [])));
        for (const orderId of orders) {
          const of = (type: WalletEvent['type']) => log.filter((e) => e.type === type && 'orderId' in e.data && e.data.orderId === orderId);
          const debits = of('TokensDebited');
          const refunds = of('TokensRefunded');
          // Refunded before any payment: voided once, and never paid afterwards.
          if (of('OrderPaymentVoided').length) {
            expect(of('OrderPaymentVoided').length).toBe(1);
            expect(debits.length + refunds.length).toBe(0);
            continue;
          }
          expect(debits.length).toBe(1);
          paidOrders++;
          expect(refunds.length).toBeLessThanOrEqual(1);
          const pointsOf = (reason: string) =>
            log
              .filter((e) => e.type === 'PointsAdjusted' && e.data.reason === reason && e.data.reference === orderId)
              .reduce((n, e) => n + (e.type === 'PointsAdjusted' ? e.data.delta : 0), 0);
          expect(
            log.filter((e) => e.type === 'PointsAdjusted' && e.data.reason === 'order_payment' && e.data.reference === orderId).length,
          ).toBeLessThanOrEqual(1);
          if (refunds.length) {
            refundedOrders++;
            const debit = debits[0]!;
            const refund = refunds[0]!;
            expect(refund.type === 'TokensRefunded' && refund.data.amount).toBe(debit.type === 'TokensDebited' && debit.data.amount);
            // Points given back equal the points the order spent.
            expect(pointsOf('order_refund') + pointsOf('order_payment')).toBe(0);
            // A refund comes after the payment it gives back.
            expect(log.indexOf(refund)).toBeGreaterThan(log.indexOf(debit));
          } else {
            expect(pointsOf('order_refund')).toBe(0);
          }
        }
      }),
      { numRuns: 200 * scale },
    );
    // The property must not pass vacuously.
    expect(paidOrders).toBeGreaterThan(100);
    expect(refundedOrders).toBeGreaterThan(40);
    expect(expiredLots).toBeGreaterThan(10);
  });
});
