// The configuration a test shop starts with: a free loopback port, no log, and the projections on the
// API's own thread (a worker started from the TypeScript sources transpiles them all again, seconds per
// server on a busy machine; shop-app.int.spec runs the shop with its worker).
import { loadConfig, type Config } from '../../server/src/config/config';

export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({ DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', PROJECTION_THREAD: 'main', ...env });
}
