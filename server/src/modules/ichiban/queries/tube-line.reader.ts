// A member's place in a tube's line: the line's own reader, told when the tube's running lock ends.
import { Inject, Injectable } from '@nestjs/common';
import type { LinePlace } from '@shop/contracts';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { LinePlaceReader } from '../../lines/lines.public';
import { tubeDecider } from '../domain/tube.decide';
import { activeLock } from '../domain/tube.state';
import { tubeStreamId } from '../purchase/ichiban.line';

@Injectable()
export class TubeLineReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LinePlaceReader) private readonly lines: LinePlaceReader,
  ) {}

  place(tubeId: string, userId: string, now: Date): Promise<{ mine: LinePlace | null; waiting: number }> {
    return this.lines.place('tube', tubeId, userId, now, async () => {
      const { state: tube } = await loadState({ store: this.store, streamId: tubeStreamId(tubeId), decider: tubeDecider });
      const lock = activeLock(tube, now);
      return lock ? new Date(lock.expiresAt) : null;
    });
  }
}
