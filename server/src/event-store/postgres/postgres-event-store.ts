// The event store on plain PostgreSQL (the embedded default). Schema and the reasoning behind
// positions: postgres-schema.ts.
import { DatabaseError, Pool, type ClientBase, type PoolConfig } from 'pg';
import type { EventMetadata } from '@shop/contracts';
import {
  EmptyAppendError,
  EventIdsReusedError,
  WrongExpectedRevisionError,
  comparePositions,
  type AppendResult,
  type EventFilter,
  type EventPlace,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.port';
import { SubscriptionDelivery } from '../subscription-delivery';
import { PgNotificationListener } from './pg-notification-listener';
import { NOTIFY_CHANNEL, SCHEMA_LOCK_SQL, SCHEMA_SQL, SQLSTATE_EVENT_IDS_REUSED } from './postgres-schema';

/** Safety net in case a notification is lost: an idle reader looks again this often. */
const IDLE_RECHECK_MS = 1_500;
/**
 * A reader that sees committed events beyond the horizon (an older transaction still open)
 * looks again this soon: that transaction's commit is the one thing it waits for.
 */
const HORIZON_RECHECK_MS = 15;

const START: Position = { commit: 0n, prepare: 0n };

type Queryable = Pool | ClientBase;

interface EventRow {
  tx_id: string;
  seq: string;
  stream_id: string;
  revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

interface PageRow extends Partial<EventRow> {
  head_commit: string | null;
  head_prepare: string | null;
  pending: boolean;
}

type ReadPage = (after: Position, maxCount: number, filter: EventFilter | undefined) => Promise<Page>;

interface Page {
  events: RecordedEvent[];
  /** Newest position below the horizon, whatever the filter. */
  head: Position | null;
  /** Committed events exist beyond the horizon, waiting for an older transaction to end. */
  pending: boolean;
}

const EVENT_COLUMNS = `e.tx_id::text AS tx_id, e.seq::text AS seq, e.stream_id, e.revision::text AS revision,
  e.event_id::text AS event_id, e.type, e.data, e.metadata, e.recorded_at`;

// One statement, so the page, the head and the pending check all share one snapshot: a head taken
// from a later snapshot could jump past matching events this page never saw.
const PAGE_SQL = `
WITH horizon AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin),
page AS (
  SELECT ${EVENT_COLUMNS}, e.tx_id AS sort_tx_id, e.seq AS sort_seq
    FROM es_events e
   WHERE e.tx_id < (SELECT xmin FROM horizon)
     AND (e.tx_id, e.seq) > ($1::text::xid8, $2::bigint)
     AND ($4::text[] IS NULL OR e.stream_id LIKE ANY ($4::text[]))
     AND ($5::text[] IS NULL OR e.type = ANY ($5::text[]))
   ORDER BY e.tx_id, e.seq
   LIMIT $3
),
head AS (
  SELECT e.tx_id, e.seq FROM es_events e
   WHERE e.tx_id < (SELECT xmin FROM horizon)
   ORDER BY e.tx_id DESC, e.seq DESC
   LIMIT 1
)
SELECT (SELECT tx_id::text FROM head) AS head_commit,
       (SELECT seq::text FROM head) AS head_prepare,
       coalesce((SELECT e.tx_id FROM es_events e ORDER BY e.tx_id DESC, e.seq DESC LIMIT 1)
                >= (SELECT xmin FROM horizon), false) AS pending,
       page.*
  FROM (VALUES (1)) AS one (n)
  LEFT JOIN page ON true
 ORDER BY page.sort_tx_id, page.sort_seq`;

const HEAD_SQL = `
SELECT e.tx_id::text AS commit, e.seq::text AS prepare FROM es_events e
 WHERE e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
 ORDER BY e.tx_id DESC, e.seq DESC
 LIMIT 1`;

const READ_STREAM_SQL = `
SELECT ${EVENT_COLUMNS} FROM es_events e
 WHERE e.stream_id = $1 AND e.revision >= $2::bigint
 ORDER BY e.revision
 LIMIT $3`;

// The places arrive as two arrays; each is found through es_events_stream_revision.
const READ_EVENTS_SQL = `
SELECT ${EVENT_COLUMNS} FROM unnest($1::text[], $2::bigint[]) AS p (stream_id, revision)
  JOIN es_events e ON e.stream_id = p.stream_id AND e.revision = p.revision
 ORDER BY e.tx_id, e.seq`;

const APPEND_SQL = `
SELECT conflict, last_revision::text AS revision, last_tx_id::text AS commit, last_seq::text AS prepare
  FROM es_append($1, $2::bigint, $3::jsonb)`;

const APPEND_MANY_SQL = `
SELECT item, conflict, last_revision::text AS revision, last_tx_id::text AS commit, last_seq::text AS prepare
  FROM es_append_many($1::jsonb)`;

/** Unique violation: some id appears twice in the stream (a batch repeating itself, or misuse). */
const SQLSTATE_UNIQUE_VIOLATION = '23505';
const EVENT_ID_CONSTRAINT = 'es_events_stream_event_id';

/** At most this many appendMany calls share one commit (a hot gacha machine's line is 50). */
const CALLS_PER_GROUP_COMMIT = 64;

interface WaitingAppend {
  batch: StreamAppend[];
  resolve: (results: AppendResult[]) => void;
  reject: (error: unknown) => void;
}

export interface PostgresEventStoreOptions {
  pool: Pool;
  /** The store ends the pool on close() only when it owns it. */
  ownsPool: boolean;
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres';
  private readonly pool: Pool;
  private readonly ownsPool: boolean;
  private readonly listener: PgNotificationListener;
  private readonly subscriptions = new Set<PostgresSubscription>();
  /** A NOTIFY is on its way; `notifyAgain`: appends committed since it was sent. */
  private notifying = false;
  private notifyAgain = false;
  /** appendMany calls waiting for the next group commit, and whether one is under way. */
  private waiting: WaitingAppend[] = [];
  private committing = false;

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.ownsPool = options.ownsPool;
    // A dedicated connection, not a pooled one: LISTEN must stay on one session for good.
    this.listener = new PgNotificationListener(this.pool.options, NOTIFY_CHANNEL);
  }

  /** A store with its own pool; call ensureSchema() before use. */
  static create(connectionString: string, poolConfig: Omit<PoolConfig, 'connectionString'> = {}): PostgresEventStore {
    const pool = new Pool({ ...poolConfig, connectionString });
    // An idle pooled connection that drops (server restart) must not crash the process; the pool
    // discards it and the next query opens a new one.
    pool.on('error', () => undefined);
    return new PostgresEventStore({ pool, ownsPool: true });
  }

  /** Creates tables, indexes and the append function if missing; safe to run concurrently. */
  async ensureSchema(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(SCHEMA_LOCK_SQL);
      await client.query(SCHEMA_SQL);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async appendToStream(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    const result = await this.append(this.pool, streamId, events, options.expectedRevision);
    this.announce();
    return result;
  }

  /**
   * Atomic append to several streams. Calls that arrive while this process's last one is committing
   * wait and are then committed together (group commit): one es_append_many, one round trip, one
   * transaction and one notification for all of them, each still all-or-nothing for its caller.
   * Under load that is one commit a round trip instead of one a caller, and the process's writes to
   * the database (each of which wakes a backend that takes the CPU from this process on a small
   * machine) fall with it; a lone call goes at once. A conflict fails only the caller whose stream
   * it is, and the others are committed without it; any other error is settled by committing each
   * caller alone, so every caller gets exactly the answer its own call would have had.
   */
  readonly appendMany = (batch: StreamAppend[]): Promise<AppendResult[]> => {
    const streams = new Set<string>();
    for (const { streamId, events } of batch) {
      if (events.length === 0) return Promise.reject(new EmptyAppendError(streamId));
      if (streams.has(streamId)) return Promise.reject(new RangeError(`stream ${streamId} appears twice in one batch`));
      streams.add(streamId);
    }
    if (batch.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      this.waiting.push({ batch, resolve, reject });
      if (!this.committing) void this.commitWaiting();
    });
  };

  /** Commits the waiting calls, a group at a time, until none waits. */
  private async commitWaiting(): Promise<void> {
    this.committing = true;
    while (this.waiting.length > 0) {
      // A group holds each stream once (es_append_many's rule); a call repeating a stream of the
      // group waits for the next one, as it would have waited for the first one's row lock.
      const group: WaitingAppend[] = [];
      const streams = new Set<string>();
      const later: WaitingAppend[] = [];
      for (const call of this.waiting) {
        if (group.length < CALLS_PER_GROUP_COMMIT && call.batch.every((b) => !streams.has(b.streamId))) {
          group.push(call);
          for (const b of call.batch) streams.add(b.streamId);
        } else {
          later.push(call);
        }
      }
      this.waiting = later;
      await this.commitGroup(group);
    }
    this.committing = false;
  }

  private async commitGroup(group: WaitingAppend[]): Promise<void> {
    if (group.length === 1) {
      const [call] = group as [WaitingAppend];
      await this.appendAtOnce(call.batch).then(call.resolve, call.reject);
      return;
    }
    try {
      const results = await this.appendAtOnce(group.flatMap((call) => call.batch));
      let at = 0;
      for (const call of group) {
        call.resolve(results.slice(at, at + call.batch.length));
        at += call.batch.length;
      }
    } catch (error) {
      // Each stream is in one call of the group, so the conflict's stream names its caller.
      const loser = error instanceof WrongExpectedRevisionError && group.find((call) => call.batch.some((b) => b.streamId === error.streamId));
      if (loser) {
        loser.reject(error);
        this.waiting.unshift(...group.filter((call) => call !== loser));
        return;
      }
      // A replay of an earlier append, a reused id or a lost connection: each caller alone.
      await Promise.all(group.map((call) => this.appendAtOnce(call.batch).then(call.resolve, call.reject)));
    }
  }

  /** One call of es_append_many: one round trip, one transaction, one notification. */
  private async appendAtOnce(batch: StreamAppend[]): Promise<AppendResult[]> {
    const payload = JSON.stringify(
      batch.map(({ streamId, expectedRevision, events }) => ({
        stream: streamId,
        expected: expectedRevisionParameter(expectedRevision),
        events: events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
      })),
    );
    let rows: { item: number; conflict: boolean; revision: string; commit: string | null; prepare: string | null }[];
    try {
      ({ rows } = await this.pool.query(APPEND_MANY_SQL, [payload]));
    } catch (error) {
      throw translateAppendError(error, batch.map((b) => b.streamId).join(', '));
    }
    const first = rows[0]!;
    if (first.conflict) {
      const { streamId, expectedRevision } = batch[first.item]!;
      const actual = BigInt(first.revision);
      throw new WrongExpectedRevisionError(streamId, expectedRevision, actual < 0n ? 'no_stream' : actual);
    }
    this.announce();
    return rows.map((row) => ({
      nextExpectedRevision: BigInt(row.revision),
      position: { commit: BigInt(row.commit!), prepare: BigInt(row.prepare!) },
    }));
  }

  /**
   * Appends on the caller's connection, inside whatever transaction it has open: the events become
   * visible to readers (and they are notified) when that transaction commits, and vanish if it
   * rolls back. All readers wait for an open transaction that holds events, so keep it short.
   */
  async appendInTransaction(
    client: ClientBase,
    streamId: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const result = await this.append(client, streamId, events, options.expectedRevision);
    // Only the caller knows when it commits: PostgreSQL delivers this notification then.
    await client.query(`NOTIFY ${NOTIFY_CHANNEL}`);
    return result;
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(READ_STREAM_SQL, [streamId, (options.fromRevision ?? 0n).toString(), options.maxCount ?? null]);
    return rows.map(toRecordedEvent);
  }

  async readEvents(places: readonly EventPlace[]): Promise<RecordedEvent[]> {
    if (!places.length) return [];
    const unique = new Map(places.map((p) => [`${p.revision}@${p.streamId}`, p]));
    const { rows } = await this.pool.query<EventRow>(READ_EVENTS_SQL, [
      [...unique.values()].map((p) => p.streamId),
      [...unique.values()].map((p) => p.revision.toString()),
    ]);
    return rows.map(toRecordedEvent);
  }

  async readAll(options: { after?: Position; maxCount: number; filter?: EventFilter }): Promise<RecordedEvent[]> {
    return (await this.readPage(options.after ?? START, options.maxCount, options.filter)).events;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const read: ReadPage = (after, maxCount, filter) => this.readPage(after, maxCount, filter);
    const subscription = new PostgresSubscription(read, this.listener, options, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<Position | null> {
    const { rows } = await this.pool.query<{ commit: string; prepare: string }>(HEAD_SQL);
    const row = rows[0];
    return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : null;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.listener.close();
    if (this.ownsPool) await this.pool.end();
  }

  /**
   * The log moved: this process's readers look at once, and other processes are told with one
   * NOTIFY at a time. Appends that commit while one is on its way share the next, so under load
   * it is one per round trip, not one per commit, and never inside an append's transaction.
   */
  private announce(): void {
    for (const subscription of this.subscriptions) subscription.wakeUp();
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = true;
    void (async () => {
      do {
        this.notifyAgain = false;
        // A lost notification only delays other processes' readers to their idle recheck.
        await this.pool.query(`NOTIFY ${NOTIFY_CHANNEL}`).catch(() => undefined);
      } while (this.notifyAgain);
      this.notifying = false;
    })();
  }

  private async readPage(after: Position, maxCount: number, filter: EventFilter | undefined): Promise<Page> {
    const { rows } = await this.pool.query<PageRow>(PAGE_SQL, [
      after.commit.toString(),
      after.prepare.toString(),
      maxCount,
      filter?.streamPrefixes ? filter.streamPrefixes.map(likePrefix) : null,
      filter?.eventTypes ?? null,
    ]);
    const first = rows[0]!;
    return {
      events: rows.filter((row): row is PageRow & EventRow => row.seq != null).map(toRecordedEvent),
      head: first.head_commit !== null ? { commit: BigInt(first.head_commit), prepare: BigInt(first.head_prepare!) } : null,
      pending: first.pending,
    };
  }

  private async append(db: Queryable, streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new EmptyAppendError(streamId);
    const payload = JSON.stringify(events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })));
    let row: { conflict: boolean; revision: string; commit: string | null; prepare: string | null };
    try {
      // A conflict comes back as a row rather than an error: pg's pool drops the connection of
      // every query that fails, and conflicts are routine.
      ({
        rows: [row],
      } = await db.query(APPEND_SQL, [streamId, expectedRevisionParameter(expected), payload]));
    } catch (error) {
      throw translateAppendError(error, streamId);
    }
    const revision = BigInt(row.revision);
    if (row.conflict) throw new WrongExpectedRevisionError(streamId, expected, revision < 0n ? 'no_stream' : revision);
    return { nextExpectedRevision: revision, position: { commit: BigInt(row.commit!), prepare: BigInt(row.prepare!) } };
  }
}

class PostgresSubscription implements Subscription {
  private readonly delivery: SubscriptionDelivery;
  private readonly done: Promise<void>;
  /** Set by a notification; a read that starts afterwards clears it, so none is lost in between. */
  private notified = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly read: ReadPage,
    listener: PgNotificationListener,
    private readonly options: SubscribeOptions,
    onDone: () => void,
  ) {
    this.delivery = new SubscriptionDelivery(options);
    this.done = this.run(listener).finally(onDone);
  }

  async stop(): Promise<void> {
    this.delivery.stop();
    if (this.delivery.isCalledFromCallback) return;
    this.wake?.();
    await this.done;
  }

  private async run(listener: PgNotificationListener): Promise<void> {
    // Listening before the first read means no append can fall between the two unnoticed.
    const unlisten = await listener.add(() => this.wakeUp());
    try {
      let after = this.options.after ?? START;
      while (!this.delivery.isStopped) {
        this.notified = false;
        const page = await this.read(after, this.delivery.maxBatch, this.options.filter);
        if (page.events.length > 0) {
          await this.delivery.deliver(page.events);
          after = page.events[page.events.length - 1]!.position;
          if (page.events.length === this.delivery.maxBatch) {
            this.delivery.setLive(false);
            continue;
          }
        }
        // The page was not full, so every event up to the head has been seen through the filter.
        if (page.head && comparePositions(page.head, after) > 0) {
          await this.delivery.checkpoint(page.head);
          after = page.head;
        }
        this.delivery.setLive(true);
        if (!this.notified) await this.sleep(page.pending ? HORIZON_RECHECK_MS : IDLE_RECHECK_MS);
      }
    } catch (error) {
      this.delivery.fail(error);
    } finally {
      unlisten();
    }
  }

  /** New events may be in the log (a notification, or an append by this process). */
  wakeUp(): void {
    this.notified = true;
    this.wake?.();
  }

  private sleep(ms: number): Promise<void> {
    if (this.delivery.isStopped) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wake = finish;
    });
  }
}

/** NULL = any, -1 = no stream yet: the encoding es_append expects. */
function expectedRevisionParameter(expected: ExpectedRevision): string | null {
  if (expected === 'any') return null;
  if (expected === 'no_stream') return '-1';
  if (expected < 0n) throw new RangeError(`expected revision must be >= 0, got ${expected}`);
  return expected.toString();
}

function translateAppendError(error: unknown, streamId: string): unknown {
  if (!(error instanceof DatabaseError)) return error;
  if (error.code === SQLSTATE_EVENT_IDS_REUSED) return new EventIdsReusedError(streamId, error.message);
  if (error.code === SQLSTATE_UNIQUE_VIOLATION && error.constraint === EVENT_ID_CONSTRAINT) {
    return new EventIdsReusedError(streamId, `stream ${streamId}: an event id is already in the stream or repeated in the append`);
  }
  return error;
}

/** A LIKE pattern matching names that start with `prefix` (backslash is LIKE's default escape). */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    position: { commit: BigInt(row.tx_id), prepare: BigInt(row.seq) },
    recordedAt: row.recorded_at,
  };
}
