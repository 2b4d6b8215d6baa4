// The API's projections on their own event loop: a worker thread that runs the projector
// (projector.ts, the very code `npm run projector` runs) inside the API process. Under load the
// API's event loop is saturated by HTTP requests, and a runner sharing it waits behind them
// between its round trips; in the worker it does not. The worker hands every committed batch to
// this thread (`onCommitted`: live push, the requests waiting for a read model, the caches and
// reactors fed by commits) and its subscription state. A worker that dies is started again from
// the checkpoints, after a doubling pause, and the failure is logged and shown in the state.
import { once } from 'node:events';
import { extname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CommittedChange, ProjectionRunner, ProjectionStatus, RunnerState, RunningProjections } from '@shop/projections';
import type { Logger } from 'pino';
import type { Config } from './config/config';

/** What projector.ts reads from workerData when it runs as the API's worker. */
export interface ProjectorWorkerData {
  projectorWorker: true;
  config: Config;
}

/** Messages from the worker. */
export type FromProjectorWorker = { kind: 'running' } | { kind: 'committed'; changes: CommittedChange[] } | { kind: 'state'; state: RunnerState };

/** Messages to the worker. */
export type ToProjectorWorker = { kind: 'stop' };

/** Pauses before starting a dead worker again: doubling from the first, reset once it is live. */
const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 30_000;
/** A worker that does not finish stopping within this is terminated. */
const STOP_TIMEOUT_MS = 10_000;

/** projector.js beside this file; from the TypeScript sources (ts-jest), the worker transpiles them the same way. */
function workerScript(): { script: string; eval: boolean } {
  const projector = resolve(__dirname, `projector${extname(__filename)}`);
  if (extname(__filename) !== '.ts') return { script: projector, eval: false };
  const register = resolve(__dirname, 'platform/transpile-in-worker.cjs');
  return { script: `require(${JSON.stringify(register)}); require(${JSON.stringify(projector)});`, eval: true };
}

export class ProjectionWorker implements RunningProjections {
  private worker: Worker | null = null;
  private running = false;
  private current: RunnerState = { state: 'stopped', restarts: 0, lastError: null };
  /** Times the worker died, since this object was created (added to the runner's own restarts). */
  private deaths = 0;
  private failures = 0;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(
    /** The same projections in this thread: status (stored checkpoints) and rebuild (with the worker stopped). */
    private readonly here: ProjectionRunner,
    private readonly options: { config: Config; logger: Logger; onCommitted(changes: CommittedChange[]): void },
  ) {}

  get projectionNames(): string[] {
    return this.here.projectionNames;
  }

  get state(): RunnerState {
    return { ...this.current };
  }

  status(): Promise<ProjectionStatus[]> {
    return this.here.status();
  }

  /** Replays the log into the read models in this thread; call it with the worker stopped. */
  rebuild(names?: string[], onProgress?: (events: number) => void): Promise<number> {
    return this.here.rebuild(names, onProgress);
  }

  /** Starts the worker; resolves once its runner has subscribed, rejects when it could not. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.spawn();
    } catch (error) {
      this.running = false;
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    this.current = { ...this.current, state: 'stopped' };
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    const exited = once(worker, 'exit');
    worker.postMessage({ kind: 'stop' } satisfies ToProjectorWorker);
    const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  private spawn(): Promise<void> {
    const { script, eval: isCode } = workerScript();
    const workerData: ProjectorWorkerData = { projectorWorker: true, config: this.options.config };
    const worker = new Worker(script, { eval: isCode, workerData });
    this.worker = worker;
    return new Promise((resolveStarted, rejectStarted) => {
      let started = false;
      let failure: Error | undefined;
      worker.on('message', (message: FromProjectorWorker) => {
        if (this.worker !== worker) return;
        if (message.kind === 'committed') this.options.onCommitted(message.changes);
        else if (message.kind === 'state') {
          this.current = { ...message.state, restarts: message.state.restarts + this.deaths };
          if (message.state.state === 'live') this.failures = 0;
        } else {
          started = true;
          resolveStarted();
        }
      });
      worker.on('error', (error) => (failure = error));
      worker.on('exit', (code) => {
        if (this.worker !== worker) return;
        this.worker = null;
        const error = failure ?? new Error(`the projection worker exited with code ${code}`);
        if (started) this.died(error);
        else rejectStarted(error);
      });
    });
  }

  private died(error: Error): void {
    this.options.logger.error({ err: error }, 'the projection worker died: starting it again from the checkpoints');
    this.deaths++;
    const delay = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** this.failures++);
    this.current = { state: 'retrying', restarts: this.current.restarts, lastError: error.message };
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      if (!this.running) return;
      this.spawn().catch((failed: unknown) => this.died(failed instanceof Error ? failed : new Error(String(failed))));
    }, delay);
  }
}
