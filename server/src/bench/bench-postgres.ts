// The benchmarks' database: a fresh embedded PostgreSQL (the shop's embedded default) in a
// temporary folder, or BENCH_DATABASE_URL when set. Each benchmark gets its own database. The
// embedded server records commit times (track_commit_timestamp), so a benchmark can time the
// projection lag from the commits themselves: event committed → read-model row committed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../database/embedded-postgres';

export interface BenchPostgres {
  /** A new empty database on the bench server. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startBenchPostgres(): Promise<BenchPostgres> {
  const external = process.env.BENCH_DATABASE_URL;
  let serverUrl: string;
  let stopServer: () => Promise<void>;
  if (external) {
    serverUrl = external;
    stopServer = async () => undefined;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'shop-bench-pg-'));
    const pg = await startEmbeddedPostgres({
      dataDir: dir,
      persistent: false,
      settings: ['track_commit_timestamp=on', 'shared_preload_libraries=pg_stat_statements'],
    });
    serverUrl = pg.url;
    stopServer = async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  return {
    async createDatabase(name) {
      const db = `bench_${name}_${Date.now().toString(36)}`;
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${db}`);
      } finally {
        await admin.end();
      }
      const url = new URL(serverUrl);
      url.pathname = `/${db}`;
      return url.toString();
    },
    stop: stopServer,
  };
}
