// One leader among the API processes for work that must run once (the purchase recovery, scheduled
// expiries): whoever holds a PostgreSQL session advisory lock. The lock lives on one dedicated
// connection; if that connection dies the lock goes with it and another process takes over at its
// next try.
import type { DataSource, QueryRunner } from 'typeorm';

export class LeaderLock {
  private runner: QueryRunner | null = null;

  constructor(
    private readonly db: DataSource,
    /** A 32-bit key naming the job, e.g. 0x70726563 ('prec'). */
    private readonly key: number,
  ) {}

  /** True while this process leads; tries to become the leader when it does not. */
  async lead(): Promise<boolean> {
    if (this.runner) {
      try {
        await this.runner.query('SELECT 1');
        return true;
      } catch {
        await this.drop();
      }
    }
    const runner = this.db.createQueryRunner();
    try {
      await runner.connect();
      const [row] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [this.key])) as { locked: boolean }[];
      if (row?.locked) {
        this.runner = runner;
        return true;
      }
    } catch {
      // No database just now: not the leader this time.
    }
    await runner.release().catch(() => undefined);
    return false;
  }

  async release(): Promise<void> {
    if (!this.runner) return;
    await this.runner.query('SELECT pg_advisory_unlock($1)', [this.key]).catch(() => undefined);
    await this.drop();
  }

  private async drop(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    await runner?.release().catch(() => undefined);
  }
}
