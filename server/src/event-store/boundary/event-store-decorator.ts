// Base of the wrappers that sit between the shop and an EventStore adapter (validation,
// personal-data encryption). A wrapper only says how events go in (`toStore`) and come out
// (`fromStore`); every port method is forwarded here, so a new port method is added once, in
// this file, for every wrapper.
import type {
  AppendResult,
  EventFilter,
  EventPlace,
  EventStore,
  ExpectedRevision,
  NewEvent,
  Position,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from '../event-store.port';

export abstract class EventStoreDecorator implements EventStore {
  /** Present exactly when the wrapped store has it (a capability, see the port). */
  readonly appendMany?: (batch: StreamAppend[]) => Promise<AppendResult[]>;

  constructor(protected readonly inner: EventStore) {
    const appendMany = inner.appendMany;
    if (appendMany) {
      this.appendMany = async (batch) =>
        appendMany(await Promise.all(batch.map(async (item) => ({ ...item, events: await this.toStore(item.streamId, item.events) }))));
    }
  }

  get kind(): EventStore['kind'] {
    return this.inner.kind;
  }

  /** Events as the wrapped store should keep them. */
  protected abstract toStore(streamId: string, events: NewEvent[]): Promise<NewEvent[]>;
  /** Stored events as the shop should see them. */
  protected abstract fromStore(events: RecordedEvent[]): Promise<RecordedEvent[]>;

  async appendToStream(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    return this.inner.appendToStream(streamId, await this.toStore(streamId, events), options);
  }

  async readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]> {
    return this.fromStore(await this.inner.readStream(streamId, options));
  }

  async readEvents(places: readonly EventPlace[]): Promise<RecordedEvent[]> {
    return this.fromStore(await this.inner.readEvents(places));
  }

  async readAll(options: { after?: Position; maxCount: number; filter?: EventFilter }): Promise<RecordedEvent[]> {
    return this.fromStore(await this.inner.readAll(options));
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    return this.inner.subscribeToAll({ ...options, handle: async (events) => options.handle(await this.fromStore(events)) });
  }

  headPosition(): Promise<Position | null> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
