// Runs a command against one stream: read → fold evolve → decide → append with the expected
// revision, retrying a bounded number of times when another writer got there first.
// Each process keeps the last folded state of recently used streams. A command first decides on
// that state and appends at its revision without reading; when that conflicts (another process
// appended), decides nothing or refuses, it reads only the events after the cached revision and
// decides again. Streams are append-only, so a cached fold stays true, and optimistic concurrency
// still settles every race with other processes (a conflict drops the entry and re-reads it all).
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
  constructor(
    readonly streamId: string,
    attempts: number,
  ) {
    super(`stream ${streamId}: still conflicting after ${attempts} attempts`);
    this.name = 'CommandConflictError';
  }
}

// Commands on one stream from this process run one after another: optimistic concurrency then
// only has to settle races between processes, and a hot stream (one buyer's wallet, a tube)
// does not burn its attempts on conflicts with itself.
const streamTails = new WeakMap<EventStore, Map<string, Promise<unknown>>>();

/** Runs `work` after every earlier piece of work on this stream in this process has settled. */
export function oneAtATime<T>(store: EventStore, streamId: string, work: () => Promise<T>): Promise<T> {
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

/** Streams whose folded state a process keeps, per event store (least recently used goes first). */
export const FOLDED_STATE_CACHE_SIZE = 10_000;

interface Folded {
  decider: unknown;
  state: unknown;
  revision: bigint;
}

const foldedStates = new WeakMap<EventStore, Map<string, Folded>>();

function foldedCache(store: EventStore): Map<string, Folded> {
  let cache = foldedStates.get(store);
  if (!cache) foldedStates.set(store, (cache = new Map()));
  return cache;
}

function remember(cache: Map<string, Folded>, streamId: string, folded: Folded): void {
  const known = cache.get(streamId);
  // A concurrent load may have folded further already: keep the newer one.
  if (known && known.decider === folded.decider && known.revision > folded.revision) return;
  cache.delete(streamId);
  cache.set(streamId, folded);
  if (cache.size > FOLDED_STATE_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

export interface StreamState<State> {
  state: State;
  /** Revision of the stream's last event, -1 for a stream that does not exist. */
  revision: bigint;
}

/** The stream's state folded from its whole history: the cached fold plus the events after it. */
export async function loadState<State, Event extends { type: string; data: unknown }>(options: {
  store: EventStore;
  streamId: string;
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>;
}): Promise<StreamState<State>> {
  const { store, streamId, decider } = options;
  const cache = foldedCache(store);
  const cached = cache.get(streamId);
  const start = cached && cached.decider === decider ? cached : undefined;
  let state = start ? (start.state as State) : decider.initialState;
  let revision = start ? start.revision : -1n;
  const recorded = await store.readStream(streamId, revision >= 0n ? { fromRevision: revision + 1n } : {});
  for (const e of recorded) {
    state = decider.evolve(state, { type: e.type, data: e.data } as Event);
    revision = e.revision;
  }
  if (revision >= 0n) remember(cache, streamId, { decider, state, revision });
  return { state, revision };
}

/** The cached fold of a stream, if this process has one for this decider: no read. */
export function peekState<State>(store: EventStore, streamId: string, decider: object): StreamState<State> | undefined {
  const cached = foldedCache(store).get(streamId);
  return cached && cached.decider === decider ? { state: cached.state as State, revision: cached.revision } : undefined;
}

/** Keeps a fold that the caller appended itself (the purchase core, after its one append). */
export function rememberState(store: EventStore, streamId: string, decider: object, folded: StreamState<unknown>): void {
  remember(foldedCache(store), streamId, { decider, state: folded.state, revision: folded.revision });
}

/** Drops a fold that turned out stale (an append on it conflicted). */
export function forgetState(store: EventStore, streamId: string): void {
  foldedCache(store).delete(streamId);
}

/** A short random pause before retrying, growing with the attempt, so racing writers spread out. */
export const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * attempt));

export function runCommand<State, Command, Event extends { type: string; data: unknown }>(
  options: RunCommandOptions<State, Command, Event>,
): Promise<CommandResult<State, Event>> {
  return oneAtATime(options.store, options.streamId, () => attemptCommand(options));
}

async function attemptCommand<State, Command, Event extends { type: string; data: unknown }>(
  options: RunCommandOptions<State, Command, Event>,
): Promise<CommandResult<State, Event>> {
  const { store, streamId, decider, command } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  // First from the cached fold alone, without a read: an append at its revision only goes
  // through when nothing was appended since, i.e. when the decision was made on the current state.
  // Deciding nothing, or a refusal, cannot be checked that way: those read the tail and decide again.
  const cached = foldedCache(store).get(streamId);
  if (cached && cached.decider === decider) {
    let events: Event[] = [];
    try {
      events = decider.decide(command, cached.state as State);
    } catch {
      // Decided again below on the current state.
    }
    if (events.length) {
      const appended = await tryAppend(options, cached.state as State, cached.revision, events);
      if (appended) return appended;
    }
  }
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadState({ store, streamId, decider });
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, revision, position: null };
    const appended = await tryAppend(options, state, revision, events);
    if (appended) return appended;
    if (attempt >= maxAttempts) throw new CommandConflictError(streamId, attempt);
    await backoff(attempt);
  }
}

/** Appends at `revision`; null (and the cached fold dropped) when the stream has moved on. */
async function tryAppend<State, Command, Event extends { type: string; data: unknown }>(
  options: RunCommandOptions<State, Command, Event>,
  state: State,
  revision: bigint,
  events: Event[],
): Promise<CommandResult<State, Event> | null> {
  const { store, streamId, decider, metadata } = options;
  try {
    const result = await store.appendToStream(
      streamId,
      events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
      { expectedRevision: revision < 0n ? 'no_stream' : revision },
    );
    for (const e of events) state = decider.evolve(state, e);
    remember(foldedCache(store), streamId, { decider, state, revision: result.nextExpectedRevision });
    return { events, state, revision: result.nextExpectedRevision, position: result.position };
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    foldedCache(store).delete(streamId);
    return null;
  }
}
