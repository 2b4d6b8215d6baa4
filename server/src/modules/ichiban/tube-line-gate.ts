// The line stands between a free tube and everyone but the shopper it is offered to: read by the
// lock before it decides. The line is read, then the tube's stream decides and appends; a shopper
// who joins between the two stands behind the lock just taken, which is the order they came in.
import { lineDecider, lineStreamId, lineAhead } from '../lines/lines.public';
import type { EventStore } from '../../event-store/event-store.port';
import { loadState } from '../../platform/command-runner';
import { TubeLockedByOther, tubeDecider } from './domain/tube.decide';
import { activeLock } from './domain/tube.state';
import { tubeStreamId } from './purchase/ichiban.line';

/** Refuses (423's TubeLockedByOther, with the line's countdown) a member the line stands ahead of on a free tube. */
export async function passTubeLineGate(store: EventStore, tubeId: string, userId: string, now: Date): Promise<void> {
  const { state: tube } = await loadState({ store, streamId: tubeStreamId(tubeId), decider: tubeDecider });
  // A held tube: the lock's own rule answers (the holder keeps it, anyone else waits for its countdown).
  if (activeLock(tube, now)) return;
  const { state: line } = await loadState({ store, streamId: lineStreamId('tube', tubeId), decider: lineDecider });
  const ahead = lineAhead(line, userId, now);
  if (ahead) throw new TubeLockedByOther(ahead.remainSeconds);
}
