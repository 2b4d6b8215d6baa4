// Runs a command against one stream: read → fold evolve → decide → append with the expected
// revision, retrying a bounded number of times when another writer got there first.
import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@shop/contracts';
import { WrongExpectedRevisionError, type EventStore, type Position } from '../event-store/event-store.port';
import type { Decider } from './decider';

export interface CommandResult<State, Event> {
  /** Events this command appended (empty when the decider found nothing to change). */
  events: Event[];
  state: State;
  /** Stream revision after the command (-1 for a stream that still does not exist). */
  revision: bigint;
  position: Position | null;
}

export interface RunCommandOptions<State, Command, Event extends { type: string; data: unknown }> {
  store: EventStore;
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  metadata: EventMetadata;
  /** Attempts in all, the first included. */
  maxAttempts?: number;
}

export class CommandConflictError extends Error {
  constructor(readonly streamId: string, attempts: number) {
    super(`stream ${streamId}: still conflicting after ${attempts} attempts`);
    this.name = 'CommandConflictError';
  }
}

// Commands on one stream from this process run one after another: optimistic concurrency then
// only has to settle races between processes, and a hot stream (one buyer's wallet, a tube)
// does not burn its attempts on conflicts with itself.
const streamTails = new WeakMap<EventStore, Map<string, Promise<unknown>>>();

function oneAtATime<T>(store: EventStore, streamId: string, work: () => Promise<T>): Promise<T> {
  let tails = streamTails.get(store);
  if (!tails) streamTails.set(store, (tails = new Map()));
  const run = (tails.get(streamId) ?? Promise.resolve()).then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(streamId, tail);
  void tail.then(() => {
    if (tails.get(streamId) === tail) tails.delete(streamId);
  });
  return run;
}

/** A short random pause before retrying, growing with the attempt, so racing writers spread out. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * attempt));

export function runCommand<State, Command, Event extends { type: string; data: unknown }>(
  options: RunCommandOptions<State, Command, Event>,
): Promise<CommandResult<State, Event>> {
  return oneAtATime(options.store, options.streamId, () => attemptCommand(options));
}

async function attemptCommand<State, Command, Event extends { type: string; data: unknown }>(
  options: RunCommandOptions<State, Command, Event>,
): Promise<CommandResult<State, Event>> {
  const { store, streamId, decider, command, metadata } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    let state = decider.initialState;
    for (const e of recorded) state = decider.evolve(state, { type: e.type, data: e.data } as Event);
    const revision = recorded.length ? recorded[recorded.length - 1].revision : -1n;
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, revision, position: null };
    try {
      const result = await store.appendToStream(
        streamId,
        events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
        { expectedRevision: revision < 0n ? 'no_stream' : revision },
      );
      for (const e of events) state = decider.evolve(state, e);
      return { events, state, revision: result.nextExpectedRevision, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= maxAttempts) throw new CommandConflictError(streamId, attempt);
      await backoff(attempt);
    }
  }
}
