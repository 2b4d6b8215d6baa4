// An in-memory imitation of the part of EventStoreDBClient that EsdbEventStore uses, for tests
// where no EventStoreDB server runs (esdb-event-store.unit.spec.ts, the projection runner's
// resubscription test).
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import {
  ANY,
  BACKWARDS,
  END,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AppendResult,
  type AppendToStreamOptions,
  type EventData,
  type Filter,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeToAllOptions,
} from '@eventstore/db-client';
// The client's own transform, so buffering and checkpoint callbacks behave as in production.
import { Subscription } from '@eventstore/db-client/dist/streams/utils/Subscription';
import { comparePositions } from '../event-store/event-store.port';

/** EventStoreDB's default filter search window: a checkpoint every this many scanned events. */
const CHECKPOINT_EVERY = 32;
/**
 * How many recent appends EventStoreDB remembers for recognising a repeat sent with 'any': a
 * bounded in-memory cache on the server (small here, so a test can outlive it).
 */
const ANY_REPEAT_MEMORY = 4;

type Stored = AllStreamRecordedEvent;

/**
 * An in-memory imitation of the part of EventStoreDBClient that EsdbEventStore uses. Its server
 * behaviour is an approximation; the real proof is the suite against a server (EVENTSTORE_URL).
 * Like the server it filters subscriptions (never plain reads), says when a subscription has
 * caught up, forgets 'any' repeats after a while, and can fail: subscriptions break or end
 * (restart, network), a server before 22.6 sends no positions.
 */
export class FakeEsdbClient {
  private readonly log: Stored[] = [];
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private nextPosition = 100n;
  /** Ids of the most recent appends, for 'any' repeats. */
  private readonly recentAppends: string[][] = [];
  private readonly open = new Set<PassThrough>();
  /** Events sent to the client by reads and subscriptions, to see what a call costs. */
  sent = 0;
  /** While set, every new subscription fails at once with this (Unavailable at start). */
  refuseSubscriptions: Error | undefined;
  /** A server before 22.6: no position on appends, ulong's maximum on stream reads. */
  withoutPositions = false;

  constructor() {
    // A real log always starts with system events, which the adapter must skip.
    this.write('$settings', [jsonEvent({ id: randomUUID(), type: '$metadata', data: {} })]);
  }

  async appendToStream(streamName: string, events: EventData | EventData[], options: AppendToStreamOptions = {}): Promise<AppendResult> {
    const batch = Array.isArray(events) ? events : [events];
    const expected = options.expectedRevision ?? ANY;
    const stream = this.log.filter((e) => e.streamId === streamName);
    const current = stream.length === 0 ? NO_STREAM : stream[stream.length - 1]!.revision;

    const replayed = this.replayOf(stream, batch, expected);
    if (replayed) return { success: true, nextExpectedRevision: replayed.revision, position: this.positionOnAppend(replayed) };
    if (expected !== ANY && expected !== current) {
      throw new WrongExpectedVersionError(undefined, { streamName, expected, current });
    }
    const written = this.write(streamName, batch);
    this.recentAppends.push(batch.map((e) => e.id));
    if (this.recentAppends.length > ANY_REPEAT_MEMORY) this.recentAppends.shift();
    return { success: true, nextExpectedRevision: written.revision, position: this.positionOnAppend(written) };
  }

  readStream(streamName: string, options: ReadStreamOptions = {}): Readable {
    const stream = this.log.filter((e) => e.streamId === streamName);
    const from = typeof options.fromRevision === 'bigint' ? options.fromRevision : 0n;
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    const events = stream
      .filter((e) => e.revision >= from)
      .slice(0, max)
      .map((event) => ({ event: this.withoutPositions ? { ...event, position: { commit: 2n ** 64n - 1n, prepare: 2n ** 64n - 1n } } : event }));
    this.sent += events.length;
    return Readable.from(
      (async function* () {
        if (stream.length === 0) throw new StreamNotFoundError(undefined, streamName);
        yield* events;
      })(),
    );
  }

  // Like the server, a read from a position includes the event at that position.
  readAll(options: ReadAllOptions = {}): Readable {
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    const from = options.fromPosition;
    let events: Stored[];
    if (options.direction === BACKWARDS) {
      events = [...this.log].reverse().filter((e) => from === undefined || from === END || from === START || comparePositions(e.position, from) <= 0);
    } else {
      events = this.log.filter((e) => from === undefined || from === START || (from !== END && comparePositions(e.position, from) >= 0));
    }
    this.sent += Math.min(events.length, max);
    return Readable.from(events.slice(0, max).map((event) => ({ event })));
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): Subscription<AllStreamResolvedEvent> {
    const responses = Object.assign(new PassThrough({ objectMode: true }), { cancel: () => undefined as void });
    let cancelled = false;
    responses.cancel = () => {
      cancelled = true;
      this.open.delete(responses);
      this.appended.emit('append');
      responses.end();
    };
    const identity = (resp: unknown) => resp as AllStreamResolvedEvent;
    const refused = this.refuseSubscriptions;
    if (refused) return new Subscription(() => Promise.reject(refused), identity as never, {}, options.filter?.checkpointReached);
    this.open.add(responses);
    responses.once('close', () => {
      cancelled = true;
      this.open.delete(responses);
      this.appended.emit('append');
    });
    const feed = async (): Promise<void> => {
      const from = options.fromPosition ?? START;
      let index = from === START ? 0 : from === END ? this.log.length : this.log.findIndex((e) => comparePositions(e.position, from) >= 0);
      if (index < 0) index = this.log.length;
      let scanned = 0;
      let live = false;
      while (!cancelled) {
        while (index < this.log.length && !cancelled) {
          const event = this.log[index++]!;
          if (passes(options.filter, event)) {
            this.sent++;
            await send(responses, { hasEvent: () => true, getEvent: () => ({ event }) });
          }
          if (options.filter && ++scanned % (CHECKPOINT_EVERY * options.filter.checkpointInterval) === 0) {
            const { commit, prepare } = event.position;
            const checkpoint = { getCommitPosition: () => commit.toString(), getPreparePosition: () => prepare.toString() };
            await send(responses, { hasCheckpoint: () => true, getCheckpoint: () => checkpoint });
          }
        }
        // EventStoreDB 23.10 on: the switch from catching up to live is announced.
        if (!live && !cancelled) {
          live = true;
          await send(responses, { hasCaughtUp: () => true });
        }
        await new Promise((resolve) => this.appended.once('append', resolve));
      }
    };
    void feed();
    return new Subscription(async () => responses as never, identity as never, {}, options.filter?.checkpointReached);
  }

  /** The server drops every open subscription: with an error (restart, network), or by ending it. */
  breakSubscriptions(error?: Error): void {
    for (const responses of [...this.open]) {
      this.open.delete(responses);
      if (error) responses.destroy(error);
      else responses.end();
    }
  }

  /** Every open subscription falls behind (a slow reader), and catches up again at once. */
  fallBehind(): void {
    for (const responses of this.open) {
      responses.write({ hasFellBehind: () => true });
      responses.write({ hasCaughtUp: () => true });
    }
  }

  get openSubscriptions(): number {
    return this.open.size;
  }

  async dispose(): Promise<void> {}

  private write(streamId: string, batch: EventData[]): Stored {
    const previous = this.log.filter((e) => e.streamId === streamId).at(-1)?.revision ?? -1n;
    batch.forEach((e, i) => {
      this.nextPosition += 37n;
      this.log.push({
        streamId,
        id: e.id,
        isJson: true,
        revision: previous + BigInt(i) + 1n,
        type: e.type,
        created: new Date(),
        data: structuredClone(e.data),
        metadata: structuredClone(e.metadata),
        position: { commit: this.nextPosition, prepare: this.nextPosition },
      } as Stored);
    });
    setImmediate(() => this.appended.emit('append'));
    return this.log[this.log.length - 1]!;
  }

  private positionOnAppend(event: Stored): AppendResult['position'] {
    return this.withoutPositions ? undefined : event.position;
  }

  /**
   * EventStoreDB's idempotence: the same ids written right after the expected revision; with
   * 'any', only while the append is still among the recent ones. Ids are not checked otherwise:
   * an old id in a new batch is written again.
   */
  private replayOf(stream: Stored[], batch: EventData[], expected: AppendExpectedRevision): Stored | undefined {
    const remembered = expected === ANY && this.recentAppends.some((ids) => ids[0] === batch[0]!.id);
    const start =
      expected === ANY
        ? remembered
          ? stream.findIndex((e) => e.id === batch[0]!.id)
          : -1
        : expected === NO_STREAM
          ? 0
          : typeof expected === 'bigint'
            ? Number(expected) + 1
            : -1;
    if (start < 0 || start >= stream.length) return undefined;
    const matching = batch.filter((e, i) => stream[start + i]?.id === e.id).length;
    if (matching === batch.length) return stream[start + batch.length - 1];
    if (stream[start]!.id === batch[0]!.id || expected !== ANY) {
      const current = stream[stream.length - 1]!.revision;
      throw new WrongExpectedVersionError(undefined, { streamName: stream[0]!.streamId, expected, current });
    }
    return undefined;
  }
}

function passes(filter: Filter | undefined, event: Stored): boolean {
  if (!filter) return true;
  const subject = filter.filterOn === 'streamName' ? event.streamId : event.type;
  if ('prefixes' in filter) return filter.prefixes.some((prefix) => subject.startsWith(prefix));
  return new RegExp(filter.regex).test(subject);
}

async function send(stream: PassThrough, response: unknown): Promise<void> {
  if (!stream.write(response)) await new Promise((resolve) => stream.once('drain', resolve));
}
