// Starts the whole shop (API, socket.io, built client) on a fresh database, for a journey or an
// integration spec, with a JSON client for its /api.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pino from 'pino';
import { RegisterUserCommand } from '../../server/src/modules/accounts/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../../server/src/modules/accounts/commands/register-user/register-user.handler';
import { startShop } from '../../server/src/shop-app';
import { testConfig } from './test-config';
import { createTestDatabase } from './test-database';

export type TestShop = Awaited<ReturnType<typeof startTestShop>>;

/**
 * `database` prefixes the test database's name; `client: false` for API-only specs (no built client
 * needed); `env` adds configuration (e.g. PURCHASE_COMMIT).
 */
export async function startTestShop({
  database = 'e2e',
  client = true,
  env = {},
}: { database?: string; client?: boolean; env?: Record<string, string> } = {}) {
  if (client && !existsSync(resolve(__dirname, '../../client/dist/index.html'))) {
    throw new Error('client/dist is missing: run `npm run build` first (npm test does)');
  }
  const db = await createTestDatabase(database);
  const config = testConfig(db.url, env);
  // TEST_LOG=debug (or info…) shows the shop's log while a spec runs.
  const shop = await startShop(config, pino({ level: process.env.TEST_LOG ?? 'silent' }));

  /** A JSON call to /api, with a bearer token when given; answers the status and the parsed body. */
  async function api(path: string, init: RequestInit & { token?: string } = {}) {
    const res = await fetch(`${shop.url}/api${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    return { status: res.status, body: await res.json() };
  }

  return {
    url: shop.url,
    shop,
    api,
    post: (path: string, token: string, body: unknown) => api(path, { method: 'POST', token, body: JSON.stringify(body) }),
    /** Registers a member; answers their user id. */
    async createMember(phone: string, password: string, name: string): Promise<string> {
      return (await RegisterUserHandler.standalone(shop.infra).execute(new RegisterUserCommand(phone, password, name, 'member', 'cli'))).userId;
    },
    async close(): Promise<void> {
      await shop.close();
      await db.drop();
    },
  };
}
