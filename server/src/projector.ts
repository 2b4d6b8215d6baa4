// The projector process (`npm run projector`): runs the projections on their own when the API
// is scaled out (API processes then start with PROJECTIONS=off). Live messages reach the API
// processes' sockets through the socket.io Redis emitter. With PROJECTOR_HEALTH_PORT set it answers
// GET /health (200, or 503 while its subscription is retrying) for the orchestrator's health check.
// The API runs this same file as its worker thread when it projects inline (projection-worker.ts):
// then the committed batches and the subscription's state go to the API's thread instead.
import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Emitter } from '@socket.io/redis-emitter';
import { createClient } from 'redis';
import type { Logger } from 'pino';
import { loadConfig, type Config } from './config/config';
import type { RunningProjections } from '@shop/projections';
import { openInfrastructure } from './infrastructure';
import { liveMessages } from './live/live-messages';
import { createLogger } from './logger';
import { setThreadNice } from './platform/thread-priority';
import type { FromProjectorWorker, ProjectorWorkerData, ToProjectorWorker } from './projection-worker';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.REDIS_URL) logger.warn('REDIS_URL is not set: read models update, but no live messages reach browsers');
  const redis = config.REDIS_URL ? createClient({ url: config.REDIS_URL }) : undefined;
  await redis?.connect();
  const emitter = redis ? new Emitter(redis, { key: config.REDIS_KEY }) : undefined;
  aheadOfRequests(config, logger);
  const infra = await openInfrastructure(config, logger, {
    onCommitted: (changes) => {
      for (const m of liveMessages(changes, new Date())) emitter?.to(m.room).emit(m.event, m.message);
    },
  });
  await infra.runner.start();
  const health = config.PROJECTOR_HEALTH_PORT === undefined ? undefined : await serveHealth(infra.runner, config.PROJECTOR_HEALTH_PORT);
  const healthPort = health ? (health.address() as AddressInfo).port : undefined;
  logger.info({ projections: infra.runner.projectionNames, healthPort }, 'projector running');
  const stop = async () => {
    health?.close();
    await infra.close();
    await redis?.quit();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

/** The API's worker thread: the projections, with every commit and state change posted to the API's thread. */
async function inWorker({ config }: ProjectorWorkerData): Promise<void> {
  const api = parentPort!;
  const post = (message: FromProjectorWorker) => api.postMessage(message);
  let stopping = false;
  let started = false;
  const logger = createLogger(config.LOG_LEVEL);
  aheadOfRequests(config, logger);
  const infra = await openInfrastructure(config, logger, {
    onCommitted: (changes) => post({ kind: 'committed', changes }),
    onState: (state) => post({ kind: 'state', state }),
  });
  const stop = async () => {
    await infra.close();
    process.exit(0);
  };
  api.on('message', (message: ToProjectorWorker) => {
    if (message.kind !== 'stop' || stopping) return;
    stopping = true;
    if (started) void stop();
  });
  await infra.runner.start();
  started = true;
  if (stopping) return stop();
  post({ kind: 'running' });
}

/** This thread's priority, as PROJECTOR_NICE asks (config.ts): ahead of the API's requests by default. */
function aheadOfRequests(config: Config, logger: Logger): void {
  const refused = setThreadNice(config.PROJECTOR_NICE);
  if (refused) logger.info({ nice: config.PROJECTOR_NICE, reason: refused }, 'the projections run at the process’s own priority');
}

function serveHealth(runner: RunningProjections, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/health') {
      res.writeHead(404).end();
      return;
    }
    void runner
      .status()
      .catch(() => [])
      .then((projections) => {
        const state = runner.state;
        const ok = state.state === 'live' || state.state === 'catching-up';
        res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: ok ? 'ok' : 'degraded', runner: state, projections }));
      });
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

if (isMainThread) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  // A failure to start ends the worker with the error, which the API reports.
  void inWorker(workerData as ProjectorWorkerData);
}
