// The event-store port: what the shop needs from an event store, whichever adapter serves it.
// Both adapters (PostgreSQL, EventStoreDB) pass the same suite: event-store.contract.suite.ts.
import type { EventMetadata } from '@shop/contracts';

/**
 * A place in the global log, ordered by (commit, prepare). EventStoreDB gives these natively;
 * the PostgreSQL adapter uses (transaction id, sequence), see postgres-event-store.ts.
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

/** The revision a stream must be at for an append to go through; revisions start at 0. */
export type ExpectedRevision = bigint | 'no_stream' | 'any';

export interface NewEvent {
  /**
   * Unique id of the event (uuid). Appending the same ids to the same stream twice is one append
   * (see appendToStream for how far each store can tell).
   */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  streamId: string;
  revision: bigint;
  position: Position;
  recordedAt: Date;
}

/** Where one event is: its stream and its revision in it. */
export interface EventPlace {
  streamId: string;
  revision: bigint;
}

/** One stream's part of an atomic multi-stream append. */
export interface StreamAppend {
  streamId: string;
  expectedRevision: ExpectedRevision;
  events: NewEvent[];
}

export interface AppendResult {
  /** Revision of the stream's last event after this append. */
  nextExpectedRevision: bigint;
  /** Position of the last appended event. */
  position: Position;
}

/** Both parts must match when both are given; an empty list matches nothing. */
export interface EventFilter {
  streamPrefixes?: string[];
  eventTypes?: string[];
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position; from the start of the log when absent. */
  after?: Position;
  filter?: EventFilter;
  /** Largest batch handed to `handle` at once. */
  maxBatch?: number;
  /** Called with batches in commit order; the next batch waits until the promise settles. */
  handle(events: RecordedEvent[]): Promise<void>;
  /**
   * Called when the subscription has read past `position` with nothing to deliver for the
   * filter, so a filtered reader can store progress without events of its own.
   */
  checkpoint?(position: Position): Promise<void>;
  /**
   * Called with true once everything the log held has been delivered and the subscription waits
   * for new events, and with false if it falls behind again (then true once it has caught up).
   */
  onLive?(live: boolean): void;
  /**
   * Called once if the subscription stops on an error: a throwing `handle`, or the store ending
   * the subscription (server restart, network loss). The subscription does not come back by itself:
   * the subscriber subscribes again from its last position (the projection runner does, with backoff).
   */
  onError?(error: unknown): void;
}

export interface Subscription {
  /**
   * Resolves once no further batch will be delivered: after the running `handle` settles, or at
   * once when awaited from inside `handle` or `checkpoint` itself.
   */
  stop(): Promise<void>;
}

export interface EventStore {
  readonly kind: 'postgres' | 'esdb';
  /**
   * Appends to several streams atomically: every stream is checked against its expected revision
   * and either all the events are written, in one transaction that readers see whole, or none.
   * The batch's events follow each other in the global log in the batch's order, with one wake-up
   * for subscribers. A conflict on any stream throws WrongExpectedRevisionError naming that stream
   * and writes nothing. Repeating an earlier batch (same ids) returns its results and writes
   * nothing again; repeating only part of one fails (EventIdsReusedError). Results are in the
   * batch's order. A stream may appear once per batch.
   *
   * A capability, not a promise of every store: absent where the store cannot do it
   * (`@eventstore/db-client` appends to one stream per call), and callers then take a step-wise
   * path with recovery (server/src/purchases).
   */
  readonly appendMany?: (batch: StreamAppend[]) => Promise<AppendResult[]>;
  /**
   * Appends at least one event, atomically. Throws WrongExpectedRevisionError on a conflict and
   * writes nothing. Repeating an earlier append (same ids, same order, same expected revision or
   * 'any') returns that append's result and writes nothing again. Repeating only some of its
   * ids fails and writes nothing (EventIdsReusedError where the adapter can tell; EventStoreDB
   * reports such a batch as a conflict).
   *
   * How far back a store looks differs. PostgreSQL checks the ids against the stream's whole
   * history. EventStoreDB recognises a repeat only where the ids sit right after the expected
   * revision (an exact revision or 'no_stream'), and with 'any' only while its bounded in-memory
   * cache still remembers the append; an old id in a new batch at the current revision (say
   * `[new, old]`) is written again. So a retry must send the same batch with the same exact
   * expected revision, which every writer of the shop does (runCommand, PurchaseCore): none relies
   * on 'any' for idempotency.
   */
  appendToStream(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** The stream's events from `fromRevision` (default 0); empty when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]>;
  /**
   * The events at these places (stream and revision), in log order, each once; places with no
   * event are left out. For a reader that knows, from an index, exactly which events it needs
   * across many streams: PostgreSQL answers in one query, EventStoreDB with a read per run of
   * consecutive revisions of a stream.
   */
  readEvents(places: readonly EventPlace[]): Promise<RecordedEvent[]>;
  /** Up to `maxCount` events strictly after `after`, in commit order. */
  readAll(options: { after?: Position; maxCount: number; filter?: EventFilter }): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** Position of the newest event that readers can see, or null for an empty log. */
  headPosition(): Promise<Position | null>;
  close(): Promise<void>;
}

/** The stream was not at the expected revision: someone else appended first. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** Some, not all, of an append's event ids are already in the stream: not a retry of one append. */
export class EventIdsReusedError extends Error {
  constructor(
    readonly streamId: string,
    message: string,
  ) {
    super(message);
    this.name = 'EventIdsReusedError';
  }
}

export class EmptyAppendError extends Error {
  constructor(readonly streamId: string) {
    super(`stream ${streamId}: an append needs at least one event`);
    this.name = 'EmptyAppendError';
  }
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}
