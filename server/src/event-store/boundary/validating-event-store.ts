// The event boundary: every event read from the store is checked against its contracts schema,
// and an older event is first upcast to the current version; on append the type's current schema
// version is stamped into the metadata. A malformed stored event fails loudly with its stream id
// and revision rather than reaching a decider or a read model half-understood.
//
// Events this process appends were decided by its own deciders, from inputs checked at the edge,
// and are typed by the same contracts: in production they are not checked again, on the way in
// nor when they come back (their ids among the last CHECKED_IDS; the projections and the command
// runner read every purchase back). In development and tests (`checkAppends`) every append is
// checked too, so a decider that writes an event its contract refuses fails there, loudly.
import { currentEventVersion, eventMetadataSchema, shopEventSchema, upcast } from '@shop/contracts';
import type { z } from 'zod';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store.port';
import { EventStoreDecorator } from './event-store-decorator';

/** What the boundary knows about event types: their schemas, versions and upcasters. */
export interface EventRegistry {
  /** The schema of `{type, data}`, or undefined for a type the shop does not know. */
  schemaOf(type: string): z.ZodType | undefined;
  currentVersion(type: string): number;
  upcast(type: string, data: unknown, version: number): { data: unknown; version: number };
}

const shopSchemas = new Map<string, z.ZodType>(shopEventSchema.options.map((schema) => [schema.shape.type.value, schema]));

export const shopEventRegistry: EventRegistry = {
  schemaOf: (type) => shopSchemas.get(type),
  currentVersion: currentEventVersion,
  upcast,
};

/** An event refused on its way into the store. */
export class InvalidEventError extends Error {
  constructor(
    readonly streamId: string,
    readonly type: string,
    detail: string,
  ) {
    super(`refused ${type} for stream ${streamId}: ${detail}`);
    this.name = 'InvalidEventError';
  }
}

/** A stored event that no longer matches its contract: the log needs an upcaster or a repair. */
export class MalformedStoredEventError extends Error {
  constructor(
    readonly streamId: string,
    readonly revision: bigint,
    readonly type: string,
    detail: string,
  ) {
    super(`stored event ${streamId}@${revision} (${type}) is malformed: ${detail}`);
    this.name = 'MalformedStoredEventError';
  }
}

/**
 * How many ids of events checked on append are remembered at least, so their read-back is not
 * checked twice: between this and twice this, in two generations (see `remember`).
 */
const CHECKED_IDS = 20_000;

const issues = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

export class ValidatingEventStore extends EventStoreDecorator {
  /** Ids of events checked on append: the generation being filled, and the one before it. */
  private checked = new Set<string>();
  private checkedBefore = new Set<string>();

  constructor(
    inner: EventStore,
    private readonly registry: EventRegistry = shopEventRegistry,
    private readonly options: { checkAppends: boolean } = { checkAppends: true },
  ) {
    super(inner);
  }

  protected async toStore(streamId: string, events: NewEvent[]): Promise<NewEvent[]> {
    return events.map((event) => {
      const problem = this.options.checkAppends ? this.check(event.type, event.data, event.metadata) : null;
      if (problem) throw new InvalidEventError(streamId, event.type, problem);
      this.remember(event.id);
      const version = this.registry.currentVersion(event.type);
      // Version 1 is the absent default: the metadata of unversioned types stays as given.
      return version > 1 ? { ...event, metadata: { ...event.metadata, schemaVersion: version } } : event;
    });
  }

  /**
   * A full generation replaces the one before it, which is dropped whole. Evicting the oldest id
   * one at a time instead (delete the Set's first entry) cost 8 µs an event here: V8 leaves a
   * deleted entry's slot behind until the table is rebuilt, and finding the first live entry walks
   * over them all.
   */
  private remember(id: string): void {
    this.checked.add(id);
    if (this.checked.size < CHECKED_IDS) return;
    this.checkedBefore = this.checked;
    this.checked = new Set();
  }

  protected async fromStore(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    return events.map((event) => {
      // Appended by this process at the current version: decided (and, with checkAppends, checked) here.
      if (
        (this.checked.has(event.id) || this.checkedBefore.has(event.id)) &&
        (event.metadata.schemaVersion ?? 1) === this.registry.currentVersion(event.type)
      )
        return event;
      let current: { data: unknown; version: number };
      try {
        current = this.registry.upcast(event.type, event.data, event.metadata.schemaVersion ?? 1);
      } catch (error) {
        throw new MalformedStoredEventError(event.streamId, event.revision, event.type, (error as Error).message);
      }
      const problem = this.check(event.type, current.data, event.metadata);
      if (problem) throw new MalformedStoredEventError(event.streamId, event.revision, event.type, problem);
      if (current.version === (event.metadata.schemaVersion ?? 1)) return event;
      return { ...event, data: current.data, metadata: { ...event.metadata, schemaVersion: current.version } };
    });
  }

  /** What is wrong with the event, or null when it matches its contract. */
  private check(type: string, data: unknown, metadata: unknown): string | null {
    const schema = this.registry.schemaOf(type);
    if (!schema) return `no contract for event type ${type}`;
    const body = schema.safeParse({ type, data });
    if (!body.success) return issues(body.error);
    const meta = eventMetadataSchema.safeParse(metadata);
    return meta.success ? null : `metadata ${issues(meta.error)}`;
  }
}
