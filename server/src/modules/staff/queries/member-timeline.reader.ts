// A member's history for support's timeline and replay, through the member-history index (one row
// per event naming the member, and per unnamed container fact of their purchases): a page is one
// keyset scan of the member's rows by log position, newest first, filtered and searched in SQL,
// and reads from the store, in one query, only the events it shows (plus the few earlier ones that
// name its orders, coupons and items in words). The state at a chosen event folds the member's events up to
// that event and none after it. It reads through the event boundary: no credential is in it (old
// hashes are upcast away) and a closed member's personal data reads as erased.
import { Inject, Injectable } from '@nestjs/common';
import {
  evolveMember,
  initialMemberState,
  TIMELINE_KINDS,
  unlessErased,
  viewMember,
  type MemberStateResponse,
  type TimelineKind,
  type UserHistoryQuery,
  type UserHistoryResponse,
} from '@shop/contracts';
import { memberHistory, UserAccountRow } from '@shop/projections';
import { DataSource, In } from 'typeorm';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore, RecordedEvent } from '../../../event-store/event-store.port';
import { PROJECTION_COMMITS, ReadModelNotCaughtUpError, type ProjectionCommits } from '../../../platform/projection-commits';
import { ProductRow } from '../../catalogue/catalogue.public';

type HistoryEvent = UserHistoryResponse['data'][number];

/** A row of the index as the reader needs it: the event's place in its stream and in the log. */
interface Entry {
  stream_id: string;
  revision: number;
  commit_position: string;
  prepare_position: string;
  correlation_id: string;
}

const ENTRY_COLUMNS = 'h.stream_id, h.revision, h.commit_position::text, h.prepare_position::text, h.correlation_id';

/** The events that tell what an id names in words: an order's placing, a coupon's grant, an item's arrival. */
const NAMING_TYPES = ['OrderPlaced', 'CouponGranted', 'BoxItemAdded'];

const positionOf = (e: { commit_position: string; prepare_position: string }) => `${e.commit_position}.${e.prepare_position}`;
const parsePosition = (position: string) => position.split('.') as [string, string];
const byPosition = (a: Entry, b: Entry) => {
  const commit = BigInt(a.commit_position) - BigInt(b.commit_position);
  return Number(commit !== 0n ? commit : BigInt(a.prepare_position) - BigInt(b.prepare_position));
};

/** The SQL conditions and parameters of a page's filters (the kinds, the Taipei dates, the search). */
class Filters {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  constructor(query: Pick<UserHistoryQuery, 'kinds' | 'from' | 'to' | 'q'>) {
    if (query.kinds?.length) {
      const kinds = this.param(query.kinds);
      // An order's later events are filed under its OrderPlaced's kind.
      this.parts.push(
        `(h.kind = ANY(${kinds}) OR (h.kind = 'order' AND EXISTS (SELECT 1 FROM member_history p WHERE p.type = 'OrderPlaced' AND p.order_id = h.order_id AND p.kind = ANY(${kinds}))))`,
      );
    }
    if (query.from) this.parts.push(`h.occurred_at >= ${this.param(new Date(`${query.from}T00:00:00+08:00`))}`);
    if (query.to) this.parts.push(`h.occurred_at < ${this.param(new Date(Date.parse(`${query.to}T00:00:00+08:00`) + 86_400_000))}`);
    if (query.q) this.parts.push(`h.search LIKE ${this.param(`%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  }

  /** Adds a parameter, numbered after those given before it. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  get sql(): string {
    return this.parts.map((p) => ` AND ${p}`).join('');
  }
}

@Injectable()
export class MemberTimelineReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PROJECTION_COMMITS) private readonly commits: ProjectionCommits,
  ) {}

  /**
   * Waits, briefly, until the index has read the log as far as it goes now: support then sees at
   * once what was just written (their correction, the member's purchase). Past the bound (a runner
   * far behind) the index answers as it is.
   */
  private async upToDate(): Promise<void> {
    const head = await this.store.headPosition();
    if (!head) return;
    const there = async () => {
      const [row] = await this.db.query<{ c: string | null; p: string | null }[]>(
        'SELECT commit_position::text AS c, prepare_position::text AS p FROM projection_checkpoints WHERE name = $1',
        [memberHistory.name],
      );
      if (!row?.c || !row.p) return false;
      const commit = BigInt(row.c);
      return commit > head.commit || (commit === head.commit && BigInt(row.p) >= head.prepare);
    };
    await this.commits.waitFor(memberHistory.name, there, 1000).catch((error: unknown) => {
      if (!(error instanceof ReadModelNotCaughtUpError)) throw error;
    });
  }

  /** A page of the member's timeline, newest first; null for a member with no events. */
  async page(userId: string, query: UserHistoryQuery): Promise<Omit<UserHistoryResponse, 'success'> | null> {
    await this.upToDate();
    const counts = await this.counts(userId);
    if (!Object.values(counts).some(Boolean)) return null;

    const named = new Filters(query);
    const member = named.param(userId);
    const before = query.before
      ? ` AND (h.commit_position, h.prepare_position) < (${named.param(parsePosition(query.before)[0])}::bigint, ${named.param(parsePosition(query.before)[1])}::bigint)`
      : '';
    const limit = named.param(query.limit + 1);
    const rows = await this.db.query<Entry[]>(
      `SELECT ${ENTRY_COLUMNS} FROM member_history h WHERE h.member_id = ${member}${before}${named.sql}
       ORDER BY h.commit_position DESC, h.prepare_position DESC LIMIT ${limit}`,
      named.params,
    );
    const page = rows.slice(0, query.limit);
    const older = rows.length > query.limit ? rows[query.limit]! : null;
    const unnamed = await this.unnamedFacts(rows, older, query);
    const entries = [...page, ...unnamed].sort(byPosition);
    const events = await this.read(entries);

    const context = await this.namingEvents(userId, events);
    const all = [...context, ...events];
    const matching = new Filters(query);
    const [{ n }] = await this.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM member_history h WHERE h.member_id = ${matching.param(userId)}${matching.sql}`,
      matching.params,
    );
    const account = await this.db.getRepository(UserAccountRow).findOne({ where: { userId }, select: { userId: true, name: true } });
    return {
      data: events.map(toHistoryEvent),
      context: context.map(toHistoryEvent),
      next: older && page.length ? positionOf(page[page.length - 1]!) : null,
      counts,
      matching: n,
      name: unlessErased(account?.name) ?? '',
      staff: await this.staffNames(all, userId),
      products: await this.likedProductNames(all),
    };
  }

  /**
   * The member's state right after the event at `at` and right after the one before it: a fold of
   * their events up to `at` (all of them without it), named by the index and read from the store in
   * one query, never past it. Null when the member has no event there or before it.
   */
  async stateAt(userId: string, at: string | undefined): Promise<MemberStateResponse['data'] | null> {
    await this.upToDate();
    const upTo = at ? ' AND (h.commit_position, h.prepare_position) <= ($2::bigint, $3::bigint)' : '';
    const entries = await this.db.query<Entry[]>(
      `SELECT ${ENTRY_COLUMNS} FROM member_history h WHERE h.member_id = $1${upTo} ORDER BY h.commit_position, h.prepare_position`,
      at ? [userId, ...parsePosition(at)] : [userId],
    );
    if (!entries.length) return null;
    const events = (await this.read(entries)).map(toHistoryEvent);
    let state = initialMemberState;
    for (const event of events.slice(0, -1)) state = evolveMember(state, event);
    const previous = events.length > 1 ? viewMember(state, new Date(events[events.length - 2]!.metadata.occurredAt)) : viewMember(state, new Date(0));
    const last = events[events.length - 1]!;
    state = evolveMember(state, last);
    return { after: viewMember(state, new Date(last.metadata.occurredAt)), before: previous, events: events.length };
  }

  /** The member's events of each kind (an order's later events under its OrderPlaced's kind). */
  private async counts(userId: string): Promise<Record<TimelineKind, number>> {
    const rows = await this.db.query<{ kind: string; n: number }[]>(
      `SELECT COALESCE(p.kind, h.kind) AS kind, count(*)::int AS n
       FROM member_history h
       LEFT JOIN member_history p ON h.kind = 'order' AND p.type = 'OrderPlaced' AND p.order_id = h.order_id
       WHERE h.member_id = $1 GROUP BY 1`,
      [userId],
    );
    const counts = Object.fromEntries(TIMELINE_KINDS.map((k) => [k, 0])) as Record<TimelineKind, number>;
    for (const { kind, n } of rows) counts[(TIMELINE_KINDS as string[]).includes(kind) ? (kind as TimelineKind) : 'other'] += n;
    return counts;
  }

  /**
   * The container facts that name nobody (a sell-out, a seed reveal, a stock move) of this page's
   * purchases: those of its correlations in its stretch of the log, down to the next page's first
   * event (whose correlation counts too), so that each such fact shows on one page.
   */
  private async unnamedFacts(rows: readonly Entry[], older: Entry | null, query: UserHistoryQuery): Promise<Entry[]> {
    if (!rows.length) return [];
    const filters = new Filters(query);
    const correlations = filters.param([...new Set(rows.map((r) => r.correlation_id))]);
    const after = older
      ? ` AND (h.commit_position, h.prepare_position) > (${filters.param(older.commit_position)}::bigint, ${filters.param(older.prepare_position)}::bigint)`
      : '';
    const before = query.before
      ? ` AND (h.commit_position, h.prepare_position) < (${filters.param(parsePosition(query.before)[0])}::bigint, ${filters.param(parsePosition(query.before)[1])}::bigint)`
      : '';
    return this.db.query<Entry[]>(
      `SELECT ${ENTRY_COLUMNS} FROM member_history h WHERE h.member_id IS NULL AND h.correlation_id = ANY(${correlations})${after}${before}${filters.sql}`,
      filters.params,
    );
  }

  /** The earlier events that name, in words, the orders, coupons and items this page's events mention. */
  private async namingEvents(userId: string, events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
    const ids = new Set<string>();
    for (const e of events) {
      const d = e.data as { orderId?: unknown; couponId?: unknown; itemId?: unknown; itemIds?: unknown };
      for (const id of [d.orderId, d.couponId, d.itemId, ...(Array.isArray(d.itemIds) ? (d.itemIds as unknown[]) : [])])
        if (typeof id === 'string') ids.add(id);
      if (e.streamId.startsWith('order-')) ids.add(e.streamId.slice('order-'.length));
    }
    if (!ids.size) return [];
    const shown = new Set(events.map((e) => `${e.streamId}@${e.revision}`));
    const entries = await this.db.query<Entry[]>(
      `SELECT ${ENTRY_COLUMNS} FROM member_history h WHERE h.refs && $1 AND h.type = ANY($2) AND h.member_id = $3`,
      [[...ids], NAMING_TYPES, userId],
    );
    return this.read(entries.filter((e) => !shown.has(`${e.stream_id}@${e.revision}`)).sort(byPosition));
  }

  /** The indexed events from the store, in log order, in one read (see the store's readEvents). */
  private read(entries: readonly Entry[]): Promise<RecordedEvent[]> {
    return this.store.readEvents(entries.map((e) => ({ streamId: e.stream_id, revision: BigInt(e.revision) })));
  }

  /** Names of the products the member liked or unliked (a like names only the product id). */
  private async likedProductNames(events: readonly RecordedEvent[]): Promise<Record<string, string>> {
    const ids = new Set<string>();
    for (const e of events)
      if (e.type === 'ProductLiked' || e.type === 'ProductUnliked') ids.add(String((e.data as { productId?: unknown }).productId));
    if (!ids.size) return {};
    const rows = await this.db.getRepository(ProductRow).find({ where: { id: In([...ids]) }, select: { id: true, name: true } });
    return Object.fromEntries(rows.map((r) => [r.id, r.name]));
  }

  /** Who, by name, of the other accounts that caused the member's events (staff corrections, shipments, role changes). */
  private async staffNames(events: readonly RecordedEvent[], userId: string): Promise<Record<string, string>> {
    const ids = new Set<string>();
    for (const e of events) {
      const { actor } = e.metadata;
      if (actor.kind !== 'system' && actor.id && actor.id !== userId) ids.add(actor.id);
      const staffId = (e.data as { staffId?: unknown }).staffId;
      if (typeof staffId === 'string') ids.add(staffId);
    }
    if (!ids.size) return {};
    const rows = await this.db.getRepository(UserAccountRow).find({ where: { userId: In([...ids]) }, select: { userId: true, name: true } });
    return Object.fromEntries(rows.map((r) => [r.userId, r.name]));
  }
}

function toHistoryEvent(e: RecordedEvent): HistoryEvent {
  return {
    stream_id: e.streamId,
    revision: Number(e.revision),
    position: `${e.position.commit}.${e.position.prepare}`,
    type: e.type,
    data: e.data as Record<string, unknown>,
    metadata: e.metadata,
  };
}
