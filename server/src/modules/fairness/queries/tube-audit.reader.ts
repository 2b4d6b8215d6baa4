// A tube's whole stream in its PUBLIC form (user ids replaced by participant tags,
// tube-chain.rule.ts), one line per event with its stream revision and recorded time.
import { Inject, Injectable } from '@nestjs/common';
import { publicTubeEvent, type TubeAuditLine } from '@shop/contracts';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore, RecordedEvent } from '../../../event-store/event-store.port';

export interface TubeAudit {
  lines: TubeAuditLine[];
  /** TubeSeedRevealed is in the stream: everything in it is meant to be checked by anyone. */
  revealed: boolean;
}

export function toAuditLine(event: RecordedEvent): TubeAuditLine {
  const { type, data } = publicTubeEvent({ type: event.type, data: event.data as Parameters<typeof publicTubeEvent>[0]['data'] });
  return { revision: Number(event.revision), recordedAt: event.recordedAt.toISOString(), type, data };
}

@Injectable()
export class TubeAuditReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** null for a tube that does not exist. */
  async audit(tubeId: string): Promise<TubeAudit | null> {
    const events = await this.store.readStream(`tube-${tubeId}`);
    if (events.length === 0) return null;
    return { lines: events.map(toAuditLine), revealed: events.some((e) => e.type === 'TubeSeedRevealed') };
  }
}
