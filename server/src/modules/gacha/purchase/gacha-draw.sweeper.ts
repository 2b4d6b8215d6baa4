// Draws the gacha-v3 capsules that paid purchases reserved, once their beacon rounds are out. Every
// API process schedules it and one leads (platform/scheduled-job.ts); each tick visits the machines
// with a paid gacha order not yet fulfilled (the orders read model lists them) and draws
// their waiting capsules in position order through the purchase core. On an atomic store every
// capsule that is due (its round out, the ones before it drawn) is drawn in ONE commit
// (PurchaseCore.recoverTogether: each capsule's draw, box item and fulfilment, as its own Recover
// step would decide them), so the machine's stream takes one draw commit per round rather than
// one per capsule, and purchases queue behind far fewer; step-wise (EventStoreDB) each order is its
// own Recover step, as before. Nothing lives in memory: the reservations
// are the machine's stream, so after a restart or a beacon outage the next tick carries on, and a
// draw run twice (or by two processes) is decided on the streams and is the same draw.
// The leader also asks for a machine's draw as soon as a round that one of its purchases named is
// due, so a shopper waits for the beacon, not for the next tick; a purchase taken by another
// process is drawn with it (its round is shared) or by the leader's next tick.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { systemMetadata } from '../../../http/request-metadata';
import { loadState } from '../../../platform/command-runner';
import { ScheduledJob } from '../../../platform/scheduled-job';
import { PurchaseCore } from '../../../purchases/purchase-core';
import { BeaconRounds } from '../../fairness/fairness.public';
import { machineDecider, machineStreamId } from '../domain/machine.decide';
import { dueToDraw } from '../domain/machine.state';

/** How often the leader looks for capsules whose round is out. */
export const GACHA_DRAW_INTERVAL_MS = 1000;

/**
 * Capsules drawn in one commit at most (atomic stores): a round's draws are one append, and after a
 * long beacon outage the backlog goes in commits of this size rather than one unbounded transaction.
 */
export const DRAWS_PER_COMMIT = 100;

@Injectable()
export class GachaDrawSweeper implements OnModuleDestroy {
  private readonly logger = new Logger(GachaDrawSweeper.name);
  private readonly job: ScheduledJob;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private readonly drawing = new Map<string, { again: boolean; done: Promise<number> }>();
  private closed = false;
  /** The leadership check under way: the many timers of one round share it (its lock's connection takes one query at a time). */
  private leading: Promise<boolean> | null = null;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
    @Inject(BeaconRounds) private readonly rounds: BeaconRounds,
  ) {
    this.job = new ScheduledJob(db, 'gacha-draws', this.logger);
  }

  @Interval('gacha-draws', GACHA_DRAW_INTERVAL_MS)
  tick(): Promise<void> {
    return this.job.tick(() => this.sweep());
  }

  /** Draws every waiting capsule whose round is out, if this process leads; answers how many it drew. */
  async sweep(): Promise<number> {
    if (!(await this.lead())) return 0;
    const machines = await this.db.query<{ product_id: string }[]>(`SELECT DISTINCT product_id FROM orders WHERE status = 'paid' AND kind = 'gacha'`);
    let drawn = 0;
    for (const { product_id: machineId } of machines) {
      // One machine's failure leaves the others drawing; the next tick tries again.
      drawn += await this.drawMachine(machineId).catch((err: unknown) => {
        this.logger.warn(err, `gacha draws of ${machineId}`);
        return 0;
      });
    }
    return drawn;
  }

  /**
   * Draws a machine's waiting capsules in position order while their rounds are out; answers how
   * many. One pass per machine at a time in this process: a call while one runs makes it look again
   * when it ends (many purchases due at the same round ask once).
   */
  drawMachine(machineId: string): Promise<number> {
    const running = this.drawing.get(machineId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const entry = { again: false, done: Promise.resolve(0) };
    entry.done = (async () => {
      let drawn = 0;
      try {
        do {
          entry.again = false;
          drawn += await this.drawDue(machineId, new Date());
        } while (entry.again);
      } finally {
        this.drawing.delete(machineId);
      }
      return drawn;
    })();
    this.drawing.set(machineId, entry);
    return entry.done;
  }

  private async drawDue(machineId: string, now: Date): Promise<number> {
    const isOut = (round: number) => this.rounds.publishedAt(round).getTime() <= now.getTime();
    let drawn = 0;
    for (;;) {
      const { state: machine } = await loadState({ store: this.store, streamId: machineStreamId(machineId), decider: machineDecider });
      // Step-wise, one order at a time (each Recover is its own appends); atomic, every due one in one commit.
      const due = machine.status === 'stocked' ? dueToDraw(machine, isOut, this.core.atomic ? DRAWS_PER_COMMIT : 1) : [];
      if (due.length === 0) return drawn;
      const metadata = systemMetadata(now);
      const orders = this.core.atomic
        ? await this.core.recoverTogether(
            due.map((r) => r.orderId),
            metadata,
          )
        : [(await this.core.run({ type: 'Recover', orderId: due[0]!.orderId }, metadata)).order];
      const done = orders.filter((o) => o.status !== 'paid').length;
      drawn += done;
      // One still waiting: the beacon has not given its round yet (late or unreachable). Tried again later.
      if (done < orders.length) return drawn;
    }
  }

  /**
   * Asks for the machine's draws once `round` is due, if this process leads then (the other
   * processes' purchases of the round are drawn with it, or by the leader's next tick): two
   * processes drawing the same due capsules decide the same batch twice, and one loses to the other.
   */
  drawWhenDue(machineId: string, round: number): void {
    if (this.closed) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (this.closed) return;
        const run = (async () => ((await this.lead()) ? this.drawMachine(machineId) : 0))()
          .catch((err: unknown) => this.logger.warn(err, `gacha draws of ${machineId}`))
          .finally(() => this.running.delete(run));
        this.running.add(run);
      },
      Math.max(0, this.rounds.publishedAt(round).getTime() - Date.now()),
    );
    this.timers.add(timer);
  }

  private lead(): Promise<boolean> {
    return (this.leading ??= this.job.lead().finally(() => (this.leading = null)));
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running);
    await this.job.close();
  }
}
