// The recovery process (DESIGN.md decision 6): finishes or compensates orders a crash left
// half-way, and reveals the seed of a sold-out tube whose reveal was cut short. Runs on start and
// then every few seconds over the order read model; only orders untouched for a while are taken,
// so a request still running (here or in another API process) is not raced.
//   placed → the request died before the payment was confirmed: give back whatever the wallet
//            took (nothing, usually) and cancel. A card order waits for the gateway up to
//            CARD_PAYMENT_TIMEOUT_MS, then is cancelled (its points given back); a payment the
//            gateway reports after that is recorded as OrderCardRefundDue (the process's cardPaid).
//   paid   → the buyer paid: draw (the same numbers, by the order's random seed), fill the box,
//            fulfil; if the tube refuses now, refund.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { OrderSummaryRow, TubeBoardRow } from '@shop/projections';
import { DataSource, In, IsNull, LessThan } from 'typeorm';
import { systemMetadata } from '../../../http/request-metadata';
import { ORDER_PAYMENTS, type OrderPayments } from '../../wallet/wallet.public';
import { DomainError } from '../../../platform/decider';
import { CARD_PAYMENT_TIMEOUT_MS, PurchaseStepRefused, IchibanPurchaseProcess } from '../ichiban-purchase/ichiban-purchase.process';
import { OrderStore } from '../order-store';

/** An order untouched this long is taken as abandoned by its request. */
export const RECOVERY_AGE_MS = 30_000;
const RECOVERY_INTERVAL_MS = 10_000;
const RECOVERY_BATCH = 200;

export interface RecoveryReport {
  completed: number;
  cancelled: number;
  refunded: number;
  revealed: number;
}

@Injectable()
export class OrderRecovery implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OrderRecovery.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(ORDER_PAYMENTS) private readonly payments: OrderPayments,
    @Inject(IchibanPurchaseProcess) private readonly process: IchibanPurchaseProcess,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), RECOVERY_INTERVAL_MS);
    this.timer.unref();
    void this.tick();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.scan().catch((err) => this.logger.error(err, 'order recovery failed'));
    await this.running;
    this.running = null;
  }

  /** One pass over abandoned orders and unrevealed sold-out tubes. */
  async scan(olderThanMs = RECOVERY_AGE_MS): Promise<RecoveryReport> {
    const report: RecoveryReport = { completed: 0, cancelled: 0, refunded: 0, revealed: 0 };
    const stale = await this.db.getRepository(OrderSummaryRow).find({
      where: { status: In(['placed', 'paid']), updatedAt: LessThan(new Date(Date.now() - olderThanMs)) },
      order: { updatedAt: 'ASC' },
      take: RECOVERY_BATCH,
    });
    for (const row of stale) {
      if (this.process.inFlight.has(row.orderId)) continue;
      const outcome = await this.recoverOrder(row.orderId);
      if (outcome) report[outcome]++;
    }
    const tubes = await this.db.getRepository(TubeBoardRow).find({ where: { soldOut: true, revealedSeed: IsNull() }, take: RECOVERY_BATCH });
    for (const tube of tubes) {
      await this.process.revealIfSoldOut(tube.tubeId, systemMetadata(new Date()));
      report.revealed++;
    }
    if (stale.length || tubes.length) this.logger.log(`recovery: ${JSON.stringify(report)}`);
    return report;
  }

  /** Ends one order that its request left half-way; null when there was nothing to do. */
  async recoverOrder(orderId: string, now = new Date()): Promise<'completed' | 'cancelled' | 'refunded' | null> {
    const metadata = systemMetadata(now);
    const order = await this.orders.load(orderId);
    if (order.status === 'placed' && order.placed.paymentMethod === 'credit_card') {
      if (Date.parse(metadata.occurredAt) - Date.parse(order.placed.placedAt) < CARD_PAYMENT_TIMEOUT_MS) return null;
      try {
        await this.process.cancelCardOrder(order, '信用卡付款逾時', metadata);
        return 'cancelled';
      } catch (error) {
        // Paid meanwhile: the next pass finishes it.
        if (error instanceof DomainError) return null;
        throw error;
      }
    }
    if (order.status === 'placed') {
      const { userId } = order.placed;
      await this.payments.refund(orderId, userId, '訂單未完成，已退款', metadata);
      await this.orders.execute(orderId, { type: 'CancelOrder', data: { orderId, reason: 'abandoned before payment was confirmed' } }, metadata);
      return 'cancelled';
    }
    if (order.status !== 'paid') return null;
    try {
      const { order: done } = await this.process.advance(orderId, metadata);
      return done.status === 'fulfilled' ? 'completed' : 'refunded';
    } catch (error) {
      if (error instanceof PurchaseStepRefused) return 'refunded';
      throw error;
    }
  }
}
