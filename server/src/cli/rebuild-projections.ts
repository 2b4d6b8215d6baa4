// `npm run projections:rebuild [-- name ...]`: empties read models and replays the whole log
// into them. Stop the projector (or API with inline projections) first.
import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { openInfrastructure } from '../infrastructure';
import { createLogger } from '../logger';
import { parseArgs } from './cli-args';

async function main(): Promise<void> {
  const { positional } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const infra = await openInfrastructure(config, logger);
  try {
    const names = positional.length ? positional : infra.runner.projectionNames;
    console.log(`Rebuilding ${names.join(', ')} …`);
    const started = performance.now();
    let last = 0;
    const events = await infra.runner.rebuild(names, (n) => {
      if (n - last >= 50_000) {
        last = n;
        console.log(`  ${n} events`);
      }
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`Rebuilt from ${events} events in ${seconds.toFixed(1)} s (${Math.round(events / Math.max(seconds, 0.001))} events/s).`);
  } finally {
    await infra.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
