// The purchase recovery (DESIGN.md decision 6): ends orders that no request will finish, in one
// process only (the holder of a PostgreSQL advisory lock), on start and then every 10 s (@nestjs/schedule).
//   placed → a card order waits for the gateway up to CARD_PAYMENT_TIMEOUT_MS, then is cancelled
//            (its points given back). A token order left placed can only come from the step-wise
//            path (a crash between its appends): the wallet voids it and it is cancelled.
//   paid   → step-wise only: take from the container, fill the box, fulfil; or refund if the
//            container now refuses.
// With atomic appends (PostgreSQL) a purchase is never half-written, so only card orders and
// what the lines own (a sold-out tube's reveal cut short on the step-wise path) ever come here.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { OrderSummaryRow } from '@shop/projections';
import { DataSource, In, LessThan } from 'typeorm';
import { systemMetadata } from '../http/request-metadata';
import { LeaderLock } from '../platform/leader-lock';
import { PurchaseCore, PurchaseRefused } from './purchase-core';

/** An order untouched this long is taken as abandoned by its request. */
export const RECOVERY_AGE_MS = 30_000;
const RECOVERY_INTERVAL_MS = 10_000;
const RECOVERY_BATCH = 200;

export interface RecoveryReport {
  completed: number;
  cancelled: number;
  refunded: number;
  settled: number;
}

@Injectable()
export class PurchaseRecovery implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PurchaseRecovery.name);
  private readonly leader: LeaderLock;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
  ) {
    this.leader = new LeaderLock(db, 'purchase-recovery');
  }

  onApplicationBootstrap(): void {
    void this.tick();
  }

  async onModuleDestroy(): Promise<void> {
    await this.running?.catch(() => undefined);
    await this.leader.release();
  }

  @Interval('purchase-recovery', RECOVERY_INTERVAL_MS)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = (async () => {
      if (await this.leader.lead()) await this.scan();
    })().catch((err) => this.logger.error(err, 'purchase recovery failed'));
    await this.running;
    this.running = null;
  }

  /** One pass over abandoned orders and what the product lines owe. */
  async scan(olderThanMs = RECOVERY_AGE_MS): Promise<RecoveryReport> {
    const report: RecoveryReport = { completed: 0, cancelled: 0, refunded: 0, settled: 0 };
    const stale = await this.db.getRepository(OrderSummaryRow).find({
      where: { status: In(['placed', 'paid']), updatedAt: LessThan(new Date(Date.now() - olderThanMs)) },
      order: { updatedAt: 'ASC' },
      take: RECOVERY_BATCH,
    });
    for (const row of stale) {
      if (this.core.inFlight.has(row.orderId)) continue;
      const outcome = await this.recoverOrder(row.orderId);
      if (outcome) report[outcome]++;
    }
    report.settled = await this.core.settleLines(systemMetadata(new Date()));
    if (stale.length || report.settled) this.logger.log(`recovery: ${JSON.stringify(report)}`);
    return report;
  }

  /** Ends one order that its request left half-way; null when there was nothing to do. */
  async recoverOrder(orderId: string, now = new Date()): Promise<'completed' | 'cancelled' | 'refunded' | null> {
    try {
      const { order, changed } = await this.core.run({ type: 'Recover', orderId }, systemMetadata(now));
      if (!changed) return null;
      return order.status === 'fulfilled'
        ? 'completed'
        : order.status === 'cancelled'
          ? 'cancelled'
          : order.status === 'refunded'
            ? 'refunded'
            : null;
    } catch (error) {
      if (error instanceof PurchaseRefused) return 'refunded';
      throw error;
    }
  }
}
