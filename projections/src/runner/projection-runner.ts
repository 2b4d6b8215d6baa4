// Keeps read models up to date: one subscription to the log, every projection applied to its
// TypeORM table, each batch committed together with every projection's checkpoint. A live batch
// costs one round trip besides its page of the log: the rows it touches come from the rows this
// runner last committed (it is their one writer, so it keeps them: KeptRows), and a row an event
// creates is not looked for (Projection.creates); only the others are read, one SELECT per read
// model, sent at once. Every read model's multi-row upsert and delete (raw SQL built from the
// entity, see read-model-table.ts) and the checkpoints are written by ONE statement, their
// data-modifying parts side by side in a WITH, which PostgreSQL runs to completion all or nothing.
import type { DataSource, EntityManager } from 'typeorm';
import { isAfter, type EventSource, type LogPosition, type LoggedEvent } from './event-source';
import { ProjectionCheckpointRow } from './checkpoint.entity';
import type { AnyProjection, ProjectedEvent } from './projection';
import { ReadModelTable } from './read-model-table';

/** Rows a committed batch changed, handed to listeners (the live gateway) after the commit. */
export interface CommittedChange {
  projection: string;
  rows: object[];
  deletedKeys: string[];
}

export interface ProjectionStatus {
  name: string;
  /** True while events the projection handles exist beyond its checkpoint. */
  behind: boolean;
  /** Age of the oldest event not yet applied, 0 when caught up. */
  lagMs: number;
  /** Events applied since this runner started. */
  processed: number;
}

/**
 * The runner's subscription: catching up, live (caught up with the log), retrying after the store
 * or the database failed (waiting `retryInMs` before subscribing again), or stopped.
 */
export interface RunnerState {
  state: 'stopped' | 'catching-up' | 'live' | 'retrying';
  /** Times the subscription was started again after failing, since this runner was created. */
  restarts: number;
  /** The last failure, kept after a successful restart so an operator can see what happened. */
  lastError: string | null;
}

/** Waits before subscribing again: doubling from `firstMs` up to `maxMs`, reset once live. */
export interface RetryDelays {
  firstMs: number;
  maxMs: number;
}

const DEFAULT_RETRY: RetryDelays = { firstMs: 500, maxMs: 30_000 };

export interface ProjectionRunnerOptions {
  source: EventSource;
  dataSource: DataSource;
  projections: AnyProjection[];
  maxBatch?: number;
  onCommitted?(changes: CommittedChange[]): void;
  /** Called for every applied event with the time between its recording and its commit here. */
  onApplied?(lagMs: number): void;
  /** Called for every failure of the subscription (the runner then subscribes again by itself). */
  onError?(error: unknown): void;
  /** Called whenever the subscription's state (see RunnerState) changes. */
  onState?(state: RunnerState): void;
  retry?: RetryDelays;
  /**
   * Read the rows that events say they create too, and fail the batch when one exists (see
   * Projection.creates). On by default; production turns it off, as it does the event boundary's checks.
   */
  checkCreates?: boolean;
}

/** A projection's `creates` said an event makes a row that the read model already has: its declaration is wrong. */
export class CreatedRowExistsError extends Error {
  constructor(projection: string, key: string) {
    super(`${projection}: an event says it creates row ${key}, which exists`);
  }
}

/** Rows kept per read model: between this and twice this, the most recently used (see KeptRows). */
const KEPT_ROWS = 2_000;

/**
 * A read model's rows as this runner last committed them, by key (null: it has no row). The runner
 * is the read model's one writer, so they stay true until it writes again. Two generations: a row
 * used is moved to the newer one; a full newer generation makes the older one go, whole.
 */
class KeptRows {
  private newer = new Map<string, object | null>();
  private older = new Map<string, object | null>();

  get(key: string): object | null | undefined {
    const row = this.newer.get(key);
    if (row !== undefined || this.newer.has(key)) return row;
    if (!this.older.has(key)) return undefined;
    const old = this.older.get(key)!;
    this.set(key, old);
    return old;
  }

  set(key: string, row: object | null): void {
    this.newer.set(key, row);
    if (this.newer.size < KEPT_ROWS) return;
    this.older = this.newer;
    this.newer = new Map();
  }
}

/** What a process that hosts the projections (here or in a worker thread) offers its callers. */
export type RunningProjections = Pick<ProjectionRunner, 'projectionNames' | 'state' | 'start' | 'stop' | 'status' | 'rebuild'>;

export class ProjectionRunner {
  private readonly checkpoints = new Map<string, LogPosition | null>();
  private subscription: { stop(): Promise<void> } | null = null;
  private processed = 0;
  private running = false;
  private now: RunnerState = { state: 'stopped', restarts: 0, lastError: null };
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly eventTypes: string[];
  private readonly tables = new Map<AnyProjection, ReadModelTable>();
  private checkpointTable: ReadModelTable<ProjectionCheckpointRow> | undefined;
  /** The rows each read model last committed (see KeptRows); forgotten whenever the runner subscribes or rebuilds. */
  private kept = new Map<AnyProjection, KeptRows>();

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.eventTypes = [...new Set(options.projections.flatMap((p) => p.handles as string[]))];
  }

  /** Built on first use: entity metadata exists only once the data source is initialised. */
  private tableOf(p: AnyProjection): ReadModelTable {
    let table = this.tables.get(p);
    if (!table) this.tables.set(p, (table = new ReadModelTable(this.options.dataSource, p.entity, p.key)));
    return table;
  }

  private get checkpointRows(): ReadModelTable<ProjectionCheckpointRow> {
    return (this.checkpointTable ??= new ReadModelTable(this.options.dataSource, ProjectionCheckpointRow, 'name'));
  }

  get projectionNames(): string[] {
    return this.options.projections.map((p) => p.name);
  }

  get state(): RunnerState {
    return { ...this.now };
  }

  private get current(): RunnerState {
    return this.now;
  }

  private set current(state: RunnerState) {
    const before = this.now;
    this.now = state;
    const moved = state.state !== before.state || state.restarts !== before.restarts || state.lastError !== before.lastError;
    if (moved) this.options.onState?.({ ...state });
  }

  /**
   * Subscribes from the stored checkpoints. A failure afterwards (the store drops the
   * subscription, the database goes away mid-batch) never ends the runner: it reports onError,
   * waits (see RetryDelays) and subscribes again from the checkpoints committed so far.
   */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.subscribe();
    } catch (error) {
      this.running = false;
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.current = { ...this.current, state: 'stopped' };
    const sub = this.subscription;
    this.subscription = null;
    await sub?.stop();
  }

  private async subscribe(): Promise<void> {
    // A batch that failed may have left rows here that never committed; the tables may have been rebuilt.
    this.kept = new Map();
    await this.loadCheckpoints();
    if (!this.running) return;
    this.current = { ...this.current, state: 'catching-up' };
    const subscription = this.options.source.subscribeToAll({
      after: this.lowestCheckpoint() ?? undefined,
      filter: { eventTypes: this.eventTypes },
      maxBatch: this.options.maxBatch ?? 1000,
      handle: (events) => this.apply(events),
      checkpoint: (position) => this.advance(position),
      onLive: (live) => {
        if (this.subscription !== subscription) return;
        this.current = { ...this.current, state: live ? 'live' : 'catching-up' };
        if (live) this.failures = 0;
      },
      onError: (error) => {
        if (this.subscription !== subscription) return;
        this.subscription = null;
        this.options.onError?.(error);
        this.retryLater(error);
      },
    });
    this.subscription = subscription;
  }

  private retryLater(error: unknown): void {
    if (!this.running) return;
    const { firstMs, maxMs } = this.options.retry ?? DEFAULT_RETRY;
    const delay = Math.min(maxMs, firstMs * 2 ** this.failures++);
    this.current = { state: 'retrying', restarts: this.current.restarts, lastError: error instanceof Error ? error.message : String(error) };
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.running) return;
      this.current = { ...this.current, restarts: this.current.restarts + 1 };
      this.subscribe().catch((failed: unknown) => {
        this.options.onError?.(failed);
        this.retryLater(failed);
      });
    }, delay);
  }

  /**
   * Empties the named read models (all when none are named) and replays the whole log into
   * them, returning how many events were read. Call it with the runner stopped.
   */
  async rebuild(names?: string[], onProgress?: (events: number) => void): Promise<number> {
    const chosen = names?.length ? this.options.projections.filter((p) => names.includes(p.name)) : this.options.projections;
    const unknown = (names ?? []).filter((n) => !this.options.projections.some((p) => p.name === n));
    if (unknown.length) throw new Error(`unknown projection(s): ${unknown.join(', ')}`);
    this.kept = new Map();
    await this.options.dataSource.transaction(async (m) => {
      for (const p of chosen) {
        await m.clear(p.entity);
        await m.delete(ProjectionCheckpointRow, { name: p.name });
      }
    });
    await this.loadCheckpoints();
    const types = [...new Set(chosen.flatMap((p) => p.handles as string[]))];
    let after: LogPosition | undefined;
    let total = 0;
    for (;;) {
      const batch = await this.options.source.readAll({ after, maxCount: this.options.maxBatch ?? 5000, filter: { eventTypes: types } });
      if (batch.length === 0) break;
      await this.apply(batch, chosen);
      total += batch.length;
      after = batch[batch.length - 1].position;
      onProgress?.(total);
    }
    return total;
  }

  /**
   * Reads the stored checkpoints, so it also reports on a runner working in another process.
   * Projections at the same checkpoint (normally all of them: one subscription moves them
   * together) share one read of the log; only a projection the first pending event is not for
   * needs a read of its own. So a caught-up shop answers with one read (GET /api/health).
   */
  async status(): Promise<ProjectionStatus[]> {
    const stored = await this.readCheckpoints();
    const groups = new Map<string, AnyProjection[]>();
    for (const p of this.options.projections) {
      const checkpoint = stored.get(p.name) ?? null;
      const key = checkpoint ? `${checkpoint.commit}/${checkpoint.prepare}` : '';
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    const next = new Map<AnyProjection, LoggedEvent | undefined>();
    for (const group of groups.values()) {
      const after = stored.get(group[0]!.name) ?? undefined;
      const firstOf = async (types: string[]) => (await this.options.source.readAll({ after, maxCount: 1, filter: { eventTypes: types } }))[0];
      const first = await firstOf([...new Set(group.flatMap((p) => p.handles as string[]))]);
      for (const p of group) {
        const handles = p.handles as string[];
        next.set(p, !first || handles.includes(first.type) ? first : await firstOf(handles));
      }
    }
    return this.options.projections.map((p) => {
      const pending = next.get(p);
      return {
        name: p.name,
        behind: pending !== undefined,
        lagMs: pending ? Math.max(0, Date.now() - pending.recordedAt.getTime()) : 0,
        processed: this.processed,
      };
    });
  }

  private async loadCheckpoints(): Promise<void> {
    const stored = await this.readCheckpoints();
    this.checkpoints.clear();
    for (const [name, position] of stored) this.checkpoints.set(name, position);
  }

  private async readCheckpoints(): Promise<Map<string, LogPosition | null>> {
    const rows = await this.options.dataSource.getRepository(ProjectionCheckpointRow).find();
    return new Map(
      this.options.projections.map((p) => {
        const row = rows.find((r) => r.name === p.name);
        const position =
          row?.commitPosition != null && row.preparePosition != null
            ? { commit: BigInt(row.commitPosition), prepare: BigInt(row.preparePosition) }
            : null;
        return [p.name, position];
      }),
    );
  }

  private lowestCheckpoint(): LogPosition | null {
    let lowest: LogPosition | null = null;
    for (const cp of this.checkpoints.values()) {
      if (cp === null) return null;
      if (lowest === null || isAfter(lowest, cp)) lowest = cp;
    }
    return lowest;
  }

  private async apply(events: LoggedEvent[], projections = this.options.projections): Promise<void> {
    if (events.length === 0) return;
    const last = events[events.length - 1].position;
    const moved = projections.filter((p) => isAfter(last, this.checkpoints.get(p.name) ?? null));
    const work = moved
      .map((p) => {
        const checkpoint = this.checkpoints.get(p.name) ?? null;
        const relevant = events.filter((e) => (p.handles as string[]).includes(e.type) && isAfter(e.position, checkpoint)).map(toProjected);
        return { p, events: relevant, ...this.startingRows(p, relevant) };
      })
      .filter((w) => w.events.length);
    const { dataSource } = this.options;
    const found = await Promise.all(work.map((w) => this.tableOf(w.p).find(dataSource.manager, w.unknown)));
    const applied = work.map((w, i) => {
      const stored = found[i] as Record<string, unknown>[];
      const created = stored.find((r) => w.created.has(String(r[w.p.key])));
      if (created) throw new CreatedRowExistsError(w.p.name, String(created[w.p.key]));
      const { change, after } = evolveRows(w.p, [...w.known, ...stored], w.events);
      return { p: w.p, change, after, created: w.created };
    });
    await this.write(applied, moved, last);
    // A row this batch created is not kept: most are written once (a history line, a box item) and would only
    // crowd out the rows that events keep coming back to (a tube, a wallet).
    for (const { p, after, created } of applied) {
      const kept = this.keptRows(p);
      for (const [key, row] of after) if (!created.has(key)) kept.set(key, row);
    }
    for (const p of moved) this.checkpoints.set(p.name, last);
    this.processed += events.length;
    const committedAt = Date.now();
    if (this.options.onApplied) for (const e of events) this.options.onApplied(committedAt - e.recordedAt.getTime());
    const changed = applied.map((a) => a.change).filter((c) => c.rows.length || c.deletedKeys.length);
    if (changed.length) this.options.onCommitted?.(changed);
  }

  private keptRows(p: AnyProjection): KeptRows {
    let kept = this.kept.get(p);
    if (!kept) this.kept.set(p, (kept = new KeptRows()));
    return kept;
  }

  /**
   * Where the rows these events touch come from: the rows kept from this runner's commits, none for
   * a row its first event creates, and the rest to be read (with the created ones, when checking).
   */
  private startingRows(p: AnyProjection, events: ProjectedEvent[]): { known: object[]; unknown: string[]; created: Set<string> } {
    const kept = this.keptRows(p);
    const checking = this.options.checkCreates ?? true;
    const known: object[] = [];
    const unknown: string[] = [];
    const created = new Set<string>();
    const seen = new Set<string>();
    for (const e of events) {
      for (const key of keysOf(p, e)) {
        if (seen.has(key)) continue;
        seen.add(key);
        const row = kept.get(key);
        const creates = p.creates?.(e) ?? false;
        if (creates && row && checking) throw new CreatedRowExistsError(p.name, key);
        if (row) known.push(row);
        else if (row === null) continue;
        else if (creates) {
          created.add(key);
          if (checking) unknown.push(key);
        } else unknown.push(key);
      }
    }
    return { known, unknown, created };
  }

  /** Every change and the moved checkpoints, all or nothing: one statement. */
  private async write(applied: { p: AnyProjection; change: CommittedChange }[], moved: AnyProjection[], position: LogPosition): Promise<void> {
    const params: unknown[] = [];
    const parts: string[] = [];
    for (const { p, change } of applied) {
      const table = this.tableOf(p);
      if (change.rows.length) parts.push(...table.upsertStatements(change.rows, params));
      if (change.deletedKeys.length) parts.push(table.deleteStatement(change.deletedKeys, params));
    }
    if (moved.length) parts.push(...this.checkpointRows.upsertStatements(this.checkpointRowsAt(moved, position), params));
    if (parts.length) await this.options.dataSource.query(`WITH ${parts.map((sql, i) => `w${i} AS (${sql})`).join(', ')} SELECT 1`, params);
  }

  /** The log moved past `position` with nothing for us: remember it so restarts start there. */
  private async advance(position: LogPosition): Promise<void> {
    const behind = this.options.projections.filter((p) => isAfter(position, this.checkpoints.get(p.name) ?? null));
    if (!behind.length) return;
    await this.saveCheckpoints(this.options.dataSource.manager, behind, position);
    for (const p of behind) this.checkpoints.set(p.name, position);
  }

  /** Every moved checkpoint in one statement (one row per read model). */
  private async saveCheckpoints(m: EntityManager, projections: AnyProjection[], position: LogPosition): Promise<void> {
    if (!projections.length) return;
    await this.checkpointRows.upsert(m, this.checkpointRowsAt(projections, position));
  }

  private checkpointRowsAt(projections: AnyProjection[], position: LogPosition): ProjectionCheckpointRow[] {
    const updatedAt = new Date();
    return projections.map((p) => ({
      name: p.name,
      commitPosition: position.commit.toString(),
      preparePosition: position.prepare.toString(),
      updatedAt,
    }));
  }
}

function toProjected(e: LoggedEvent): ProjectedEvent {
  return {
    type: e.type,
    data: e.data,
    streamId: e.streamId,
    revision: Number(e.revision),
    position: e.position,
    recordedAt: e.recordedAt,
    metadata: e.metadata,
  } as ProjectedEvent;
}

function keysOf(p: AnyProjection, e: ProjectedEvent): readonly string[] {
  const k = p.keyOf(e);
  return k === null ? [] : typeof k === 'string' ? [k] : k;
}

/**
 * The projection's rows after these events, from the stored rows they touch: what to upsert and delete,
 * and every touched key's row afterwards (null: none).
 */
function evolveRows(p: AnyProjection, existing: object[], events: ProjectedEvent[]): { change: CommittedChange; after: Map<string, object | null> } {
  const rows = new Map<string, object | null>(existing.map((r) => [String((r as Record<string, unknown>)[p.key]), r]));
  const existed = new Set(rows.keys());
  const after = new Map<string, object | null>();
  for (const e of events) {
    for (const key of keysOf(p, e)) after.set(key, p.evolve(after.has(key) ? after.get(key)! : (rows.get(key) ?? null), e));
  }
  const upserts: object[] = [];
  const deletedKeys: string[] = [];
  for (const [key, row] of after) {
    if (row) upserts.push(row);
    else if (existed.has(key)) deletedKeys.push(key);
  }
  return { change: { projection: p.name, rows: upserts, deletedKeys }, after };
}
