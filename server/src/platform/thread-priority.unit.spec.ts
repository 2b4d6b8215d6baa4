import { once } from 'node:events';
import { resolve } from 'node:path';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';

// In a worker thread, as the projections run: the worker's priority changes, the process's main
// thread keeps its own. A higher nice (lower priority) is allowed without privileges.
it('sets the nice value of the calling thread only', async () => {
  const register = resolve(__dirname, 'transpile-in-worker.cjs');
  const module = resolve(__dirname, 'thread-priority.ts');
  const worker = new Worker(
    `require(${JSON.stringify(register)});
     const { parentPort } = require('node:worker_threads');
     const { setThreadNice } = require(${JSON.stringify(module)});
     const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
     const refused = setThreadNice(require('node:os').getPriority(tid) + 3);
     parentPort.postMessage({ tid, refused });
     parentPort.once('message', () => process.exit(0));`,
    { eval: true },
  );
  try {
    const mainBefore = getPriority(process.pid);
    const [{ tid, refused }] = (await once(worker, 'message')) as [{ tid: number; refused: string | null }];
    expect(refused).toBeNull();
    expect(tid).not.toBe(process.pid);
    expect(getPriority(tid)).toBe(Math.min(19, mainBefore + 3));
    expect(getPriority(process.pid)).toBe(mainBefore);
  } finally {
    worker.postMessage('done');
    await once(worker, 'exit');
  }
});
