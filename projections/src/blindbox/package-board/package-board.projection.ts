// The live slot grid of a blind box: drawn slots and their items, locks, sell-out, the revealed seed
// and the chain head: the box's export chain (package-audit.rule.ts), extended as each event is
// written, so the head a watcher keeps is the hash of the export's last line.
import { genesisHash, packageLineHash, publicPackageEvent } from '@shop/contracts';
import { projection, type ProjectedEvent } from '../../runner/projection';
import { PackageBoardRow } from './package-board.entity';

const handles = [
  'PackageOpened',
  'SlotLocked',
  'SlotReleased',
  'SlotHintRevealed',
  'SlotInsightRevealed',
  'SlotDrawn',
  'PackageSoldOut',
  'PackageSeedRevealed',
] as const;

export const packageBoard = projection({
  name: 'package-board',
  entity: PackageBoardRow,
  key: 'packageId',
  handles,
  keyOf: (event) => event.data.packageId,
  evolve(row, event): PackageBoardRow | null {
    if (row && event.revision <= row.revision) return row;
    const next = boardAfter(row, event);
    const prevHash = event.type === 'PackageOpened' ? genesisHash : row?.headHash;
    return next && { ...next, headHash: prevHash ? packageLineHash({ prevHash, ...publicPackageEvent(event) }) : null };
  },
});

function boardAfter(row: PackageBoardRow | null, event: ProjectedEvent<(typeof handles)[number]>): PackageBoardRow | null {
  if (event.type === 'PackageOpened') {
    return {
      packageId: event.data.packageId,
      productId: event.data.productId,
      totalSlots: event.data.items.length,
      items: event.data.items,
      drawn: {},
      locks: {},
      soldOut: false,
      commitment: event.data.commitment,
      revealedSeed: null,
      headHash: null,
      openedAt: new Date(event.metadata.occurredAt),
      revision: event.revision,
    };
  }
  if (!row) return null;
  const next = { ...row, revision: event.revision };
  switch (event.type) {
    case 'SlotLocked':
      return { ...next, locks: { ...row.locks, [event.data.itemIndex]: { userId: event.data.userId, expiresAt: event.data.expiresAt } } };
    case 'SlotReleased': {
      const locks = { ...row.locks };
      delete locks[event.data.itemIndex];
      return { ...next, locks };
    }
    case 'SlotDrawn': {
      const locks = { ...row.locks };
      delete locks[event.data.itemIndex];
      return { ...next, locks, drawn: { ...row.drawn, [event.data.itemIndex]: event.data.item } };
    }
    case 'PackageSoldOut':
      return { ...next, soldOut: true, locks: {} };
    case 'PackageSeedRevealed':
      return { ...next, revealedSeed: event.data.seed };
    case 'SlotHintRevealed':
    case 'SlotInsightRevealed':
      return next;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export type SlotState = 'free' | 'locked' | 'drawn';

/** Each slot at `now`: drawn, locked (and for how many more seconds) or free. */
export function slotStates(
  row: Pick<PackageBoardRow, 'totalSlots' | 'drawn' | 'locks'>,
  now: Date,
): { itemIndex: number; state: SlotState; lockRemain: number; lock: PackageBoardRow['locks'][string] | null }[] {
  return Array.from({ length: row.totalSlots }, (_, itemIndex) => {
    if (row.drawn[itemIndex]) return { itemIndex, state: 'drawn' as const, lockRemain: 0, lock: null };
    const lock = row.locks[itemIndex];
    const remainMs = lock ? Date.parse(lock.expiresAt) - now.getTime() : 0;
    if (lock && remainMs > 0) return { itemIndex, state: 'locked' as const, lockRemain: Math.ceil(remainMs / 1000), lock };
    return { itemIndex, state: 'free' as const, lockRemain: 0, lock: null };
  });
}
