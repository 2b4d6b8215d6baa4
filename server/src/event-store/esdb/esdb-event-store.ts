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
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.port';
import { SubscriptionDelivery } from '../subscription-delivery';

/** Events fetched per request when readAll or headPosition must skip events client-side. */
const READ_PAGE = 500;

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
        events.map(({ id, type, data, metadata }) => jsonEvent({ id, type, data: data as JSONType, metadata })),
        { expectedRevision: toEsdbExpectedRevision(expectedRevision) },
      );
      return {
        nextExpectedRevision: result.nextExpectedRevision,
        position: result.position ?? (await this.positionOf(streamId, result.nextExpectedRevision)),
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

  // The client's readAll has no server-side filter, so this pages through $all and filters here.
  async readAll(options: { after?: Position; maxCount: number; filter?: EventFilter }): Promise<RecordedEvent[]> {
    const matched: RecordedEvent[] = [];
    let seen = options.after;
    while (matched.length < options.maxCount) {
      const page = await this.readAllPage({ fromPosition: seen ?? START, maxCount: READ_PAGE });
      let progressed = false;
      for (const event of page) {
        // A read from a position may include the event at it: compare rather than trust.
        if (seen && comparePositions(event.position, seen) <= 0) continue;
        seen = event.position;
        progressed = true;
        if (isUserEvent(event) && matchesFilter(event, options.filter)) {
          matched.push(toRecordedEvent(event, event.position));
          if (matched.length === options.maxCount) break;
        }
      }
      if (!progressed || page.length < READ_PAGE) break;
    }
    return matched;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const subscription = new EsdbSubscription(this.client, options, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<Position | null> {
    let from: ReadPosition = END;
    for (;;) {
      const page = await this.readAllPage({ direction: BACKWARDS, fromPosition: from, maxCount: READ_PAGE });
      const newest = page.find(isUserEvent);
      if (newest) return newest.position;
      const oldest = page.at(-1);
      if (!oldest || page.length < READ_PAGE) return null;
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

type QueueItem = { kind: 'event'; event: RecordedEvent } | { kind: 'progress'; position: Position };

/**
 * Events arrive pushed by the server; they queue here while `handle` is busy and leave as batches.
 * Progress items (server checkpoints, events filtered out here) keep their place in that queue, so
 * a checkpoint can never overtake an event that is still waiting to be handled.
 */
class EsdbSubscription implements Subscription {
  private readonly delivery: SubscriptionDelivery;
  private readonly stream: AllStreamSubscription;
  private readonly queue: QueueItem[] = [];
  /** Checkpoints that arrived while events before them were still buffered inside the stream. */
  private readonly deferred: { position: Position; afterReceived: number }[] = [];
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
      filter: serverFilter(options.filter, (_subscription, position) => this.onCheckpoint(position)),
    });
    this.stream.on('data', (resolved: AllStreamResolvedEvent) => this.onEvent(resolved));
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
      this.queue.push({ kind: 'progress', position: this.deferred.shift()!.position });
    }
    this.pump();
  }

  // Called from inside the stream's transform: events it pushed earlier may still sit in its
  // buffer, not yet seen by onEvent, and the checkpoint must wait behind them.
  private onCheckpoint(position: Position): void {
    const afterReceived = this.received + this.stream.readableLength;
    if (afterReceived > this.received) this.deferred.push({ position, afterReceived });
    else this.queue.push({ kind: 'progress', position });
    this.pump();
  }

  private onStreamEnd(error: unknown): void {
    if (this.unsubscribed) return;
    this.delivery.fail(error);
    void this.unsubscribe();
  }

  private pump(): void {
    if (this.queue.length > 4 * this.delivery.maxBatch) this.stream.pause();
    this.pumping ??= this.drain().finally(() => (this.pumping = undefined));
  }

  private async drain(): Promise<void> {
    while (!this.delivery.isStopped && this.queue.length > 0) {
      const batch: RecordedEvent[] = [];
      let progress: Position | undefined;
      while (this.queue.length > 0 && batch.length < this.delivery.maxBatch) {
        const item = this.queue[0]!;
        if (item.kind === 'progress') {
          if (batch.length > 0) break;
          progress = item.position;
        } else {
          batch.push(item.event);
        }
        this.queue.shift();
      }
      if (this.queue.length <= this.delivery.maxBatch && this.stream.isPaused()) this.stream.resume();
      if (batch.length > 0) await this.delivery.deliver(batch);
      else if (progress) await this.delivery.checkpoint(progress);
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
function serverFilter(filter: EventFilter | undefined, checkpointReached: Filter['checkpointReached']): Filter {
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

function requirePosition(event: StoredEvent): Position {
  if (!event.position) throw new PositionMissingError(event.streamId, event.revision);
  return event.position;
}

function toRecordedEvent(event: StoredEvent, position: Position): RecordedEvent {
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: position.commit, prepare: position.prepare },
    recordedAt: event.created,
  };
}
