// The calling thread's scheduling priority. On Linux every thread has a nice value of its own, so
// the projections' thread can be put ahead of the API's request handling in the same process:
// under a saturated CPU the read models then keep up (a batch waits less for a core) at the cost
// of a little purchase throughput (docs/performance.md, "The projections' thread ahead of the
// requests"). Below 0 needs CAP_SYS_NICE; where it is refused the thread keeps the process's.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Sets the calling thread's nice value; answers why not when it could not (null when it did). */
export function setThreadNice(nice: number): string | null {
  let tid: number;
  try {
    // `<pid>/task/<tid>`: the thread this runs on, which setpriority(2) takes as its "process".
    tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return 'this system has no per-thread priorities (/proc/thread-self)';
  }
  if (getPriority(tid) === nice) return null;
  try {
    setPriority(tid, nice);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
