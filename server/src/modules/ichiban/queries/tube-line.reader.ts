// A member's place in a tube's line, folded from the line's stream (so it reads right the moment a
// join or offer is recorded), with the wait estimated as the room's push estimates it.
import { Inject, Injectable } from '@nestjs/common';
import type { LinePlace } from '@shop/contracts';
import { lineEtas } from '@shop/projections';
import { DataSource } from 'typeorm';
import { lineDecider, lineStreamId, placeOf } from '../../lines/lines.public';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { tubeDecider } from '../domain/tube.decide';
import { activeLock } from '../domain/tube.state';
import { tubeStreamId } from '../purchase/ichiban.line';

const second = 1000;

@Injectable()
export class TubeLineReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  async place(tubeId: string, userId: string, now: Date): Promise<{ mine: LinePlace | null; waiting: number }> {
    const { state: line } = await loadState({ store: this.store, streamId: lineStreamId('tube', tubeId), decider: lineDecider });
    const entry = placeOf(line, userId);
    if (!entry) return { mine: null, waiting: line.waiting.length };
    const offerRemain = entry.offer ? Math.max(0, Math.ceil((entry.offer.expiresAt - now.getTime()) / second)) : null;
    let eta = 0;
    if (!entry.offer) {
      const { state: tube } = await loadState({ store: this.store, streamId: tubeStreamId(tubeId), decider: tubeDecider });
      const lock = activeLock(tube, now);
      const [stats] = await this.db.query<{ hand_overs: number; hand_over_ms: string }[]>(
        'SELECT hand_overs, hand_over_ms FROM hold_line WHERE line_id = $1',
        [lineStreamId('tube', tubeId)],
      );
      const etas = lineEtas(
        {
          container: 'tube',
          waiting: line.waiting,
          offer: line.offer,
          holdEndsAt: lock ? new Date(lock.expiresAt) : null,
          handOvers: stats?.hand_overs ?? 0,
          handOverMs: Number(stats?.hand_over_ms ?? 0),
        },
        now,
      );
      eta = etas[entry.place - 1] ?? 0;
    }
    return { mine: { ticket: entry.ticket, place: entry.place, offer_remain: offerRemain, eta_seconds: eta }, waiting: line.waiting.length };
  }
}
