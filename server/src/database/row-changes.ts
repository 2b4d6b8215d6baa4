// In-process caches of the few rows every request reads and that rarely change (the session
// behind a bearer token, a product's price and status), dropped when PostgreSQL says the row
// changed. Triggers on those tables (migration 1766500000000) NOTIFY `row_changes` with
// '<table>:<key>' on every UPDATE or DELETE, and '<table>:*' on TRUNCATE; one LISTEN connection per
// process hears them. Whatever changes the row — this process, another API, a projector, psql —
// is heard, because the trigger is on the table, not in the code that writes it.
//
// A cache is only trusted while LISTEN is in place: while it is not (connecting, lost), every read
// goes to the database, and a (re)connect drops everything, since notifications may have been
// missed meanwhile. A read that was in flight while a change of its table arrived is not kept.
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PgNotificationListener } from '../event-store/postgres/pg-notification-listener';

export const ROW_CHANGES_CHANNEL = 'row_changes';

@Injectable()
export class RowChanges implements OnModuleDestroy {
  private readonly listener: PgNotificationListener;
  private readonly handlers = new Map<string, Set<(key: string | null) => void>>();
  private started: Promise<unknown> | undefined;

  constructor(@Inject(DataSource) db: DataSource) {
    const pool = (db.driver as unknown as { master: Pool }).master;
    this.listener = new PgNotificationListener(pool.options, ROW_CHANGES_CHANNEL);
  }

  /** Calls `handler` with the changed row's key, or null when any row of `table` may have changed. */
  on(table: string, handler: (key: string | null) => void): void {
    let set = this.handlers.get(table);
    if (!set) this.handlers.set(table, (set = new Set()));
    set.add(handler);
  }

  /**
   * Whether changes are being heard right now (else a cache must not answer). The first call
   * starts listening, so a process that never reads a cache never holds the connection.
   */
  get live(): boolean {
    this.started ??= this.listener.add((payload) => this.heard(payload));
    return this.listener.listening;
  }

  /**
   * What this process itself just committed: its caches drop the row at once, without waiting for
   * the notification (which every other process gets).
   */
  changedHere(table: string, key: string): void {
    this.heard(`${table}:${key}`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener.close();
  }

  private heard(payload: string | undefined): void {
    if (payload === undefined) {
      // (Re)connected: anything may have changed while nobody listened.
      for (const set of this.handlers.values()) for (const handler of set) handler(null);
      return;
    }
    const colon = payload.indexOf(':');
    const key = payload.slice(colon + 1);
    for (const handler of this.handlers.get(payload.slice(0, colon)) ?? []) handler(key === '*' ? null : key);
  }
}

/**
 * Rows of one table by key, kept until their row changes (or `isFresh` says no: a session past
 * its expiry). Misses are not cached; the oldest entry goes first past `max`.
 */
export class RowCache<V> {
  private readonly rows = new Map<string, V>();
  /** Bumped by every change heard on the table: a read that started before one is not kept. */
  private generation = 0;

  constructor(
    private readonly changes: RowChanges,
    table: string,
    private readonly max = 10_000,
    /** Also drop the entries whose value this says depend on a changed key (e.g. a user's sessions). */
    private readonly dependsOn?: (value: V, key: string) => boolean,
  ) {
    changes.on(table, (key) => this.changed(key));
  }

  /** Also drop entries when a row of another table changes (a session when its account does). */
  follow(table: string): this {
    this.changes.on(table, (key) => this.changed(key, true));
    return this;
  }

  async get(key: string, load: () => Promise<V | null>, isFresh: (value: V) => boolean = () => true): Promise<V | null> {
    const live = this.changes.live;
    if (live) {
      const hit = this.rows.get(key);
      if (hit !== undefined && isFresh(hit)) return hit;
    }
    const generation = this.generation;
    const value = await load();
    if (value !== null && live && this.changes.live && generation === this.generation) {
      this.rows.delete(key);
      this.rows.set(key, value);
      if (this.rows.size > this.max) this.rows.delete(this.rows.keys().next().value!);
    }
    return value;
  }

  /** Drops what this process itself just changed, without waiting for the notification. */
  forget(key: string): void {
    this.generation++;
    this.rows.delete(key);
  }

  /** Drops every entry `matches` picks. */
  forgetWhere(matches: (value: V) => boolean): void {
    this.generation++;
    for (const [key, value] of this.rows) if (matches(value)) this.rows.delete(key);
  }

  private changed(key: string | null, dependency = false): void {
    this.generation++;
    if (key === null) this.rows.clear();
    else if (!dependency) this.rows.delete(key);
    else if (this.dependsOn) {
      const dependsOn = this.dependsOn;
      for (const [k, value] of this.rows) if (dependsOn(value, key)) this.rows.delete(k);
    } else this.rows.clear();
  }
}
