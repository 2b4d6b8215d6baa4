// One hold per member at a time, across tubes and blind-box slots, whichever way it is taken (the
// 鎖定籤筒 button, a slot pick; a card order takes none). A member's holds are taken one at a time (an advisory
// lock per member, shared by every API process); member_holds records the hold each took last and
// when their recent holds lapsed unbought. Whether the recorded hold still holds, or lapsed, is
// decided by its container's own stream, through the keeper its product line registers; the
// container then decides the new hold with what was found (contracts' hold rule).
import { Inject, Injectable } from '@nestjs/common';
import { recentLapses, type Holder, type HoldKind } from '@shop/contracts';
import { DataSource } from 'typeorm';

/** What a container's stream says about the member's hold there. */
export interface HoldState {
  live: boolean;
  /** When their last hold there ran out unbought (epoch ms); null when it was bought or given back. */
  lapsedAt: number | null;
}

/** A product line's reader of its holds, from its containers' streams. */
export interface HoldKeeper {
  readonly kind: HoldKind;
  holdState(containerId: string, userId: string, now: Date): Promise<HoldState>;
}

export interface HoldTarget {
  kind: HoldKind;
  containerId: string;
}

interface HoldRow {
  kind: HoldKind;
  container_id: string;
  taken_at: Date;
  lapses: string[];
}

@Injectable()
export class MemberHolds {
  private readonly keepers = new Map<HoldKind, HoldKeeper>();

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** A product line registers its keeper once, at start. */
  register(keeper: HoldKeeper): void {
    this.keepers.set(keeper.kind, keeper);
  }

  /**
   * Runs `lock` (the container's own lock command, which throws its refusal) with what is known about
   * the member, and records the hold it took. A lapse found on the way is kept even when the lock is refused.
   */
  async take<T>(userId: string, target: HoldTarget, canPay: boolean, now: Date, lock: (holder: Holder) => Promise<T>): Promise<T> {
    const outcome = await this.db.transaction(async (tx): Promise<{ value: T } | { error: unknown }> => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('member-hold:' || $1))`, [userId]);
      const [row] = (await tx.query('SELECT kind, container_id, taken_at, lapses FROM member_holds WHERE user_id = $1', [userId])) as HoldRow[];
      let lapses = (row?.lapses ?? []).map(Number);
      let holdsElsewhere: Holder['holdsElsewhere'] = null;
      if (row) {
        const keeper = this.keepers.get(row.kind);
        if (!keeper) throw new Error(`no hold keeper registered for ${row.kind}`);
        const held = await keeper.holdState(row.container_id, userId, now);
        const here = row.kind === target.kind && row.container_id === target.containerId;
        if (held.live && !here) holdsElsewhere = { kind: row.kind, containerId: row.container_id };
        if (!held.live && held.lapsedAt !== null && held.lapsedAt >= row.taken_at.getTime() && !lapses.includes(held.lapsedAt)) {
          lapses.push(held.lapsedAt);
        }
      }
      lapses = recentLapses(lapses, now.getTime());
      try {
        const value = await lock({ canPay, holdsElsewhere, lapses });
        await tx.query(
          `INSERT INTO member_holds (user_id, kind, container_id, taken_at, lapses) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id) DO UPDATE SET kind = EXCLUDED.kind, container_id = EXCLUDED.container_id,
             taken_at = EXCLUDED.taken_at, lapses = EXCLUDED.lapses`,
          [userId, target.kind, target.containerId, now, lapses],
        );
        return { value };
      } catch (error) {
        if (row) await tx.query('UPDATE member_holds SET lapses = $2 WHERE user_id = $1', [userId, lapses]);
        return { error };
      }
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }
}
