// A member's place in a line, folded from the line's stream (so it reads right the moment a join or
// offer is recorded), with the wait estimated as the room's push estimates it (lineEtas).
import { Inject, Injectable } from '@nestjs/common';
import type { LineContainer, LinePlace } from '@shop/contracts';
import { lineEtas } from '@shop/projections';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../event-store/event-store.token';
import type { EventStore } from '../../event-store/event-store.port';
import { loadState } from '../../platform/command-runner';
import { lineDecider, lineStreamId } from './domain/line.decide';
import { placeOf } from './domain/line.state';

const second = 1000;

@Injectable()
export class LinePlaceReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  /** `holdEndsAt`: when the running hold ends, asked of the container only when the member waits. */
  async place(
    container: LineContainer,
    containerId: string,
    userId: string,
    now: Date,
    holdEndsAt: () => Promise<Date | null>,
  ): Promise<{ mine: LinePlace | null; waiting: number }> {
    const streamId = lineStreamId(container, containerId);
    const { state: line } = await loadState({ store: this.store, streamId, decider: lineDecider });
    const entry = placeOf(line, userId);
    if (!entry) return { mine: null, waiting: line.waiting.length };
    if (entry.offer) {
      const remain = Math.max(0, Math.ceil((entry.offer.expiresAt - now.getTime()) / second));
      return { mine: { ticket: entry.ticket, place: 0, offer_remain: remain, eta_seconds: 0 }, waiting: line.waiting.length };
    }
    const [stats] = await this.db.query<{ hand_overs: number; hand_over_ms: string }[]>(
      'SELECT hand_overs, hand_over_ms FROM hold_line WHERE line_id = $1',
      [streamId],
    );
    const etas = lineEtas(
      {
        container,
        waiting: line.waiting,
        offer: line.offer,
        holdEndsAt: await holdEndsAt(),
        handOvers: stats?.hand_overs ?? 0,
        handOverMs: Number(stats?.hand_over_ms ?? 0),
      },
      now,
    );
    return {
      mine: { ticket: entry.ticket, place: entry.place, offer_remain: null, eta_seconds: etas[entry.place - 1] ?? 0 },
      waiting: line.waiting.length,
    };
  }
}
