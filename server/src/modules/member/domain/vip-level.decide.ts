// The member's recorded VIP level on `vip-<userId>` (002 §4, §9). The level itself is a pure
// function of the growth ledger (vip.ts); this stream records when it changed, as facts the member
// is told of: a level reached by growth, and each 90-day review of a level 5 or 6 with its outcome.
// The command carries what vipHistory computed from the ledger at the command's clock; the decider
// records only what the stream does not hold yet, so sending it again (a reactor replaying, the
// review sweep run twice, both at once) records each change and each review period once.
import { constants, type VipEvent } from '@shop/contracts';
import type { VipReview } from './vip';

export interface VipRecord {
  /** The level the stream last recorded (1 before anything was). */
  level: number;
  /** End of the latest review period recorded, or null before the first review. */
  reviewedUntil: Date | null;
}

export const initialVipRecord: VipRecord = { level: 1, reviewedUntil: null };

export const vipStreamId = (userId: string) => `vip-${userId}`;

export type RecordVipLevel = {
  type: 'RecordVipLevel';
  data: {
    userId: string;
    /** The level and growth at the command's clock (vipStatus). */
    level: number;
    growth: number;
    /** Every review held up to the command's clock (vipHistory), oldest first. */
    reviews: readonly VipReview[];
  };
};
export type VipCommand = RecordVipLevel;

export function evolve(state: VipRecord, event: VipEvent): VipRecord {
  switch (event.type) {
    case 'VipLevelReached':
      return { ...state, level: event.data.to };
    case 'VipLevelReviewed':
      return { level: event.data.to, reviewedUntil: new Date(event.data.periodEnd) };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

const thresholds = constants.vip.levelGrowthThresholds;

export function decide(command: VipCommand, state: VipRecord): VipEvent[] {
  switch (command.type) {
    case 'RecordVipLevel': {
      const { userId, level, growth, reviews } = command.data;
      const events: VipEvent[] = [];
      let record = state;
      const add = (event: VipEvent) => {
        events.push(event);
        record = evolve(record, event);
      };
      for (const review of reviews) {
        if (record.reviewedUntil && review.periodEnd <= record.reviewedUntil) continue;
        // A rise the stream missed (its reactor was not running) is recorded before its review.
        if (review.from > record.level) {
          add({ type: 'VipLevelReached', data: { userId, from: record.level, to: review.from, growth: thresholds[review.from - 1]! } });
        }
        add({
          type: 'VipLevelReviewed',
          data: {
            userId,
            periodEnd: review.periodEnd.toISOString(),
            from: review.from,
            to: review.to,
            earned: review.earned,
            required: review.required,
          },
        });
      }
      if (level > record.level) add({ type: 'VipLevelReached', data: { userId, from: record.level, to: level, growth } });
      return events;
    }
    default: {
      const unhandled: never = command.type;
      return unhandled;
    }
  }
}

export const vipLevelDecider = { initialState: initialVipRecord, evolve, decide };
