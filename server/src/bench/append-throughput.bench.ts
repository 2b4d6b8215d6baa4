// Raw appends per second of the PostgreSQL event store: W writers, each appending one small event
// at a time to its own stream, for a fixed time. This is the ceiling the purchase figures are
// compared with: events appended during purchases over raw appends at the same concurrency.
import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import type { BenchPostgres } from './bench-postgres';
import { percentile, round } from './stats';

export interface AppendFigure {
  writers: number;
  appendsPerSecond: number;
  eventsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const metadata = { actor: { kind: 'system' as const }, correlationId: 'bench', causationId: 'bench', occurredAt: new Date().toISOString() };

export async function measureRawAppends(pg: BenchPostgres, writers: number, seconds: number, eventsPerAppend = 1): Promise<AppendFigure> {
  const store = PostgresEventStore.create(await pg.createDatabase(`append${writers}`), { max: writers + 2 });
  await store.ensureSchema();
  const latencies: number[] = [];
  let appends = 0;
  const deadline = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        const streamId = `bench-${w}-${randomUUID()}`;
        let revision: bigint | 'no_stream' = 'no_stream';
        while (performance.now() < deadline) {
          const events = Array.from({ length: eventsPerAppend }, () => ({ id: randomUUID(), type: 'BenchEvent', data: { w, n: appends }, metadata }));
          const started = performance.now();
          const result = await store.appendToStream(streamId, events, { expectedRevision: revision });
          latencies.push(performance.now() - started);
          revision = result.nextExpectedRevision;
          appends++;
        }
      }),
    );
  } finally {
    await store.close();
  }
  return {
    writers,
    appendsPerSecond: round(appends / seconds),
    eventsPerSecond: round((appends * eventsPerAppend) / seconds),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
  };
}
