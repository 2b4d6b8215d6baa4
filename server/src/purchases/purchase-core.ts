// The one purchase core (DESIGN.md decision 6). It folds the order, the buyer's wallet, the
// product line's container and the buyer's prize box, lets decidePurchase decide every event the
// order needs, and commits them:
// - where the store appends to several streams atomically (PostgreSQL), in ONE appendMany: each
//   stream at the revision the decision saw, all or nothing. A crash can never leave half an order.
// - elsewhere (EventStoreDB), step by step in the decision's order, each append at its expected
//   revision; a conflict midway re-decides from the streams (every step is idempotent on the order
//   id), and a crash midway is finished by the recovery (purchase-recovery.ts).
// Folds come from the command runner's per-process cache, so a purchase on warm streams decides
// without reading and commits with one round trip; a conflict (another process appended) drops the
// stale folds and decides again on fresh reads, a bounded number of times.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { EventMetadata } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Config } from '../config/config';
import { EVENT_STORE } from '../event-store/event-store.token';
import { WrongExpectedRevisionError, type EventStore, type StreamAppend } from '../event-store/event-store.port';
import {
  CommandConflictError,
  backoff,
  forgetState,
  loadState,
  oneAtATime,
  peekState,
  rememberState,
  type StreamState,
} from '../platform/command-runner';
import { DomainError } from '../platform/decider';
import { initialOrder, orderDecider, orderStreamId, type Order } from '../modules/orders/orders.public';
import { boxDecider, boxStreamId } from '../modules/prize-box/prize-box.public';
import { walletDecider, walletStreamId } from '../modules/wallet/wallet.public';
import { MemberGrowthCache, vipHistoryOf } from '../modules/member/member.public';
import { PROJECTION_COMMITS, type ProjectionCommits } from '../platform/projection-commits';
import {
  decidePurchase,
  PurchaseBatch,
  UnknownCardOrder,
  type PurchaseDecision,
  type PurchaseStates,
  type PurchaseStep,
  type PurchaseStreams,
  type StreamRole,
} from './purchase.decide';
import type { PlacedOrderData, PurchaseLine } from './purchase-line';

/** Attempts in all when other processes keep appending to the same streams. */
const MAX_ATTEMPTS = 12;
/** At most this many new orders on one container go in one commit. */
const PLACES_PER_COMMIT = 50;

/** A rule said no. For a new order nothing was written; for an existing one its cancellation or refund was. */
export class PurchaseRefused extends Error {
  constructor(override readonly cause: DomainError) {
    super(`purchase refused: ${cause.message}`);
    this.name = 'PurchaseRefused';
  }
}

export interface PurchaseResult<Container> {
  order: Order;
  container: Container;
  /** Whether this call wrote anything (false when the order had nothing left to do). */
  changed: boolean;
}

// The lines' own types vary; the core only passes their values through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyLine = PurchaseLine<any, any, any>;
type Folded = Record<StreamRole, StreamState<unknown> & { streamId: string; decider: object }>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDecision = PurchaseDecision<any, any>;
/** One step's end in a batch: its decision (committed), or the refusal that left it out. */
type Outcome = { decision: AnyDecision } | { error: unknown };
/** A new order waiting in its container's line for the next commit (`placeTogether`). */
interface Waiting {
  step: PurchaseStep;
  placed: PlacedOrderData;
  metadata: EventMetadata;
  settle(outcome: { result: PurchaseResult<unknown> } | { error: unknown }): void;
}

@Injectable()
export class PurchaseCore {
  private readonly lines = new Map<string, AnyLine>();
  /** Orders this process is running now: the recovery leaves them alone. */
  readonly inFlight = new Set<string>();
  /** New orders waiting for their container's next commit, by container stream (`placeTogether`). */
  private readonly waiting = new Map<string, Waiting[]>();

  /** Whether purchases commit in one atomic append here (else step-wise with recovery). */
  readonly atomic: boolean;
  /** The buyers' VIP growth (the member-growth read model); without it orders carry no level. */
  private readonly growth: MemberGrowthCache | null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Optional() @Inject(APP_CONFIG) config?: Pick<Config, 'PURCHASE_COMMIT' | 'PROJECTIONS'>,
    @Optional() @Inject(DataSource) db?: DataSource,
    @Optional() @Inject(PROJECTION_COMMITS) commits?: ProjectionCommits,
  ) {
    this.atomic = store.appendMany !== undefined && config?.PURCHASE_COMMIT !== 'stepwise';
    // The rows come with this process's own projection commits only when it runs the projections.
    const projecting = commits && config?.PROJECTIONS !== 'off';
    this.growth = db ? new MemberGrowthCache(db, projecting ? (listener) => commits.onCommitted(listener) : undefined) : null;
  }

  /** A product line registers itself once, at start. */
  register(line: AnyLine): void {
    this.lines.set(line.kind, line);
  }

  /** Lets every line finish container work that a cut-short step-wise purchase left (the recovery). */
  async settleLines(metadata: EventMetadata): Promise<number> {
    let settled = 0;
    for (const line of this.lines.values()) settled += await line.settleStranded(metadata);
    return settled;
  }

  /**
   * Runs a purchase step to its end. Throws PurchaseRefused when a rule says no, UnknownCardOrder
   * for a gateway result about no card order of ours, CommandConflictError when other writers
   * kept winning (nothing of this call was written then, on the atomic path).
   */
  async run<Container>(step: PurchaseStep, metadata: EventMetadata): Promise<PurchaseResult<Container>> {
    step = await this.withVipLevel(step, metadata);
    const orderId = step.type === 'Place' ? step.placed.orderId : step.orderId;
    this.inFlight.add(orderId);
    try {
      // A new order's stream does not exist yet: nothing to read.
      const order =
        step.type === 'Place'
          ? (peekState<Order>(this.store, orderStreamId(orderId), orderDecider) ?? { state: initialOrder, revision: -1n })
          : await loadState({ store: this.store, streamId: orderStreamId(orderId), decider: orderDecider });
      const placed = step.type === 'Place' ? step.placed : order.state.status !== 'none' ? order.state.placed : null;
      if (!placed) throw new UnknownCardOrder(`no order ${orderId}`);
      const line = this.lines.get(placed.kind);
      if (!line) throw new Error(`no purchase line registered for ${placed.kind}`);
      if (this.atomic && step.type === 'Place') return await this.placeTogether<Container>(line, { step, placed, metadata });
      // Orders on one container from this process queue here, so they do not conflict with each other.
      return await oneAtATime(this.store, line.containerStreamId(placed), () => this.attempt(line, step, placed, order, metadata));
    } finally {
      this.inFlight.delete(orderId);
    }
  }

  /**
   * Recover steps of several existing orders on ONE container, decided one after another and
   * committed in ONE appendMany (atomic stores only): a gacha machine's capsules due at their
   * rounds, each drawn, boxed and fulfilled as its own Recover step would, in a single commit rather
   * than one commit per capsule on the machine's one stream (see `decideTogether`). Throws
   * CommandConflictError when other writers kept winning, with nothing written. Answers each
   * order's state after the commit, in the given order.
   */
  async recoverTogether(orderIds: readonly string[], metadata: EventMetadata): Promise<Order[]> {
    if (!this.atomic) throw new Error('recoverTogether needs a store with atomic multi-stream appends');
    if (orderIds.length === 0) return [];
    for (const id of orderIds) this.inFlight.add(id);
    try {
      const orders = await Promise.all(orderIds.map((id) => loadState({ store: this.store, streamId: orderStreamId(id), decider: orderDecider })));
      const placed = orders.map(({ state }, i) => {
        if (state.status === 'none') throw new UnknownCardOrder(`no order ${orderIds[i]}`);
        return state.placed;
      });
      const line = this.lines.get(placed[0]!.kind);
      if (!line) throw new Error(`no purchase line registered for ${placed[0]!.kind}`);
      const container = line.containerStreamId(placed[0]!);
      if (placed.some((p) => p.kind !== line.kind || line.containerStreamId(p) !== container))
        throw new Error(`orders recovered together must share one container (${container})`);
      const entries = placed.map((p) => ({ step: { type: 'Recover', orderId: p.orderId } as const, placed: p, metadata }));
      const outcomes = await oneAtATime(this.store, container, () => this.decideTogether(line, entries));
      return outcomes.map((o) => {
        if ('error' in o) throw o.error;
        return o.decision.states.order;
      });
    } finally {
      for (const id of orderIds) this.inFlight.delete(id);
    }
  }

  /**
   * A new order on the atomic path waits in its container's line, and every order that joined the
   * line while the container's last commit was under way is decided and committed with it, in ONE
   * appendMany (group commit): a hot gacha machine or series takes one commit per round of buyers
   * rather than one per buyer, each order still decided on what the ones before it left.
   */
  private placeTogether<Container>(line: AnyLine, entry: Omit<Waiting, 'settle'>): Promise<PurchaseResult<Container>> {
    const container = line.containerStreamId(entry.placed);
    return new Promise((resolve, reject) => {
      let queue = this.waiting.get(container);
      if (!queue) {
        this.waiting.set(container, (queue = []));
        void oneAtATime(this.store, container, () => this.placeWaiting(line, container));
      }
      queue.push({
        ...entry,
        settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.result as PurchaseResult<Container>)),
      });
    });
  }

  /** Decides and commits the orders waiting on a container (at most PLACES_PER_COMMIT; the rest take the next turn). */
  private async placeWaiting(line: AnyLine, container: string): Promise<void> {
    const queue = this.waiting.get(container)!;
    const taken = queue.splice(0, PLACES_PER_COMMIT);
    if (queue.length === 0) this.waiting.delete(container);
    else void oneAtATime(this.store, container, () => this.placeWaiting(line, container));
    let outcomes: Outcome[];
    try {
      outcomes = await this.decideTogether(line, taken);
    } catch (error) {
      for (const w of taken) w.settle({ error });
      return;
    }
    taken.forEach((w, i) => {
      const o = outcomes[i]!;
      if ('error' in o) return w.settle(o);
      const { decision } = o;
      if (decision.refusal) return w.settle({ error: new PurchaseRefused(decision.refusal) });
      w.settle({ result: { order: decision.states.order, container: decision.states.container, changed: decision.steps.length > 0 } });
    });
  }

  /**
   * Several steps of orders on ONE container decided one after another (PurchaseBatch: each on the
   * states the ones before it left) and committed in ONE appendMany, each event with its own order's
   * metadata. Every stream is appended at the revision its fold was decided on; a conflict reads the
   * stream that moved again and decides the whole batch again, a bounded number of times
   * (CommandConflictError then, with nothing written). A rule's refusal of one order leaves only
   * that order out; on cached folds it may be stale (a recharge in another process), so the batch
   * is first decided again on fresh reads. Answers each step's decision, or its refusal.
   */
  private async decideTogether(line: AnyLine, entries: readonly Omit<Waiting, 'settle'>[]): Promise<Outcome[]> {
    const streams: PurchaseStreams[] = entries.map(({ placed: p }) => ({
      order: orderStreamId(p.orderId),
      wallet: walletStreamId(p.userId),
      container: line.containerStreamId(p),
      box: boxStreamId(p.userId),
    }));
    const deciders = new Map<string, object>();
    for (const s of streams) {
      deciders.set(s.order, orderDecider).set(s.wallet, walletDecider).set(s.container, line.container).set(s.box, boxDecider);
    }
    const load = async (streamId: string) =>
      [
        streamId,
        await loadState({ store: this.store, streamId, decider: deciders.get(streamId) as Parameters<typeof loadState>[0]['decider'] }),
      ] as const;
    const newOrders = new Set(entries.filter((e) => e.step.type === 'Place').map((e) => orderStreamId(e.placed.orderId)));
    // Each stream's fold, kept for its revision: this process's cached ones as they are (a stale
    // one only makes the commit conflict), a new order's stream as not yet there, the rest read.
    let folds = new Map<string, StreamState<unknown>>(
      await Promise.all(
        [...deciders.keys()].map(async (streamId) => {
          const cached = peekState(this.store, streamId, deciders.get(streamId)!);
          if (cached) return [streamId, cached] as const;
          return newOrders.has(streamId) ? ([streamId, { state: initialOrder, revision: -1n }] as const) : load(streamId);
        }),
      ),
    );
    let fromReads = false;
    for (let attempt = 1; ; attempt++) {
      const batch = new PurchaseBatch<EventMetadata>(new Map([...folds].map(([streamId, f]) => [streamId, f.state])));
      const outcomes: Outcome[] = [];
      let stale = false;
      for (const [i, { step, placed, metadata }] of entries.entries()) {
        const states = batch.statesOf(streams[i]!);
        try {
          const prepared: unknown = await line.prepare(placed, states.container);
          const decision = decidePurchase(line, step, states, prepared, new Date(metadata.occurredAt));
          batch.add(streams[i]!, decision, metadata);
          outcomes.push({ decision });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          if (!fromReads) {
            stale = true;
            break;
          }
          outcomes.push({ error: error instanceof UnknownCardOrder ? error : new PurchaseRefused(error) });
        }
      }
      if (stale) {
        folds = new Map(await Promise.all([...deciders.keys()].map(load)));
        fromReads = true;
        continue;
      }
      if (batch.events.size === 0) return outcomes;
      const appends: StreamAppend[] = [...batch.events].map(([streamId, events]) => {
        const revision = folds.get(streamId)!.revision;
        return {
          streamId,
          expectedRevision: revision < 0n ? 'no_stream' : revision,
          events: events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: e.tag })),
        };
      });
      let results;
      try {
        results = await this.store.appendMany!(appends);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw new CommandConflictError(error.streamId, attempt);
        await backoff(attempt);
        // Streams are append-only, so a fold that is behind is read again from where it stands. When the
        // container moved (another process's orders), only it is read again: the buyers' folds still hold,
        // and one that moved too conflicts next. When a buyer's stream moved, the others of the batch that
        // it appends to likely did too (the leader's draws give each buyer a rebate, and one conflict names
        // one stream): all of them are read again, or a batch of many such buyers would run out of attempts.
        const again =
          error.streamId === streams[0]!.container
            ? [error.streamId]
            : [error.streamId, ...appends.map((a) => a.streamId).filter((id) => id !== error.streamId && folds.get(id)!.revision >= 0n)];
        for (const [streamId, fold] of await Promise.all(again.map(load))) folds.set(streamId, fold);
        continue;
      }
      appends.forEach(({ streamId }, i) =>
        rememberState(this.store, streamId, deciders.get(streamId)!, { state: batch.stateOf(streamId), revision: results[i]!.nextExpectedRevision }),
      );
      return outcomes;
    }
  }

  /**
   * A new order records the buyer's VIP level at the order's clock: the decision takes the share
   * points may pay and the rebate from it, and a later step (card payment, recovery) finds the same.
   */
  private async withVipLevel(step: PurchaseStep, metadata: EventMetadata): Promise<PurchaseStep> {
    if (step.type !== 'Place' || step.placed.vipLevel !== undefined || !this.growth) return step;
    const { level } = vipHistoryOf(await this.growth.get(step.placed.userId), new Date(metadata.occurredAt)).status;
    return { ...step, placed: { ...step.placed, vipLevel: level } };
  }

  private async attempt<Container>(
    line: AnyLine,
    step: PurchaseStep,
    placed: PlacedOrderData,
    order: StreamState<Order>,
    metadata: EventMetadata,
  ): Promise<PurchaseResult<Container>> {
    const now = new Date(metadata.occurredAt);
    const ids: Record<StreamRole, [string, object]> = {
      order: [orderStreamId(placed.orderId), orderDecider],
      wallet: [walletStreamId(placed.userId), walletDecider],
      container: [line.containerStreamId(placed), line.container],
      box: [boxStreamId(placed.userId), boxDecider],
    };
    let folded = this.fromCache(ids, order);
    let fromReads = false;
    for (let attempt = 1; ; attempt++) {
      if (!folded) {
        folded = await this.read(ids);
        fromReads = true;
      }
      const states = Object.fromEntries(Object.entries(folded).map(([role, f]) => [role, f.state])) as unknown as PurchaseStates<Container>;
      let decision;
      try {
        const prepared: unknown = await line.prepare(placed, states.container);
        decision = decidePurchase(line, step, states, prepared, now);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // A refusal on cached folds may be stale (a recharge in another process): decide again on reads.
        if (!fromReads) {
          folded = null;
          continue;
        }
        throw error instanceof UnknownCardOrder ? error : new PurchaseRefused(error);
      }
      if (decision.steps.length === 0) return { order: decision.states.order, container: decision.states.container, changed: false };
      try {
        await (this.atomic ? this.commitAtOnce(folded, decision.steps, metadata) : this.commitStepwise(folded, decision.steps, metadata));
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        forgetState(this.store, error.streamId);
        if (attempt >= MAX_ATTEMPTS) throw new CommandConflictError(error.streamId, attempt);
        folded = null;
        await backoff(attempt);
        continue;
      }
      for (const role of Object.keys(folded) as StreamRole[]) {
        const f = folded[role];
        if (f.revision >= 0n) rememberState(this.store, f.streamId, f.decider, { state: decision.states[role], revision: f.revision });
      }
      if (decision.refusal) throw new PurchaseRefused(decision.refusal);
      return { order: decision.states.order, container: decision.states.container, changed: true };
    }
  }

  /** Folds from this process's cache alone, or null when one of them is not cached. */
  private fromCache(ids: Record<StreamRole, [string, object]>, order: StreamState<Order>): Folded | null {
    const folded: Partial<Folded> = { order: { ...order, streamId: ids.order[0], decider: ids.order[1] } };
    for (const role of ['wallet', 'container', 'box'] as const) {
      const [streamId, decider] = ids[role];
      const cached = peekState(this.store, streamId, decider);
      // A stream never seen here may still exist: read it rather than guess.
      if (!cached) return null;
      folded[role] = { ...cached, streamId, decider };
    }
    return folded as Folded;
  }

  private async read(ids: Record<StreamRole, [string, object]>): Promise<Folded> {
    const roles = Object.keys(ids) as StreamRole[];
    const loaded = await Promise.all(
      roles.map((role) => {
        const [streamId, decider] = ids[role];
        return loadState({ store: this.store, streamId, decider: decider as Parameters<typeof loadState>[0]['decider'] });
      }),
    );
    return Object.fromEntries(roles.map((role, i) => [role, { ...loaded[i]!, streamId: ids[role][0], decider: ids[role][1] }])) as Folded;
  }

  /** Every stream's events in one appendMany, each at the revision its fold was decided on. */
  private async commitAtOnce(
    folded: Folded,
    steps: { role: StreamRole; events: { type: string; data: unknown }[] }[],
    metadata: EventMetadata,
  ): Promise<void> {
    const byRole = new Map<StreamRole, StreamAppend>();
    for (const { role, events } of steps) {
      const f = folded[role];
      let item = byRole.get(role);
      if (!item) byRole.set(role, (item = { streamId: f.streamId, expectedRevision: f.revision < 0n ? 'no_stream' : f.revision, events: [] }));
      item.events.push(...events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })));
    }
    const batch = [...byRole.values()];
    const results = await this.store.appendMany!(batch);
    [...byRole.keys()].forEach((role, i) => (folded[role].revision = results[i]!.nextExpectedRevision));
  }

  /** The same events stream by stream, in the decision's order: each group at its stream's current revision. */
  private async commitStepwise(
    folded: Folded,
    steps: { role: StreamRole; events: { type: string; data: unknown }[] }[],
    metadata: EventMetadata,
  ): Promise<void> {
    for (const { role, events } of steps) {
      const f = folded[role];
      const result = await this.store.appendToStream(
        f.streamId,
        events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
        { expectedRevision: f.revision < 0n ? 'no_stream' : f.revision },
      );
      f.revision = result.nextExpectedRevision;
    }
  }
}
