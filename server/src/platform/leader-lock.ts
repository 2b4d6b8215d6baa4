// One leader among the API processes for work that must run once (the purchase recovery, the points
// expiry sweep): whoever holds a PostgreSQL session advisory lock. The lock lives on one dedicated
// connection; if that connection dies the lock goes with it and another process takes over at its
// next try.
import type { DataSource, QueryRunner } from 'typeorm';

export class LeaderLock {
  private runner: QueryRunner | null = null;

  constructor(
    private readonly db: DataSource,
    /** The job's name; its lock key is hashtext('shop:' + job). */
    private readonly job: string,
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
      const [row] = (await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [`shop:${this.job}`])) as { locked: boolean }[];
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
    await this.runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`shop:${this.job}`]).catch(() => undefined);
    await this.drop();
  }

  private async drop(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    await runner?.release().catch(() => undefined);
  }
}
