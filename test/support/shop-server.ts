// Starts the whole shop (API, socket.io, built client) on a fresh database for a journey.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../server/src/config/config';
import { RegisterUserCommand } from '../../server/src/modules/accounts/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../../server/src/modules/accounts/commands/register-user/register-user.handler';
import { startShop, type RunningShop } from '../../server/src/shop-app';
import { createTestDatabase } from './test-database';

export interface TestShop {
  url: string;
  shop: RunningShop;
  createMember(phone: string, password: string, name: string): Promise<void>;
  close(): Promise<void>;
}

export async function startTestShop(): Promise<TestShop> {
  if (!existsSync(resolve(__dirname, '../../client/dist/index.html'))) {
    throw new Error('client/dist is missing: run `npm run build` first (npm test does)');
  }
  const db = await createTestDatabase('e2e');
  const config = loadConfig({ DATABASE_URL: db.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  const shop = await startShop(config, pino({ level: 'silent' }));
  return {
    url: shop.url,
    shop,
    async createMember(phone, password, name) {
      await new RegisterUserHandler(shop.infra.eventStore).execute(new RegisterUserCommand(phone, password, name, 'member', 'cli'));
    },
    async close() {
      await shop.close();
      await db.drop();
    },
  };
}
