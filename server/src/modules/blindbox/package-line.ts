// A blind box's line (its `package-line-<id>` stream): what it needs to know of the box, and the gate
// the slot lock and the purchase pass. One line per box, not per slot: the slots of a box are alike
// to a shopper until one is held (tool cards read only the slot the reader holds), so whoever waits
// wants the next slot that frees, whichever it is.
import type { EventStore } from '../../event-store/event-store.port';
import { loadState } from '../../platform/command-runner';
import { lineAhead, lineDecider, lineStreamId } from '../lines/lines.public';
import { packageDecider, packageStreamId, SlotLockedByOther } from './domain/package.decide';
import { activeLock, type OpenPackageState, type Package } from './domain/package.state';

/** The first slot nobody holds and nobody bought, or null when every slot is held or drawn. */
export function firstFreeSlot(pkg: OpenPackageState, now: Date): number | null {
  const index = pkg.items.findIndex((_, i) => !pkg.drawn.has(i) && !activeLock(pkg, i, now));
  return index < 0 ? null : index;
}

/** When the first of the holds running now ends (epoch ms), or null when none runs. */
export function firstHoldEnd(pkg: OpenPackageState, now: Date): number | null {
  const ends = pkg.items.map((_, i) => activeLock(pkg, i, now)?.expiresAt).filter((end): end is number => end !== undefined);
  return ends.length ? Math.min(...ends) : null;
}

export const loadPackage = (store: EventStore, packageId: string) =>
  loadState<Package, never>({ store, streamId: packageStreamId(packageId), decider: packageDecider });

/**
 * Refuses (423's SlotLockedByOther, with the line's countdown) a member the box's line stands ahead
 * of, when what they ask takes a free slot (`itemIndex` null: every free slot, the whole box). The
 * line is read, then the box decides: one who joins between the two stands behind this hold.
 */
export async function passPackageLineGate(store: EventStore, packageId: string, userId: string, now: Date, itemIndex: number | null): Promise<void> {
  const { state: pkg } = await loadPackage(store, packageId);
  if (pkg.status !== 'open') return;
  const takesFree = itemIndex === null || (!pkg.drawn.has(itemIndex) && !activeLock(pkg, itemIndex, now));
  if (!takesFree) return;
  const { state: line } = await loadState({ store, streamId: lineStreamId('package', packageId), decider: lineDecider });
  const ahead = lineAhead(line, userId, now);
  if (ahead) throw new SlotLockedByOther(ahead.remainSeconds);
}
