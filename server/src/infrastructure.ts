// Opens what every process needs, from configuration: the database (embedded PostgreSQL when
// DATABASE_URL is unset), migrations, the event store adapter behind the event boundary
// (validation and upcasting outside, personal-data encryption inside), log backfills and the
// projections (in this thread, or in a worker thread: see projection-worker.ts).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { allProjections, ProjectionRunner, type CommittedChange, type ProjectionRunnerOptions, type RunningProjections } from '@shop/projections';
import type { DataSource } from 'typeorm';
import type { Config } from './config/config';
import { createDataSource } from './database/data-source';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import type { EventStore } from './event-store/event-store.port';
import { PostgresEventStore } from './event-store/postgres/postgres-event-store';
import { EsdbEventStore } from './event-store/esdb/esdb-event-store';
import { MemberKeys } from './event-store/boundary/member-keys';
import { PersonalDataEventStore } from './event-store/boundary/personal-data-event-store';
import { ValidatingEventStore, shopEventRegistry } from './event-store/boundary/validating-event-store';
import { backfillAccountsFromLog } from './modules/accounts/backfill/accounts-backfill';
import { useNodeSha256 } from './platform/node-sha256';
import { ProjectionCommits } from './platform/projection-commits';
import { ProjectionWorker } from './projection-worker';

export interface OpenInfrastructure {
  databaseUrl: string;
  dataSource: DataSource;
  /** The event boundary every reader and writer uses: validated, upcast, personal data decrypted. */
  eventStore: EventStore;
  /** The projections: run in this thread, or (`projectIn: 'worker'`) in a worker thread of this process. */
  runner: RunningProjections;
  /** The runner's commit notifications, for a request that must wait until a read model shows its write. */
  commits: ProjectionCommits;
  close(): Promise<void>;
}

const EMBEDDED_DATABASE = 'shop';

/** The embedded server's port when it is free; a second shop (another DATA_DIR) takes any free one. */
const EMBEDDED_PORT = 54329;

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const portIsFree = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });

/**
 * The port of the PostgreSQL running on `dataDir`, read from its postmaster.pid (4th line), when
 * that server is alive: the port belongs to the data directory, never to whoever answers on it.
 */
function runningPort(dataDir: string): number | null {
  try {
    const [pid, , , port] = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    process.kill(Number(pid), 0);
    return Number(port) || null;
  } catch {
    return null;
  }
}

async function embeddedDatabaseUrl(config: Config, logger: Logger): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = resolve(config.DATA_DIR, 'postgres');
  const running = runningPort(dataDir);
  const runningUrl = running ? `postgres://postgres:postgres@127.0.0.1:${running}/postgres` : null;
  let pg: { url: string; stop(): Promise<void> };
  if (runningUrl && (await answers(runningUrl))) {
    // Already started on this data directory by another process of ours (the API while a CLI runs): share it.
    pg = { url: runningUrl, stop: async () => undefined };
  } else {
    const port = (await portIsFree(EMBEDDED_PORT)) ? EMBEDDED_PORT : undefined;
    logger.info({ dataDir }, 'starting embedded PostgreSQL');
    pg = await startEmbeddedPostgres({ dataDir, port, persistent: true, onLog: (line) => logger.debug({ pg: line }) });
  }
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(pg.url);
  url.pathname = `/${EMBEDDED_DATABASE}`;
  return { url: url.toString(), stop: pg.stop };
}

/** Several processes may start at once (two APIs and a projector): one migrates, the others wait. */
async function migrate(dataSource: DataSource) {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', ['shop:migrations']);
    return await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', ['shop:migrations']).catch(() => undefined);
    await lock.release();
  }
}

export async function openInfrastructure(
  config: Config,
  logger: Logger,
  runnerOptions: Partial<ProjectionRunnerOptions> = {},
  projectIn: Config['PROJECTION_THREAD'] = 'main',
): Promise<OpenInfrastructure> {
  // The rules' chains and draws hash with node:crypto in every server process.
  useNodeSha256();
  const closers: Array<() => Promise<unknown>> = [];
  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const embedded = await embeddedDatabaseUrl(config, logger);
      databaseUrl = embedded.url;
      closers.unshift(embedded.stop);
    }
    const dataSource = createDataSource(databaseUrl);
    await dataSource.initialize();
    closers.unshift(() => dataSource.destroy());
    const applied = await migrate(dataSource);
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');

    let adapter: EventStore;
    if (config.EVENT_STORE === 'esdb') {
      adapter = EsdbEventStore.connect(config.EVENTSTORE_URL!);
    } else {
      const pgStore = PostgresEventStore.create(databaseUrl, { max: 20 });
      await pgStore.ensureSchema();
      adapter = pgStore;
    }
    closers.unshift(() => adapter.close());
    const stored = new PersonalDataEventStore(adapter, new MemberKeys(dataSource));
    const eventStore = new ValidatingEventStore(stored, shopEventRegistry, { checkAppends: config.NODE_ENV !== 'production' });
    if (await backfillAccountsFromLog({ stored, store: eventStore, db: dataSource })) logger.info('accounts backfilled from the log');

    const commits = new ProjectionCommits();
    const onCommitted = (changes: CommittedChange[]) => {
      commits.publish(changes);
      runnerOptions.onCommitted?.(changes);
    };
    const here = new ProjectionRunner({
      source: eventStore,
      dataSource,
      projections: allProjections,
      onError: (err) => logger.error({ err }, 'projection subscription failed: subscribing again from the checkpoints'),
      checkCreates: config.NODE_ENV !== 'production',
      ...runnerOptions,
      onCommitted,
    });
    // The worker connects to the database this process found (or started).
    const runner =
      projectIn === 'worker'
        ? new ProjectionWorker(here, {
            config: { ...config, DATABASE_URL: databaseUrl, LOG_LEVEL: logger.level as Config['LOG_LEVEL'] },
            logger,
            onCommitted,
          })
        : here;
    closers.unshift(() => here.stop());
    if (runner !== here) closers.unshift(() => runner.stop());
    return {
      databaseUrl,
      dataSource,
      eventStore,
      runner,
      commits,
      async close() {
        for (const close of closers) await close().catch((err) => logger.warn({ err }, 'error while closing'));
      },
    };
  } catch (error) {
    for (const close of closers) await close().catch(() => undefined);
    throw error;
  }
}
