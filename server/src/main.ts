// `npm start`: the shop on one port: REST under /api, socket.io and the built client.
import { ConfigError, loadConfig, type Config } from './config/config';
import { createLogger } from './logger';
import { startShop } from './shop-app';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const shop = await startShop(config, logger);
  logger.info({ port: shop.port, eventStore: shop.infra.eventStore.kind }, 'shop started');
  console.log(`\n  商店已啟動 (shop running): ${shop.url}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await shop.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
