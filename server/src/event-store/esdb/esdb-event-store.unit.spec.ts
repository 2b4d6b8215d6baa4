// The contract suite against EsdbEventStore on an in-memory imitation of the client: proves the
// adapter's own logic (mapping, paging, subscription queueing and checkpoint order) here, where no
// EventStoreDB server runs. esdb-event-store.int.spec.ts runs the same suite against a real one.
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
  type EventStoreDBClient,
  type Filter,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeToAllOptions,
} from '@eventstore/db-client';
// The client's own transform, so buffering and checkpoint callbacks behave as in production.
import { Subscription } from '@eventstore/db-client/dist/streams/utils/Subscription';
import { comparePositions } from '../event-store.port';
import { eventStoreContractSuite } from '../event-store.contract.suite';
import { EsdbEventStore } from './esdb-event-store';

eventStoreContractSuite('EventStoreDB adapter on a fake client', async () => {
  const store = new EsdbEventStore(new FakeEsdbClient() as unknown as EventStoreDBClient, true);
  return { store, teardown: () => store.close() };
});

/** EventStoreDB's default filter search window: a checkpoint every this many scanned events. */
const CHECKPOINT_EVERY = 32;

type Stored = AllStreamRecordedEvent;

/**
 * An in-memory imitation of the part of EventStoreDBClient that EsdbEventStore uses. Its server
 * behaviour is an approximation; the real proof is the suite against a server (EVENTSTORE_URL).
 */
class FakeEsdbClient {
  private readonly log: Stored[] = [];
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private nextPosition = 100n;

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
    if (replayed) return { success: true, nextExpectedRevision: replayed.revision, position: replayed.position };
    if (expected !== ANY && expected !== current) {
      throw new WrongExpectedVersionError(undefined, { streamName, expected, current });
    }
    const written = this.write(streamName, batch);
    return { success: true, nextExpectedRevision: written.revision, position: written.position };
  }

  readStream(streamName: string, options: ReadStreamOptions = {}): Readable {
    const stream = this.log.filter((e) => e.streamId === streamName);
    const from = typeof options.fromRevision === 'bigint' ? options.fromRevision : 0n;
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    return Readable.from(
      (async function* () {
        if (stream.length === 0) throw new StreamNotFoundError(undefined, streamName);
        yield* stream
          .filter((e) => e.revision >= from)
          .slice(0, max)
          .map((event) => ({ event }));
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
    return Readable.from(events.slice(0, max).map((event) => ({ event })));
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): Subscription<AllStreamResolvedEvent> {
    const responses = Object.assign(new PassThrough({ objectMode: true }), { cancel: () => undefined as void });
    let cancelled = false;
    responses.cancel = () => {
      cancelled = true;
      this.appended.emit('append');
      responses.end();
    };
    const feed = async (): Promise<void> => {
      const from = options.fromPosition ?? START;
      let index = from === START ? 0 : from === END ? this.log.length : this.log.findIndex((e) => comparePositions(e.position, from) > 0);
      if (index < 0) index = this.log.length;
      let scanned = 0;
      while (!cancelled) {
        while (index < this.log.length && !cancelled) {
          const event = this.log[index++]!;
          if (passes(options.filter, event)) await send(responses, { hasEvent: () => true, getEvent: () => ({ event }) });
          if (options.filter && ++scanned % (CHECKPOINT_EVERY * options.filter.checkpointInterval) === 0) {
            const { commit, prepare } = event.position;
            const checkpoint = { getCommitPosition: () => commit.toString(), getPreparePosition: () => prepare.toString() };
            await send(responses, { hasCheckpoint: () => true, getCheckpoint: () => checkpoint });
          }
        }
        await new Promise((resolve) => this.appended.once('append', resolve));
      }
    };
    void feed();
    const identity = (resp: unknown) => resp as AllStreamResolvedEvent;
    return new Subscription(async () => responses as never, identity as never, {}, options.filter?.checkpointReached);
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

  /** EventStoreDB's idempotence: the same ids written right after the expected revision. */
  private replayOf(stream: Stored[], batch: EventData[], expected: AppendExpectedRevision): Stored | undefined {
    const start =
      expected === ANY
        ? stream.findIndex((e) => e.id === batch[0]!.id)
        : expected === NO_STREAM
          ? 0
          : typeof expected === 'bigint'
            ? Number(expected) + 1
            : -1;
    if (start < 0 || start >= stream.length) return undefined;
    const matching = batch.filter((e, i) => stream[start + i]?.id === e.id).length;
    if (matching === batch.length) return stream[start + batch.length - 1];
    if (matching > 0 || batch.some((e) => stream.some((s) => s.id === e.id))) {
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
