// The projection runner's commit notifications, for a request that must answer only once a read
// model shows its write (a new member's session check reads the user-account row). Waiting on
// the runner's own notification, with a short bound, replaces polling the read model.
import { EventEmitter } from 'node:events';
import type { CommittedChange } from '@shop/projections';

export class ReadModelNotCaughtUpError extends Error {
  constructor(projection: string, timeoutMs: number) {
    super(`read model ${projection} did not show the write within ${timeoutMs} ms`);
    this.name = 'ReadModelNotCaughtUpError';
  }
}

export class ProjectionCommits {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  /** Called by the runner (onCommitted) after each batch commits. */
  publish(changes: CommittedChange[]): void {
    this.emitter.emit('committed', changes);
  }

  /**
   * Calls `listener` after each batch this process's runner commits (a reactor that must see the
   * read model it reads already holding the event); returns the unsubscribe.
   */
  onCommitted(listener: (changes: CommittedChange[]) => void): () => void {
    this.emitter.on('committed', listener);
    return () => this.emitter.off('committed', listener);
  }

  /**
   * Resolves once `isThere()` holds: checked at once and again after each commit of `projection`
   * (and once more at the bound, for a runner in another process whose commits this process does
   * not hear). Rejects with ReadModelNotCaughtUpError after `timeoutMs`.
   */
  async waitFor(projection: string, isThere: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
    let checking = Promise.resolve(false);
    const check = () => (checking = checking.then((done) => done || isThere()));
    await new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        clearTimeout(timer);
        this.emitter.off('committed', onCommitted);
        if (error) reject(error);
        else resolve();
      };
      const settle = (done: boolean) => done && finish();
      const onCommitted = (changes: CommittedChange[]) => {
        if (changes.some((c) => c.projection === projection)) check().then(settle, finish);
      };
      const timer = setTimeout(() => {
        check().then((done) => finish(done ? undefined : new ReadModelNotCaughtUpError(projection, timeoutMs)), finish);
      }, timeoutMs);
      this.emitter.on('committed', onCommitted);
      check().then(settle, finish);
    });
  }
}

/** Nest injection token of the process's ProjectionCommits. */
export const PROJECTION_COMMITS = Symbol('ProjectionCommits');
