// The behaviour every EventStore adapter must show, run by each adapter's *.int.spec.ts.
// Tests never assume an empty log (an EventStoreDB server is shared and has system events):
// each one writes under its own random stream prefix and event types and filters on them.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  EventIdsReusedError,
  WrongExpectedRevisionError,
  comparePositions,
  type AppendResult,
  type EventFilter,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from './event-store.port';

export interface SuiteTarget {
  store: EventStore;
  teardown(): Promise<void>;
  /**
   * Begins a transaction, performs the adapter's real append inside it and commits only when
   * asked: lets the suite prove that readers never skip an event committed late. Only stores with
   * concurrent writers (PostgreSQL) have it; EventStoreDB's log has a single writer.
   */
  appendInOpenTransaction?(streamId: string, events: NewEvent[]): Promise<{ commit(): Promise<void> }>;
}

const WAIT_MS = 10_000;
const TEST_TIMEOUT_MS = 30_000;
/** How long a reader gets to show an event it must not see; a correct store never does. */
const ABSENCE_MS = 400;

export function eventStoreContractSuite(name: string, setup: () => Promise<SuiteTarget>): void {
  describe(`EventStore contract: ${name}`, () => {
    // jest ignores testTimeout in a project's config (it is a global option), so set it here,
    // above WAIT_MS so that a stuck wait reports what it was waiting for.
    jest.setTimeout(TEST_TIMEOUT_MS);
    let target: SuiteTarget;
    let store: EventStore;
    let run: TestRun;
    const subscriptions: Subscription[] = [];

    beforeAll(async () => {
      target = await setup();
      store = target.store;
    });
    afterAll(async () => {
      await Promise.all(subscriptions.map((s) => s.stop()));
      await target?.teardown();
    });
    beforeEach(() => {
      run = new TestRun();
    });

    function subscribe(options: Omit<SubscribeOptions, 'handle'> & Partial<Pick<SubscribeOptions, 'handle'>>): Collector {
      const collector = new Collector();
      const subscription = store.subscribeToAll({
        ...options,
        handle: async (events) => {
          collector.onBatch(events);
          await options.handle?.(events);
        },
        checkpoint: async (position) => {
          collector.log.push({ kind: 'checkpoint', position });
          await options.checkpoint?.(position);
        },
        onError: (error) => {
          collector.errors.push(error);
          options.onError?.(error);
        },
      });
      collector.subscription = subscription;
      subscriptions.push(subscription);
      return collector;
    }

    async function append(streamId: string, events: NewEvent[], expectedRevision: bigint | 'no_stream' | 'any' = 'any'): Promise<AppendResult> {
      return store.appendToStream(streamId, events, { expectedRevision });
    }

    describe('streams', () => {
      it('has a head exactly when the log has an event', async () => {
        const first = await store.readAll({ maxCount: 1 });
        const head = await store.headPosition();
        if (first.length === 0) expect(head).toBeNull();
        else expect(head).not.toBeNull();
      });

      it('appends to a new stream and reads it back', async () => {
        const stream = run.stream('cart');
        const events = [run.event('Added', { sku: 'a', qty: 1 }), run.event('Added', { sku: 'b', qty: 2 }), run.event('Removed', { sku: 'a' })];
        const result = await append(stream, events, 'no_stream');
        expect(result.nextExpectedRevision).toBe(2n);

        const read = await store.readStream(stream);
        expect(read.map((e) => e.id)).toEqual(events.map((e) => e.id));
        expect(read.map((e) => e.type)).toEqual(events.map((e) => e.type));
        expect(read.map((e) => e.data)).toEqual(events.map((e) => e.data));
        expect(read.map((e) => e.metadata)).toEqual(events.map((e) => e.metadata));
        expect(read.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
        expect(read.every((e) => e.streamId === stream && e.recordedAt instanceof Date)).toBe(true);
        expectStrictlyIncreasing(read.map((e) => e.position));
        expect(read[2]!.position).toEqual(result.position);
      });

      it('reads a stream from a revision, at most maxCount events', async () => {
        const stream = run.stream('cart');
        const events = Array.from({ length: 5 }, (_, i) => run.event('Added', { i }));
        await append(stream, events, 'no_stream');
        const read = await store.readStream(stream, { fromRevision: 1n, maxCount: 3 });
        expect(read.map((e) => e.revision)).toEqual([1n, 2n, 3n]);
        expect(await store.readStream(stream, { fromRevision: 5n })).toEqual([]);
      });

      it('reads named events across streams in log order, each once, leaving out places with no event', async () => {
        const [a, b] = [run.stream('cart'), run.stream('cart')];
        await append(a, [run.event('Added', { i: 0 }), run.event('Added', { i: 1 }), run.event('Added', { i: 2 })], 'no_stream');
        await append(b, [run.event('Added', { i: 3 }), run.event('Added', { i: 4 })], 'no_stream');
        await append(a, [run.event('Added', { i: 5 })], 2n);
        const read = await store.readEvents([
          { streamId: a, revision: 3n },
          { streamId: b, revision: 1n },
          { streamId: a, revision: 0n },
          { streamId: a, revision: 1n },
          { streamId: a, revision: 0n },
          { streamId: b, revision: 7n },
          { streamId: run.stream('missing'), revision: 0n },
        ]);
        expect(read.map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 4, 5]);
        expectStrictlyIncreasing(read.map((e) => e.position));
        expect(await store.readEvents([])).toEqual([]);
      });

      it('reads a missing stream as empty', async () => {
        expect(await store.readStream(run.stream('missing'))).toEqual([]);
      });

      it('refuses an append without events', async () => {
        await expect(append(run.stream('cart'), [], 'no_stream')).rejects.toThrow();
      });
    });

    describe('expected revision', () => {
      it("'no_stream' creates a stream once; then conflicts with the actual revision", async () => {
        const stream = run.stream('order');
        await append(stream, [run.event('Placed')], 'no_stream');
        const error = await captureError(append(stream, [run.event('Placed')], 'no_stream'));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: stream, expected: 'no_stream', actual: 0n });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('a revision must be the last one; a conflict writes nothing', async () => {
        const stream = run.stream('order');
        await append(stream, [run.event('Placed')], 'no_stream');
        expect((await append(stream, [run.event('Paid')], 0n)).nextExpectedRevision).toBe(1n);

        const stale = await captureError(append(stream, [run.event('Paid')], 0n));
        expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
        expect(stale).toMatchObject({ streamId: stream, expected: 0n, actual: 1n });
        const ahead = await captureError(append(stream, [run.event('Paid')], 5n));
        expect(ahead).toMatchObject({ expected: 5n, actual: 1n });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('a revision on a missing stream conflicts with no_stream', async () => {
        const stream = run.stream('order');
        const error = await captureError(append(stream, [run.event('Paid')], 0n));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: stream, expected: 0n, actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);
      });

      it("'any' appends wherever the stream is, creating it if needed", async () => {
        const stream = run.stream('order');
        expect((await append(stream, [run.event('Placed')], 'any')).nextExpectedRevision).toBe(0n);
        expect((await append(stream, [run.event('Paid'), run.event('Shipped')], 'any')).nextExpectedRevision).toBe(2n);
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      });
    });

    describe('idempotent appends', () => {
      it('a retried append returns the original result and writes nothing', async () => {
        const stream = run.stream('wallet');
        const batch = [run.event('Credited', { amount: 10 }), run.event('Debited', { amount: 3 })];
        const original = await append(stream, batch, 'no_stream');

        expect(await append(stream, batch, 'no_stream')).toEqual(original);
        expect(await append(stream, batch, 'any')).toEqual(original);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('a retry still succeeds after the stream has moved on', async () => {
        const stream = run.stream('wallet');
        const batch = [run.event('Credited', { amount: 10 })];
        const original = await append(stream, batch, 'no_stream');
        await append(stream, [run.event('Debited', { amount: 1 })], 0n);

        expect(await append(stream, batch, 'no_stream')).toEqual(original);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('an append that repeats only some earlier ids fails and writes nothing', async () => {
        const stream = run.stream('wallet');
        const first = run.event('Credited', { amount: 1 });
        const second = run.event('Credited', { amount: 2 });
        await append(stream, [first, second], 'no_stream');

        await expect(append(stream, [second, run.event('Debited', { amount: 1 })], 0n)).rejects.toThrow();
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('atomic multi-stream append (appendMany)', () => {
      // A capability: a store without it says so, and the purchase takes its step-wise path there.
      const appendMany = (batch: StreamAppend[]) => store.appendMany!(batch);
      const when = (name: string, test: () => Promise<void>) =>
        it(name, async () => {
          if (!store.appendMany) {
            console.warn(`${name}: SKIPPED, the ${store.kind} store has no atomic multi-stream append (step-wise purchases)`);
            return;
          }
          await test();
        });

      when('appends to every stream of the batch, each at its expected revision', async () => {
        const [order, wallet] = [run.stream('order'), run.stream('wallet')];
        await append(wallet, [run.event('Credited', { amount: 10 })], 'no_stream');
        const results = await appendMany([
          { streamId: order, expectedRevision: 'no_stream', events: [run.event('Placed'), run.event('Paid')] },
          { streamId: wallet, expectedRevision: 0n, events: [run.event('Debited', { amount: 3 })] },
        ]);
        expect(results.map((r) => r.nextExpectedRevision)).toEqual([1n, 1n]);
        expect(comparePositions(results[0]!.position, results[1]!.position)).toBeLessThan(0);
        expect((await store.readStream(order)).map((e) => e.type)).toEqual([run.type('Placed'), run.type('Paid')]);
        expect((await store.readStream(wallet)).map((e) => e.revision)).toEqual([0n, 1n]);
      });

      when('a conflict on any one stream names it and writes nothing to any stream', async () => {
        const [a, b, c] = [run.stream('a'), run.stream('b'), run.stream('c')];
        await append(b, [run.event('One')], 'no_stream');
        const error = await captureError(
          appendMany([
            { streamId: a, expectedRevision: 'no_stream', events: [run.event('A')] },
            { streamId: b, expectedRevision: 'no_stream', events: [run.event('B')] },
            { streamId: c, expectedRevision: 'any', events: [run.event('C')] },
          ]),
        );
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: b, actual: 0n });
        expect(await store.readStream(a)).toEqual([]);
        expect(await store.readStream(b)).toHaveLength(1);
        expect(await store.readStream(c)).toEqual([]);
        // Nothing was claimed either: the same streams take their next appends as if it never ran.
        await appendMany([
          { streamId: a, expectedRevision: 'no_stream', events: [run.event('A')] },
          { streamId: b, expectedRevision: 0n, events: [run.event('B')] },
        ]);
        expect((await store.readStream(b)).map((e) => e.revision)).toEqual([0n, 1n]);
      });

      when('a repeated batch returns the original results and writes nothing; a partial repeat fails', async () => {
        const [x, y] = [run.stream('x'), run.stream('y')];
        const batch: StreamAppend[] = [
          { streamId: x, expectedRevision: 'no_stream', events: [run.event('X1'), run.event('X2')] },
          { streamId: y, expectedRevision: 'any', events: [run.event('Y1')] },
        ];
        const original = await appendMany(batch);
        expect(await appendMany(batch)).toEqual(original);
        await expect(
          appendMany([batch[0]!, { streamId: run.stream('z'), expectedRevision: 'no_stream', events: [run.event('Z')] }]),
        ).rejects.toBeInstanceOf(EventIdsReusedError);
        expect(await store.readStream(x)).toHaveLength(2);
        expect(await store.readStream(y)).toHaveLength(1);
      });

      when("a batch's events follow each other in the global log, in the batch's order", async () => {
        const streams = [run.stream('s3'), run.stream('s1'), run.stream('s2')];
        const events = streams.map((_, i) => [run.event(`E${i}a`), run.event(`E${i}b`)]);
        await appendMany(streams.map((streamId, i) => ({ streamId, expectedRevision: 'no_stream' as const, events: events[i]! })));
        const all = await store.readAll({ maxCount: 100, filter: { streamPrefixes: [run.prefix] } });
        expect(all.map((e) => e.id)).toEqual(events.flat().map((e) => e.id));
        expectStrictlyIncreasing(all.map((e) => e.position));
      });

      when('under concurrent batches over shared streams, readers see each batch whole or not at all, and a subscriber misses nothing', async () => {
        const collector = subscribe({ filter: { streamPrefixes: [run.prefix] }, maxBatch: 5 });
        const shared = [run.stream('tube'), run.stream('box')];
        const batchOf = new Map<string, string>();
        const sizes = new Map<string, number>();
        let writing = true;
        const partial: string[] = [];
        const reader = (async () => {
          while (writing) {
            const seen = await store.readAll({ maxCount: 10_000, filter: { streamPrefixes: [run.prefix] } });
            const counts = new Map<string, number>();
            for (const e of seen) counts.set(batchOf.get(e.id)!, (counts.get(batchOf.get(e.id)!) ?? 0) + 1);
            for (const [batch, n] of counts) if (n !== sizes.get(batch)) partial.push(`${batch}: ${n} of ${sizes.get(batch)}`);
          }
        })();
        const ids: string[] = [];
        await Promise.all(
          Array.from({ length: 12 }, async (_, writer) => {
            for (let i = 0; i < 5; i++) {
              const batchId = `${writer}-${i}`;
              const items: StreamAppend[] = [
                { streamId: run.stream(`order${writer}_${i}`), expectedRevision: 'no_stream', events: [run.event('Placed')] },
                ...shared.map((streamId) => ({ streamId, expectedRevision: 'any' as const, events: [run.event('Taken')] })),
              ];
              const events = items.flatMap((item) => item.events);
              for (const e of events) batchOf.set(e.id, batchId);
              sizes.set(batchId, events.length);
              await appendMany(writer % 2 ? items : [...items].reverse());
              ids.push(...events.map((e) => e.id));
            }
          }),
        );
        writing = false;
        await reader;
        expect(partial).toEqual([]);
        await collector.waitForCount(ids.length);
        await expectNothingMore(collector, ids.length);
        expectExactlyOnce(collector.events, ids);
        expect((await store.readStream(shared[0]!)).map((e) => e.revision)).toEqual(Array.from({ length: 60 }, (_, i) => BigInt(i)));
      });
    });

    describe('readAll', () => {
      it('reads in commit order, strictly after a position, at most maxCount', async () => {
        const a = run.stream('a');
        const b = run.stream('b');
        const a1 = await append(a, [run.event('One')]);
        await append(b, [run.event('Two')]);
        await append(a, [run.event('Three'), run.event('Four')]);
        const filter = { streamPrefixes: [run.prefix] };

        const all = await store.readAll({ maxCount: 100, filter });
        expect(all.map((e) => e.type)).toEqual(['One', 'Two', 'Three', 'Four'].map(run.type));
        expectStrictlyIncreasing(all.map((e) => e.position));
        expect(all[0]!.position).toEqual(a1.position);

        const after = await store.readAll({ after: a1.position, maxCount: 100, filter });
        expect(after.map((e) => e.type)).toEqual(['Two', 'Three', 'Four'].map(run.type));
        const limited = await store.readAll({ after: a1.position, maxCount: 2, filter });
        expect(limited.map((e) => e.type)).toEqual(['Two', 'Three'].map(run.type));
        expect(await store.readAll({ after: all[3]!.position, maxCount: 100, filter })).toEqual([]);
      });

      it('filters by stream prefixes and event types', async () => {
        await append(run.stream('tube'), [run.event('Opened'), run.event('Drawn')]);
        await append(run.stream('gacha'), [run.event('Stocked'), run.event('Drawn')]);
        await append(run.stream('box'), [run.event('Added')]);
        const types = (filter: EventFilter) => store.readAll({ maxCount: 100, filter }).then((events) => events.map((e) => e.type));

        expect(await types({ streamPrefixes: [`${run.prefix}tube-`, `${run.prefix}box-`] })).toEqual(['Opened', 'Drawn', 'Added'].map(run.type));
        expect(await types({ streamPrefixes: [run.prefix], eventTypes: [run.type('Drawn'), run.type('Added')] })).toEqual(
          ['Drawn', 'Drawn', 'Added'].map(run.type),
        );
        expect(await types({ eventTypes: [run.type('Drawn')] })).toEqual(['Drawn', 'Drawn'].map(run.type));
        expect(await types({ streamPrefixes: [`${run.prefix}gacha-`], eventTypes: [run.type('Drawn')] })).toEqual([run.type('Drawn')]);
        expect(await types({ streamPrefixes: [`${run.prefix}%`] })).toEqual([]);
        expect(await types({ streamPrefixes: [run.prefix], eventTypes: [] })).toEqual([]);
      });

      it('headPosition is the position of the newest event', async () => {
        const result = await append(run.stream('tube'), [run.event('Opened')]);
        expect(await store.headPosition()).toEqual(result.position);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up from the start, then delivers live events', async () => {
        const stream = run.stream('tube');
        await append(stream, [run.event('One'), run.event('Two')]);
        const collector = subscribe({ filter: { streamPrefixes: [run.prefix] } });
        await collector.waitForCount(2);
        await append(stream, [run.event('Three')]);
        await append(run.stream('tube'), [run.event('Four')]);
        await collector.waitForCount(4);

        expect(collector.events.map((e) => e.type)).toEqual(['One', 'Two', 'Three', 'Four'].map(run.type));
        expectStrictlyIncreasing(collector.events.map((e) => e.position));
        expect(collector.errors).toEqual([]);
      });

      it('says when it has caught up: after delivering what the log held, before live events', async () => {
        const stream = run.stream('tube');
        await append(
          stream,
          Array.from({ length: 5 }, (_, i) => run.event('Before', { i })),
        );
        const caughtUpAt: number[] = [];
        const collector = subscribe({
          maxBatch: 2,
          filter: { streamPrefixes: [run.prefix] },
          onLive: (live) => live && caughtUpAt.push(collector.events.length),
        });
        await waitUntil('caught up', () => caughtUpAt.length > 0);
        await append(stream, [run.event('After')]);
        await collector.waitForCount(6);
        expect(caughtUpAt).toEqual([5]);
      });

      it('starts strictly after a given position', async () => {
        const stream = run.stream('tube');
        const first = await append(stream, [run.event('One')]);
        await append(stream, [run.event('Two')]);
        const collector = subscribe({ after: first.position, filter: { streamPrefixes: [run.prefix] } });
        await collector.waitForCount(1);
        await append(stream, [run.event('Three')]);
        await collector.waitForCount(2);
        expect(collector.events.map((e) => e.type)).toEqual(['Two', 'Three'].map(run.type));
      });

      it('delivers batches of at most maxBatch, one at a time, in order', async () => {
        const stream = run.stream('tube');
        const events = Array.from({ length: 10 }, (_, i) => run.event('Drawn', { i }));
        await append(stream, events);
        let busy = false;
        let overlapped = false;
        const collector = subscribe({
          maxBatch: 3,
          filter: { streamPrefixes: [run.prefix] },
          handle: async () => {
            overlapped ||= busy;
            busy = true;
            await new Promise((resolve) => setTimeout(resolve, 5));
            busy = false;
          },
        });
        await collector.waitForCount(10);
        expect(collector.events.map((e) => e.id)).toEqual(events.map((e) => e.id));
        expect(Math.max(...collector.batchSizes)).toBeLessThanOrEqual(3);
        expect(overlapped).toBe(false);
      });

      it('filters by event type and by stream prefix', async () => {
        await append(run.stream('tube'), [run.event('Opened'), run.event('Drawn')]);
        await append(run.stream('gacha'), [run.event('Drawn')]);
        const byType = subscribe({ filter: { eventTypes: [run.type('Drawn')] } });
        const byBoth = subscribe({ filter: { streamPrefixes: [`${run.prefix}tube-`], eventTypes: [run.type('Drawn')] } });
        await byType.waitForCount(2);
        await byBoth.waitForCount(1);
        await append(run.stream('tube'), [run.event('Drawn'), run.event('Closed')]);
        await byType.waitForCount(3);
        await byBoth.waitForCount(2);
        await expectNothingMore(byBoth, 2);
        expect(byType.events.every((e) => e.type === run.type('Drawn'))).toBe(true);
        expect(byBoth.events.every((e) => e.type === run.type('Drawn') && e.streamId.startsWith(`${run.prefix}tube-`))).toBe(true);
      });

      it('checkpoints past filtered-out events, never past an undelivered match', async () => {
        const collector = subscribe({ filter: { streamPrefixes: [`${run.prefix}match-`] } });
        const skipped = run.stream('other');
        // Enough filtered-out events for EventStoreDB, which checkpoints every 32 events it scans.
        await append(
          skipped,
          Array.from({ length: 40 }, () => run.event('Skipped')),
        );
        const match = await append(run.stream('match'), [run.event('Matched')]);
        await append(
          skipped,
          Array.from({ length: 70 }, () => run.event('Skipped')),
        );

        await collector.waitForCount(1);
        await waitUntil('a checkpoint past the filtered-out events', () =>
          collector.checkpoints.some((p) => comparePositions(p, match.position) > 0),
        );
        const [firstSkipped] = await store.readStream(skipped, { maxCount: 1 });
        expect(collector.checkpoints.some((p) => comparePositions(p, firstSkipped!.position) >= 0)).toBe(true);
        expectStrictlyIncreasing(collector.log.map((entry) => entry.position));
        // No checkpoint at or past the match before the match was handed over.
        const matchIndex = collector.log.findIndex((entry) => entry.kind === 'events');
        for (const entry of collector.log.slice(0, matchIndex)) expect(comparePositions(entry.position, match.position)).toBeLessThan(0);
        expect(collector.events.map((e) => e.type)).toEqual([run.type('Matched')]);
      });

      it('stop() waits for the running batch and nothing is delivered afterwards', async () => {
        const stream = run.stream('tube');
        await append(stream, [run.event('One')]);
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const collector = subscribe({ filter: { streamPrefixes: [run.prefix] }, handle: () => gate });
        await collector.waitForCount(1);

        let stopped = false;
        const stopping = collector.subscription.stop().then(() => (stopped = true));
        await append(stream, [run.event('Two')]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(stopped).toBe(false);
        release();
        await stopping;
        await append(stream, [run.event('Three')]);
        await expectNothingMore(collector, 1);
      });

      it('stop() may be awaited from inside handle', async () => {
        const stream = run.stream('tube');
        await append(stream, [run.event('One')]);
        let stoppedInside = false;
        const collector: Collector = subscribe({
          filter: { streamPrefixes: [run.prefix] },
          handle: async () => {
            await collector.subscription.stop();
            stoppedInside = true;
          },
        });
        await collector.waitForCount(1);
        await waitUntil('stop() inside handle to resolve', () => stoppedInside);
        await append(stream, [run.event('Two')]);
        await expectNothingMore(collector, 1);
      });

      it('a throwing handle stops the subscription and reports once', async () => {
        const stream = run.stream('tube');
        await append(stream, [run.event('One')]);
        const failure = new Error('projection broke');
        const collector = subscribe({
          filter: { streamPrefixes: [run.prefix] },
          maxBatch: 1,
          handle: async () => {
            throw failure;
          },
        });
        await waitUntil('onError', () => collector.errors.length > 0);
        await append(stream, [run.event('Two')]);
        await expectNothingMore(collector, 1);
        expect(collector.errors).toEqual([failure]);
      });
    });

    describe('concurrency', () => {
      it('many writers racing on one stream: each revision won once, losers get the typed conflict', async () => {
        const stream = run.stream('tube');
        const writers = 30;
        const lastRevision = 90n;
        const won: { revision: bigint; ids: string[] }[] = [];
        const unexpected: unknown[] = [];
        let conflicts = 0;

        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            let last: bigint | undefined;
            for (;;) {
              const newer = await store.readStream(stream, { fromRevision: last === undefined ? 0n : last + 1n });
              last = newer.at(-1)?.revision ?? last;
              if (last !== undefined && last >= lastRevision) return;
              const batch = Array.from({ length: 1 + (writer % 2) }, () => run.event('Drawn', { writer }));
              try {
                const result = await append(stream, batch, last ?? 'no_stream');
                won.push({ revision: result.nextExpectedRevision, ids: batch.map((e) => e.id) });
              } catch (error) {
                if (error instanceof WrongExpectedRevisionError && error.actual !== last) conflicts++;
                else unexpected.push(error);
              }
            }
          }),
        );

        expect(unexpected).toEqual([]);
        expect(conflicts).toBeGreaterThan(0);
        const events = await store.readStream(stream);
        expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => BigInt(i)));
        expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
        expect(won.reduce((n, w) => n + w.ids.length, 0)).toBe(events.length);
        for (const w of won) {
          const first = Number(w.revision) - w.ids.length + 1;
          expect(events.slice(first, first + w.ids.length).map((e) => e.id)).toEqual(w.ids);
        }
      });

      it('many writers across streams: a subscriber sees every event once, in increasing positions', async () => {
        const collector = subscribe({ filter: { streamPrefixes: [run.prefix] }, maxBatch: 7 });
        const ids = await writeConcurrently(run, store, 20, 5);
        await collector.waitForCount(ids.length);
        await expectNothingMore(collector, ids.length);
        expectExactlyOnce(collector.events, ids);
      });

      it('readers never pass a transaction that is still open, so its late commit is not skipped', async () => {
        const { appendInOpenTransaction } = target;
        // Without concurrent writers there is no late commit to skip: nothing to prove.
        if (!appendInOpenTransaction) return;

        const collector = subscribe({ filter: { streamPrefixes: [run.prefix] } });
        const beforeIds = [run.event('Before'), run.event('Before')];
        await append(run.stream('before'), beforeIds);
        await collector.waitForCount(2);

        const held = run.event('Held');
        const transaction = await appendInOpenTransaction(run.stream('held'), [held]);
        let laterIds: string[];
        try {
          // Every one of these transactions starts after the held one, so sorts after it.
          laterIds = await writeConcurrently(run, store, 20, 4);
          const visible = await store.readAll({ maxCount: 1_000, filter: { streamPrefixes: [run.prefix] } });
          expect(visible.map((e) => e.type)).toEqual([run.type('Before'), run.type('Before')]);
          await expectNothingMore(collector, 2);
        } finally {
          await transaction.commit();
        }

        await collector.waitForCount(3 + laterIds.length);
        expectExactlyOnce(collector.events, [...beforeIds.map((e) => e.id), held.id, ...laterIds]);
        expect(collector.events[2]!.id).toBe(held.id);
      });
    });
  });
}

/** Names unique to one test, so tests never see each other's events in a shared log. */
class TestRun {
  readonly id = randomBytes(4).toString('hex');
  readonly prefix = `t${this.id}_`;
  private streams = 0;

  stream(category: string): string {
    return `${this.prefix}${category}-${++this.streams}`;
  }

  type = (name: string): string => `${name}${this.id}`;

  event(name: string, data: Record<string, unknown> = {}): NewEvent {
    const id = randomUUID();
    return {
      id,
      type: this.type(name),
      data,
      metadata: { actor: { kind: 'system' }, correlationId: id, causationId: id, occurredAt: new Date().toISOString() },
    };
  }
}

type LogEntry = { kind: 'events'; position: Position } | { kind: 'checkpoint'; position: Position };

class Collector {
  readonly events: RecordedEvent[] = [];
  readonly batchSizes: number[] = [];
  readonly log: LogEntry[] = [];
  readonly errors: unknown[] = [];
  subscription!: Subscription;

  get checkpoints(): Position[] {
    return this.log.filter((entry) => entry.kind === 'checkpoint').map((entry) => entry.position);
  }

  onBatch(events: RecordedEvent[]): void {
    this.events.push(...events);
    this.batchSizes.push(events.length);
    this.log.push({ kind: 'events', position: events[events.length - 1]!.position });
  }

  waitForCount(count: number): Promise<void> {
    return waitUntil(`${count} events (have ${this.events.length})`, () => this.events.length >= count);
  }
}

async function waitUntil(what: string, done: () => boolean, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Watches for a while that a subscriber delivers nothing beyond `count` events. */
async function expectNothingMore(collector: Collector, count: number): Promise<void> {
  const deadline = Date.now() + ABSENCE_MS;
  while (Date.now() < deadline) {
    if (collector.events.length > count) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(collector.events.slice(count).map((e) => `${e.streamId}/${e.type}`)).toEqual([]);
}

/** `writers` concurrent writers, each appending `appends` times to its own streams; returns all ids. */
async function writeConcurrently(run: TestRun, store: EventStore, writers: number, appends: number): Promise<string[]> {
  const batches = await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      const ids: string[] = [];
      for (let i = 0; i < appends; i++) {
        const batch = Array.from({ length: 1 + ((writer + i) % 3) }, () => run.event('Written', { writer, i }));
        await store.appendToStream(run.stream(`writer${writer}`), batch, { expectedRevision: 'no_stream' });
        ids.push(...batch.map((e) => e.id));
      }
      return ids;
    }),
  );
  return batches.flat();
}

function expectExactlyOnce(events: RecordedEvent[], ids: string[]): void {
  expect(events.map((e) => e.id).sort()).toEqual([...ids].sort());
  expectStrictlyIncreasing(events.map((e) => e.position));
}

function expectStrictlyIncreasing(positions: Position[]): void {
  const backwards = positions.findIndex((p, i) => i > 0 && comparePositions(positions[i - 1]!, p) >= 0);
  expect(backwards).toBe(-1);
}

async function captureError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}
