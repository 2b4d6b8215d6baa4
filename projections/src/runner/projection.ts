// A projection: a pure function from (row | null, event) to the next row, with the event
// types it handles and how an event finds its row.
import type { EventMetadata, EventOfType, ShopEventType } from '@shop/contracts';
import type { LogPosition } from './event-source';

/** A stored event as projections see it: the typed event plus where it sits in its stream and in the log. */
export type ProjectedEvent<T extends ShopEventType = ShopEventType> = EventOfType<T> & {
  streamId: string;
  revision: number;
  position: LogPosition;
  recordedAt: Date;
  metadata: EventMetadata;
};

export interface Projection<T extends ShopEventType, Row extends object> {
  /** Stable name: the checkpoint row's key. */
  name: string;
  /** The TypeORM entity of the read model's table. */
  entity: new () => Row;
  /** Property holding the row's primary key. */
  key: keyof Row & string;
  handles: readonly T[];
  /** Which row an event belongs to (null: the event does not concern this read model; a list: each of those rows). */
  keyOf(event: ProjectedEvent<T>): string | readonly string[] | null;
  /**
   * True when the read model holds no row for this event's key before it: a row per event (keyed by its
   * stream and revision), or the event that opens what its row describes. The runner then does not
   * look that row up; outside production it looks anyway and fails loudly when one was there.
   */
  creates?(event: ProjectedEvent<T>): boolean;
  /** Returns the new row, or null to delete it. Must be pure. */
  evolve(row: Row | null, event: ProjectedEvent<T>): Row | null;
}

// Projections of different event types and rows, stored side by side in the runner.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyProjection = Projection<any, any>;

export function projection<T extends ShopEventType, Row extends object>(p: Projection<T, Row>): Projection<T, Row> {
  return p;
}
