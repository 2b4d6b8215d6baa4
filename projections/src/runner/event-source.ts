// What the projection runner needs from an event store. The server's EventStore port satisfies
// it structurally; declaring it here keeps this package free of the server.
import type { EventMetadata } from '@shop/contracts';

export interface LogPosition {
  commit: bigint;
  prepare: bigint;
}

export interface LoggedEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  streamId: string;
  revision: bigint;
  position: LogPosition;
  recordedAt: Date;
}

export interface EventSource {
  readAll(options: { after?: LogPosition; maxCount: number; filter?: { eventTypes?: string[] } }): Promise<LoggedEvent[]>;
  subscribeToAll(options: {
    after?: LogPosition;
    filter?: { eventTypes?: string[] };
    maxBatch?: number;
    handle(events: LoggedEvent[]): Promise<void>;
    checkpoint?(position: LogPosition): Promise<void>;
    onLive?(live: boolean): void;
    onError?(error: unknown): void;
  }): { stop(): Promise<void> };
  headPosition(): Promise<LogPosition | null>;
}

export function isAfter(a: LogPosition, b: LogPosition | null): boolean {
  if (!b) return true;
  return a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);
}
