// The event store on EventStoreDB (EVENT_STORE=esdb), through @eventstore/db-client v6.
// EventStoreDB positions are already a global commit order, so no horizon logic is needed here.
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type Position as EsdbPosition,
  type Filter,
  type JSONType,
  type ReadAllOptions,
  type ReadPosition,
  type ReadStreamOptions,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata } from '@shop/contracts';
import {
  EmptyAppendError,
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
  type SubscribeOptions,
  type Subscription,
} from '../event-store.port';
import { SubscriptionDelivery } from '../subscription-delivery';

/**
 * Pages of a backwards read for headPosition: the newest event is nearly always the shop's own, so
 * one event usually answers; EventStoreDB's system events at the tail cost the larger pages.
 */
const HEAD_PAGES = [1, 32, 500];

/**
 * What EventStoreDB sends for "no position": the client fills the protobuf field's value as it
 * comes (never undefined), and servers before 22.6 send ulong's maximum for stream reads.
 */
const NO_POSITION = 2n ** 64n - 1n;

/** Stream events carry a position only from EventStoreDB 22.6 on; the port needs it. */
export class PositionMissingError extends Error {
  constructor(streamId: string, revision: bigint) {
    super(`EventStoreDB returned ${streamId}@${revision} without a position: version 22.6 or later is needed`);
    this.name = 'PositionMissingError';
  }
}

export class SubscriptionEndedError extends Error {
  constructor() {
    super('EventStoreDB ended the subscription');
    this.name = 'SubscriptionEndedError';
  }
}

type StoredEvent = AllStreamRecordedEvent | NonNullable<ResolvedEvent['event']>;

export class EsdbEventStore implements EventStore {
  readonly kind = 'esdb';
  private readonly subscriptions = new Set<EsdbSubscription>();

  constructor(
    private readonly client: EventStoreDBClient,
    /** The store disposes of the client on close() only when it owns it. */
    private readonly ownsClient: boolean,
  ) {}

  /** e.g. `esdb://localhost:2113?tls=false` */
  static connect(connectionString: string): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(connectionString), true);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new EmptyAppendError(streamId);
    const { expectedRevision } = options;
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map(({ id, type, data, metadata }) => jsonEvent({ id, type, data: data as JSONType, metadata: toEsdbMetadata(metadata) })),
        { expectedRevision: toEsdbExpectedRevision(expectedRevision) },
      );
      return {
        nextExpectedRevision: result.nextExpectedRevision,
        position: knownPosition(result.position) ?? (await this.positionOf(streamId, result.nextExpectedRevision)),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expectedRevision, error.actualVersion);
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    if (options.maxCount === 0) return [];
    const events: RecordedEvent[] = [];
    try {
      const readOptions: ReadStreamOptions = { fromRevision: options.fromRevision ?? START };
      if (options.maxCount !== undefined) readOptions.maxCount = options.maxCount;
      for await (const resolved of this.client.readStream(streamId, readOptions)) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event, requirePosition(resolved.event)));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  // EventStoreDB reads one stream per call: one read per run of consecutive revisions, all at once.
  async readEvents(places: readonly EventPlace[]): Promise<RecordedEvent[]> {
    const byStream = new Map<string, bigint[]>();
    for (const { streamId, revision } of places) {
      const revisions = byStream.get(streamId);
      if (revisions) revisions.push(revision);
      else byStream.set(streamId, [revision]);
    }
    const runs: { streamId: string; from: bigint; count: number }[] = [];
    for (const [streamId, revisions] of byStream) {
      let run: (typeof runs)[number] | undefined;
      for (const revision of [...new Set(revisions)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (run && run.from + BigInt(run.count) === revision) run.count += 1;
        else runs.push((run = { streamId, from: revision, count: 1 }));
      }
    }
    const read = await Promise.all(runs.map((r) => this.readStream(r.streamId, { fromRevision: r.from, maxCount: r.count })));
    return read.flat().sort((a, b) => comparePositions(a.position, b.position));
  }

  // The client's readAll sends no filter (6.2.1 always asks for none), so reading $all would page
  // through every event here. A filtered subscription is filtered by the server instead: it stops
  // at maxCount matches, or once it has caught up with the log (EventStoreDB 23.10 or later).
  readAll(options: { after?: Position; maxCount: number; filter?: EventFilter }): Promise<RecordedEvent[]> {
    // An empty list matches nothing (EventFilter): no need to ask the server to scan for it.
    const { filter } = options;
    if (options.maxCount <= 0 || filter?.eventTypes?.length === 0 || filter?.streamPrefixes?.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      const matched: RecordedEvent[] = [];
      const stream = this.client.subscribeToAll({ fromPosition: options.after ?? START, filter: serverFilter(options.filter) });
      let settled = false;
      const finish = (error?: unknown) => {
        if (settled) return;
        settled = true;
        void stream.unsubscribe().catch(() => undefined);
        if (error) reject(error);
        else resolve(matched);
      };
      stream.on('data', (resolved: AllStreamResolvedEvent) => {
        const event = resolved.event;
        if (settled || !event) return;
        // A subscription from a position may include the event at it: compare rather than trust.
        if (options.after && comparePositions(event.position, options.after) <= 0) return;
        if (!isUserEvent(event) || !matchesFilter(event, options.filter)) return;
        const position = knownPosition(event.position);
        if (!position) return finish(new PositionMissingError(event.streamId, event.revision));
        matched.push(toRecordedEvent(event, position));
        if (matched.length >= options.maxCount) finish();
      });
      // Emitted inside the transform: events pushed before it may still sit in the stream's
      // buffer, so wait until they have been read.
      stream.on('caughtUp', () => {
        if (stream.readableLength === 0) return finish();
        const check = () => stream.readableLength === 0 && (stream.off('data', check), finish());
        stream.on('data', check);
      });
      stream.on('error', (error) => finish(error));
      stream.on('end', () => finish(settled ? undefined : new SubscriptionEndedError()));
    });
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const subscription = new EsdbSubscription(this.client, options, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<Position | null> {
    let from: ReadPosition = END;
    for (let page = 0; ; page++) {
      const size = HEAD_PAGES[Math.min(page, HEAD_PAGES.length - 1)]!;
      const events = await this.readAllPage({ direction: BACKWARDS, fromPosition: from, maxCount: size });
      // A backwards read from a position includes the event at it, already looked at.
      const fresh = from === END ? events : events.filter((e) => comparePositions(e.position, from as Position) < 0);
      const newest = fresh.find(isUserEvent);
      if (newest) return newest.position;
      const oldest = events.at(-1);
      if (!oldest || events.length < size) return null;
      from = oldest.position;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    if (this.ownsClient) await this.client.dispose();
  }

  private async readAllPage(options: ReadAllOptions): Promise<AllStreamRecordedEvent[]> {
    const events: AllStreamRecordedEvent[] = [];
    for await (const resolved of this.client.readAll(options)) if (resolved.event) events.push(resolved.event);
    return events;
  }

  private async positionOf(streamId: string, revision: bigint): Promise<Position> {
    const [event] = await this.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    if (!event) throw new PositionMissingError(streamId, revision);
    return event.position;
  }
}

type QueueItem = { kind: 'event'; event: RecordedEvent } | { kind: 'progress'; position: Position } | { kind: 'live'; live: boolean };

/**
 * Events arrive pushed by the server; they queue here while `handle` is busy and leave as batches.
 * Progress items (server checkpoints, events filtered out here) and the server's caught-up and
 * fell-behind keep their place in that queue, so neither can overtake an event still waiting to be
 * handled. An error or end of the server's stream stops the subscription with onError; the
 * subscriber subscribes again from its last position.
 */
class EsdbSubscription implements Subscription {
  private readonly delivery: SubscriptionDelivery;
  private readonly stream: AllStreamSubscription;
  private readonly queue: QueueItem[] = [];
  /** Checkpoints (and caught-up, fell-behind) that arrived while events before them were still buffered inside the stream. */
  private readonly deferred: { item: QueueItem; afterReceived: number }[] = [];
  private received = 0;
  /** Position of the last event that arrived; nothing at or before it is queued again. */
  private seen: Position | undefined;
  private pumping: Promise<void> | undefined;
  private unsubscribed = false;

  constructor(
    client: EventStoreDBClient,
    private readonly options: SubscribeOptions,
    private readonly onDone: () => void,
  ) {
    this.delivery = new SubscriptionDelivery(options);
    this.seen = options.after;
    this.stream = client.subscribeToAll({
      fromPosition: options.after ?? START,
      filter: serverFilter(options.filter, (_subscription, position) => this.inOrder({ kind: 'progress', position })),
    });
    this.stream.on('data', (resolved: AllStreamResolvedEvent) => this.onEvent(resolved));
    this.stream.on('caughtUp', () => this.inOrder({ kind: 'live', live: true }));
    this.stream.on('fellBehind', () => this.inOrder({ kind: 'live', live: false }));
    this.stream.on('error', (error) => this.onStreamEnd(error));
    this.stream.on('end', () => this.onStreamEnd(new SubscriptionEndedError()));
  }

  async stop(): Promise<void> {
    this.delivery.stop();
    await this.unsubscribe();
    if (!this.delivery.isCalledFromCallback) await this.pumping;
  }

  private onEvent(resolved: AllStreamResolvedEvent): void {
    this.received++;
    const event = resolved.event;
    if (event && !this.unsubscribed && !(this.seen && comparePositions(event.position, this.seen) <= 0)) {
      this.seen = event.position;
      const wanted = isUserEvent(event) && matchesFilter(event, this.options.filter);
      this.queue.push(wanted ? { kind: 'event', event: toRecordedEvent(event, event.position) } : { kind: 'progress', position: event.position });
    }
    while (this.deferred[0] && this.deferred[0].afterReceived <= this.received) {
      this.queue.push(this.deferred.shift()!.item);
    }
    this.pump();
  }

  // Called from inside the stream's transform: events it pushed earlier may still sit in its
  // buffer, not yet seen by onEvent, and the item must wait behind them.
  private inOrder(item: QueueItem): void {
    if (this.unsubscribed) return;
    const afterReceived = this.received + this.stream.readableLength;
    if (afterReceived > this.received) this.deferred.push({ item, afterReceived });
    else this.queue.push(item);
    this.pump();
  }

  private onStreamEnd(error: unknown): void {
    if (this.unsubscribed) return;
    this.delivery.fail(error);
    void this.unsubscribe();
  }

  private pump(): void {
    if (this.queue.length > 4 * this.delivery.maxBatch) this.stream.pause();
    // Items that arrive after drain's last look but before it settles would wait for the next
    // event (forever, on a quiet log): look again once it has settled.
    this.pumping ??= this.drain().finally(() => {
      this.pumping = undefined;
      if (this.queue.length > 0 && !this.delivery.isStopped) this.pump();
    });
  }

  private async drain(): Promise<void> {
    while (!this.delivery.isStopped && this.queue.length > 0) {
      const batch: RecordedEvent[] = [];
      let other: QueueItem | undefined;
      while (this.queue.length > 0 && batch.length < this.delivery.maxBatch) {
        const item = this.queue[0]!;
        if (item.kind !== 'event') {
          if (batch.length > 0) break;
          other = item;
          this.queue.shift();
          break;
        }
        batch.push(item.event);
        this.queue.shift();
      }
      if (this.queue.length <= this.delivery.maxBatch && this.stream.isPaused()) this.stream.resume();
      if (batch.length > 0) await this.delivery.deliver(batch);
      else if (other?.kind === 'progress') await this.delivery.checkpoint(other.position);
      else if (other?.kind === 'live') this.delivery.setLive(other.live);
    }
    // A throwing handle stops the delivery; the server side must stop too.
    if (this.delivery.isStopped) await this.unsubscribe();
  }

  private async unsubscribe(): Promise<void> {
    if (this.unsubscribed) return;
    this.unsubscribed = true;
    this.queue.length = 0;
    this.deferred.length = 0;
    await this.stream.unsubscribe().catch(() => undefined);
    this.onDone();
  }
}

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return expected;
}

/**
 * EventStoreDB filters on one thing at a time: stream prefixes when given, else event types, else
 * only system events. Whatever it cannot filter, matchesFilter does on arrival.
 */
function serverFilter(filter: EventFilter | undefined, checkpointReached?: Filter['checkpointReached']): Filter {
  if (filter?.streamPrefixes && filter.streamPrefixes.length > 0) {
    return streamNameFilter({ prefixes: filter.streamPrefixes, checkpointReached });
  }
  if (filter?.eventTypes && filter.eventTypes.length > 0) {
    return eventTypeFilter({ regex: `^(?:${filter.eventTypes.map(escapeRegex).join('|')})$`, checkpointReached });
  }
  return excludeSystemEvents({ checkpointReached });
}

function matchesFilter(event: AllStreamRecordedEvent, filter: EventFilter | undefined): boolean {
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((prefix) => event.streamId.startsWith(prefix))) return false;
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  return true;
}

/** System events ($stats, $metadata, links, ...) are EventStoreDB's own, never the shop's. */
function isUserEvent(event: AllStreamRecordedEvent): boolean {
  return !event.type.startsWith('$');
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function knownPosition(position: EsdbPosition | undefined): Position | undefined {
  return position && position.commit !== NO_POSITION ? position : undefined;
}

function requirePosition(event: StoredEvent): Position {
  const position = knownPosition(event.position);
  if (!position) throw new PositionMissingError(event.streamId, event.revision);
  return position;
}

/**
 * EventStoreDB's own UI and projections ($by_correlation_id, …) read `$correlationId` and
 * `$causationId`; the shop's metadata keeps its own names, so both are written and the `$` ones
 * are dropped again on reading.
 */
function toEsdbMetadata(metadata: EventMetadata): JSONType {
  return { ...metadata, $correlationId: metadata.correlationId, $causationId: metadata.causationId } as JSONType;
}

function fromEsdbMetadata(metadata: unknown): EventMetadata {
  if (!metadata || typeof metadata !== 'object') return metadata as EventMetadata;
  const { $correlationId: _correlation, $causationId: _causation, ...own } = metadata as Record<string, unknown>;
  return own as unknown as EventMetadata;
}

function toRecordedEvent(event: StoredEvent, position: Position): RecordedEvent {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: fromEsdbMetadata(event.metadata),
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: position.commit, prepare: position.prepare },
    recordedAt: event.created,
  };
}
