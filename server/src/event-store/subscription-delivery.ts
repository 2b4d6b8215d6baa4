// The part of a subscription both adapters share: one batch at a time, checkpoints that never
// move backwards, onError at most once, and a stop() that may be awaited from inside `handle`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { comparePositions, type Position, type RecordedEvent, type SubscribeOptions } from './event-store.port';

export const DEFAULT_MAX_BATCH = 500;

const runningCallback = new AsyncLocalStorage<SubscriptionDelivery>();

export class SubscriptionDelivery {
  readonly maxBatch: number;
  private stopped = false;
  /** Last position handed to `handle` or `checkpoint`. */
  private reached: Position | undefined;
  private live = false;

  constructor(private readonly options: SubscribeOptions) {
    const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
    if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new RangeError(`maxBatch must be a positive integer, got ${maxBatch}`);
    this.maxBatch = maxBatch;
    this.reached = options.after;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  async deliver(events: RecordedEvent[]): Promise<void> {
    if (this.stopped || events.length === 0) return;
    const { handle } = this.options;
    if (await this.run(() => handle(events))) this.reached = events[events.length - 1]!.position;
  }

  /** Reports progress past filtered-out events; ignored unless it moves beyond the last one. */
  async checkpoint(position: Position): Promise<void> {
    const { checkpoint } = this.options;
    if (this.stopped || !checkpoint) return;
    if (this.reached && comparePositions(position, this.reached) <= 0) return;
    if (await this.run(() => checkpoint(position))) this.reached = position;
  }

  /** Reports caught up (true) or fallen behind (false), only when that changes. */
  setLive(live: boolean): void {
    if (this.stopped || live === this.live) return;
    this.live = live;
    this.options.onLive?.(live);
  }

  fail(error: unknown): void {
    if (this.stopped) return;
    this.stopped = true;
    this.options.onError?.(error);
  }

  stop(): void {
    this.stopped = true;
  }

  /**
   * True when called from within this subscription's own `handle` or `checkpoint`: awaiting the
   * delivery loop there would deadlock, and it is not needed since the loop checks `isStopped`
   * before delivering again.
   */
  get isCalledFromCallback(): boolean {
    return runningCallback.getStore() === this;
  }

  private async run(callback: () => Promise<void>): Promise<boolean> {
    try {
      await runningCallback.run(this, callback);
      return true;
    } catch (error) {
      this.fail(error);
      return false;
    }
  }
}
