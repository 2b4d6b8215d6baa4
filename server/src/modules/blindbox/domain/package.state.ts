// The state of one blind box, folded from its `package-<id>` stream.
import type { PackageEvent, PackageItem } from '@shop/contracts';

export interface SlotLock {
  userId: string;
  /** Epoch milliseconds; a lock past this instant is free to the next command. */
  expiresAt: number;
}

export interface DrawnSlot {
  orderId: string;
  userId: string;
  item: PackageItem;
}

export type OpenPackageState = {
  status: 'open';
  packageId: string;
  productId: string;
  /** The contents as opened (catalogue order); the layout is the seed's shuffle of it. */
  items: readonly PackageItem[];
  /** The box's fairness scheme: absent for "package-v1" boxes. */
  scheme?: 'package-v2' | 'package-v3';
  /** package-v3: the beacon round named at opening and the key it verifies against (docs/fairness.md §7, §10). */
  beaconRound?: number;
  beaconPublicKey?: string;
  commitment: string;
  drawn: ReadonlyMap<number, DrawnSlot>;
  /** Orders that took slots here: a retried purchase takes nothing more. */
  orders: ReadonlyMap<string, readonly number[]>;
  /** Locks as recorded; one past its expiry is free (see activeLocks). */
  locks: ReadonlyMap<number, SlotLock>;
  /** When each member's last lock here lapsed unbought (epoch ms), once another lock took its slot. */
  lapses: ReadonlyMap<string, number>;
  /** Item names a hint card already ruled out, per slot: the next hint names another one. */
  hinted: ReadonlyMap<number, readonly string[]>;
  /** References of reveals already recorded (a retried hint or insight spends one card). */
  reveals: ReadonlySet<string>;
  soldOut: boolean;
  revealed: boolean;
};

export type Package = { status: 'unopened' } | OpenPackageState;

export const initialPackage: Package = { status: 'unopened' };

export function evolve(pkg: Package, event: PackageEvent): Package {
  if (event.type === 'PackageOpened') {
    const d = event.data;
    return {
      status: 'open',
      packageId: d.packageId,
      productId: d.productId,
      items: d.items,
      scheme: d.scheme,
      beaconRound: d.beaconRound,
      beaconPublicKey: d.beaconPublicKey,
      commitment: d.commitment,
      drawn: new Map(),
      orders: new Map(),
      locks: new Map(),
      lapses: new Map(),
      hinted: new Map(),
      reveals: new Set(),
      soldOut: false,
      revealed: false,
    };
  }
  if (pkg.status !== 'open') return pkg;
  switch (event.type) {
    case 'SlotLocked': {
      const { itemIndex, userId, lockedAt, expiresAt } = event.data;
      // The lock this one replaces ran out unbought (a bought or released lock leaves the map).
      const prior = pkg.locks.get(itemIndex);
      const lapses = prior && prior.expiresAt <= Date.parse(lockedAt) ? new Map(pkg.lapses).set(prior.userId, prior.expiresAt) : pkg.lapses;
      return { ...pkg, lapses, locks: new Map(pkg.locks).set(itemIndex, { userId, expiresAt: Date.parse(expiresAt) }) };
    }
    case 'SlotReleased': {
      const locks = new Map(pkg.locks);
      locks.delete(event.data.itemIndex);
      return { ...pkg, locks };
    }
    case 'SlotHintRevealed': {
      const { itemIndex, notMeItem, reference } = event.data;
      const hinted = new Map(pkg.hinted).set(itemIndex, [...(pkg.hinted.get(itemIndex) ?? []), notMeItem.name]);
      return { ...pkg, hinted, reveals: new Set(pkg.reveals).add(reference) };
    }
    case 'SlotInsightRevealed':
      return { ...pkg, reveals: new Set(pkg.reveals).add(event.data.reference) };
    case 'SlotDrawn': {
      const { itemIndex, orderId, userId, item } = event.data;
      const locks = new Map(pkg.locks);
      locks.delete(itemIndex);
      return {
        ...pkg,
        locks,
        drawn: new Map(pkg.drawn).set(itemIndex, { orderId, userId, item }),
        orders: new Map(pkg.orders).set(orderId, [...(pkg.orders.get(orderId) ?? []), itemIndex]),
      };
    }
    case 'PackageSoldOut':
      return { ...pkg, soldOut: true };
    case 'PackageSeedRevealed':
      return { ...pkg, revealed: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** The slot's lock if it still holds at `now`. */
export function activeLock(pkg: Package, itemIndex: number, now: Date): SlotLock | null {
  if (pkg.status !== 'open') return null;
  const lock = pkg.locks.get(itemIndex);
  return lock && lock.expiresAt > now.getTime() ? lock : null;
}

/** The slot this member holds at `now`, if any (at most one per package). */
export function heldSlot(pkg: Package, userId: string, now: Date): number | null {
  if (pkg.status !== 'open') return null;
  for (const [index, lock] of pkg.locks) if (lock.userId === userId && lock.expiresAt > now.getTime()) return index;
  return null;
}

/**
 * Whether `userId` still holds a slot here at `now`, and otherwise when their last lock here ran out
 * unbought (epoch ms, null when it was bought or given back).
 */
export function memberSlotHold(pkg: Package, userId: string, now: Date): { live: boolean; lapsedAt: number | null } {
  if (pkg.status !== 'open') return { live: false, lapsedAt: null };
  let lapsedAt = pkg.lapses.get(userId) ?? null;
  for (const lock of pkg.locks.values()) {
    if (lock.userId !== userId) continue;
    if (lock.expiresAt > now.getTime()) return { live: true, lapsedAt: null };
    lapsedAt = Math.max(lapsedAt ?? 0, lock.expiresAt);
  }
  return { live: false, lapsedAt };
}

export function freeSlots(pkg: OpenPackageState): number[] {
  return pkg.items.map((_, i) => i).filter((i) => !pkg.drawn.has(i));
}
