// A member's history across their streams, in log order, for support's replay. It reads through
// the event boundary: no credential is in it (old hashes are upcast away) and a closed member's
// personal data reads as erased, while every other member replays in full.
import { Inject, Injectable } from '@nestjs/common';
import type { UserHistoryResponse } from '@shop/contracts';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import { comparePositions, type EventStore } from '../../../event-store/event-store.port';

/** A member's streams that support may replay (everything keyed by the user id). */
const USER_STREAM_PREFIXES = ['user-', 'wallet-', 'box-'];

@Injectable()
export class UserHistoryReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The member's events, oldest first; empty for an unknown member. */
  async history(userId: string): Promise<UserHistoryResponse['data']> {
    const streams = await Promise.all(USER_STREAM_PREFIXES.map((prefix) => this.store.readStream(`${prefix}${userId}`)));
    return streams
      .flat()
      .sort((a, b) => comparePositions(a.position, b.position))
      .map((e) => ({
        stream_id: e.streamId,
        revision: Number(e.revision),
        type: e.type,
        data: e.data as Record<string, unknown>,
        metadata: e.metadata,
      }));
  }
}
