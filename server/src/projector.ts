// The projector process (`npm run projector`): runs the projections on their own when the API
// is scaled out (API processes then start with PROJECTIONS=off). Live messages reach the API
// processes' sockets through the socket.io Redis emitter.
import 'reflect-metadata';
import { Emitter } from '@socket.io/redis-emitter';
import { createClient } from 'redis';
import { loadConfig } from './config/config';
import { openInfrastructure } from './infrastructure';
import { liveMessages } from './live/live-messages';
import { createLogger } from './logger';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.REDIS_URL) logger.warn('REDIS_URL is not set: read models update, but no live messages reach browsers');
  const redis = config.REDIS_URL ? createClient({ url: config.REDIS_URL }) : undefined;
  await redis?.connect();
  const emitter = redis ? new Emitter(redis, { key: config.REDIS_KEY }) : undefined;
  const infra = await openInfrastructure(config, logger, {
    onCommitted: (changes) => {
      for (const m of liveMessages(changes, new Date())) emitter?.to(m.room).emit(m.event, m.message);
    },
  });
  await infra.runner.start();
  logger.info({ projections: infra.runner.projectionNames }, 'projector running');
  const stop = async () => {
    await infra.close();
    await redis?.quit();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
