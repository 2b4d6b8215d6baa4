// What may happen to a blind box. Time, ids, seeds and the layout arrive in the command (DESIGN.md
// decision 4): the layout is computed by the caller from the package's secret seed
// (layoutPackage), the decider only reads it.
import {
  constants,
  holdRefusal,
  messages,
  packageOpenedCommitment,
  type Holder,
  type HoldKind,
  type PackageEvent,
  type PackageItem,
  type PackageOpened,
  type SignedBeaconRound,
} from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { activeLock, evolve, freeSlots, heldSlot, initialPackage, type OpenPackageState, type Package } from './package.state';

export type OpenPackage = { type: 'OpenPackage'; data: PackageOpened['data'] };
/** Holds one slot for the member; `holder` is what the lock handler found out about them (contracts' hold rule). */
export type LockSlot = { type: 'LockSlot'; data: { packageId: string; userId: string; itemIndex: number; holder: Holder }; now: Date };
export type ReleaseSlot = { type: 'ReleaseSlot'; data: { packageId: string; userId: string }; now: Date };
export type RevealHint = {
  type: 'RevealHint';
  data: { packageId: string; userId: string; itemIndex: number; layout: readonly PackageItem[]; randomSeed: number; reference: string };
  now: Date;
};
export type RevealInsight = {
  type: 'RevealInsight';
  data: { packageId: string; userId: string; itemIndex: number; layout: readonly PackageItem[]; reference: string };
  now: Date;
};
/** Sells slots to one order: the chosen ones, or (wholeBox) every slot still free. */
export type DrawSlots = {
  type: 'DrawSlots';
  data: { packageId: string; orderId: string; userId: string; itemIndexes: readonly number[]; wholeBox: boolean; layout: readonly PackageItem[] };
  now: Date;
};
/** The seed, and (package-v3) the beacon round the box named, as the beacon signed it. */
export type RevealPackageSeed = { type: 'RevealPackageSeed'; data: { packageId: string; seedHex: string; beacon: SignedBeaconRound | null } };
export type PackageCommand = OpenPackage | LockSlot | ReleaseSlot | RevealHint | RevealInsight | DrawSlots | RevealPackageSeed;

export class PackageAlreadyOpened extends DomainError {}
export class PackageNotOpen extends DomainError {
  constructor(readonly packageId: string) {
    super(`package ${packageId} is not open`);
  }
}
/** 此盲盒已售完 */
export class PackageAlreadySoldOut extends DomainError {
  constructor() {
    super(messages.blindbox.soldOut);
  }
}
/** 此物品正在被其他用戶挑選中 */
export class SlotLockedByOther extends DomainError {
  constructor(readonly remainSeconds: number) {
    super(messages.blindbox.slotBeingPicked);
  }
}
/** A slot is held for a buyer: a wallet that cannot pay for one draw of this box takes none. */
export class SlotNeedsFunds extends DomainError {
  constructor() {
    super(messages.blindbox.slotNeedsFunds);
  }
}
/** One hold per member at a time, across tubes and blind-box slots. */
export class SlotHeldElsewhere extends DomainError {
  constructor(
    readonly heldKind: HoldKind,
    readonly heldContainerId: string,
  ) {
    super(messages.holds.heldElsewhere);
  }
}
/** The member let holds lapse unbought again and again: they wait before the next one, anywhere. */
export class SlotCooldown extends DomainError {
  constructor(readonly remainSeconds: number) {
    super(messages.holds.cooldown(remainSeconds));
  }
}
/** The slot is already sold, or there is no such slot. */
export class SlotUnavailable extends DomainError {}
/** A tool card is used on the slot the member holds; this one is not (the lock ran out). 已被重新整理，請再選一盒 */
export class SlotNotHeld extends DomainError {
  constructor() {
    super(messages.blindbox.refreshedPickAgain);
  }
}
/** Every item in the box is the slot's own: nothing it is not. */
export class NoHintPossible extends DomainError {}
export class InvalidLayout extends DomainError {}
export class PackageNotSoldOut extends DomainError {}
export class SeedMismatch extends DomainError {}

const second = 1000;
const remainOf = (expiresAt: number, now: Date) => Math.max(1, Math.ceil((expiresAt - now.getTime()) / second));

function open(pkg: Package, packageId: string): OpenPackageState {
  if (pkg.status !== 'open') throw new PackageNotOpen(packageId);
  return pkg;
}

function slotIn(pkg: OpenPackageState, itemIndex: number): void {
  if (!Number.isInteger(itemIndex) || itemIndex < 0 || itemIndex >= pkg.items.length) throw new SlotUnavailable(`no slot ${itemIndex}`);
}

function layoutFits(pkg: OpenPackageState, layout: readonly PackageItem[]): void {
  if (layout.length !== pkg.items.length) throw new InvalidLayout(`layout of ${layout.length} for ${pkg.items.length} slots`);
}

function openPackage(cmd: OpenPackage, pkg: Package): PackageEvent[] {
  if (pkg.status !== 'unopened') throw new PackageAlreadyOpened(`package ${cmd.data.packageId} is already open`);
  return [{ type: 'PackageOpened', data: cmd.data }];
}

function lockSlot(cmd: LockSlot, pkg: Package): PackageEvent[] {
  const { packageId, userId, itemIndex } = cmd.data;
  const p = open(pkg, packageId);
  if (p.soldOut) throw new PackageAlreadySoldOut();
  slotIn(p, itemIndex);
  if (p.drawn.has(itemIndex)) throw new SlotUnavailable(`slot ${itemIndex} is drawn`);
  const lock = activeLock(p, itemIndex, cmd.now);
  if (lock && lock.userId !== userId) throw new SlotLockedByOther(remainOf(lock.expiresAt, cmd.now));
  // Choosing the slot again while holding it changes nothing: the countdown runs on.
  if (lock) return [];
  const refusal = holdRefusal(cmd.data.holder, cmd.now.getTime());
  if (refusal?.reason === 'needs_funds') throw new SlotNeedsFunds();
  if (refusal?.reason === 'held_elsewhere') throw new SlotHeldElsewhere(refusal.kind, refusal.containerId);
  if (refusal?.reason === 'cooldown') throw new SlotCooldown(refusal.remainSeconds);
  const events: PackageEvent[] = [];
  // One slot per member per package: taking another gives the first one back.
  const held = heldSlot(p, userId, cmd.now);
  if (held !== null) events.push({ type: 'SlotReleased', data: { packageId, itemIndex: held, userId, reason: 'switched' } });
  const expiresAt = new Date(cmd.now.getTime() + constants.blindbox.slotLockSeconds * second);
  events.push({ type: 'SlotLocked', data: { packageId, itemIndex, userId, lockedAt: cmd.now.toISOString(), expiresAt: expiresAt.toISOString() } });
  return events;
}

function releaseSlot(cmd: ReleaseSlot, pkg: Package): PackageEvent[] {
  const { packageId, userId } = cmd.data;
  const p = open(pkg, packageId);
  const held = heldSlot(p, userId, cmd.now);
  return held === null ? [] : [{ type: 'SlotReleased', data: { packageId, itemIndex: held, userId, reason: 'released' } }];
}

/** Tool cards work on the slot the member holds, before it is sold. */
function heldForReveal(pkg: Package, packageId: string, userId: string, itemIndex: number, now: Date): OpenPackageState {
  const p = open(pkg, packageId);
  slotIn(p, itemIndex);
  if (p.drawn.has(itemIndex)) throw new SlotUnavailable(`slot ${itemIndex} is drawn`);
  const lock = activeLock(p, itemIndex, now);
  if (lock && lock.userId !== userId) throw new SlotLockedByOther(remainOf(lock.expiresAt, now));
  if (!lock) throw new SlotNotHeld();
  return p;
}

function revealHint(cmd: RevealHint, pkg: Package): PackageEvent[] {
  const { packageId, userId, itemIndex, layout, randomSeed, reference } = cmd.data;
  const p = open(pkg, packageId);
  if (p.reveals.has(reference)) return [];
  heldForReveal(p, packageId, userId, itemIndex, cmd.now);
  layoutFits(p, layout);
  const own = layout[itemIndex]!.name;
  // Candidates: every other kind of item the box holds (by name), so the hint is true by construction.
  const kinds = new Map<string, PackageItem>();
  for (const item of p.items) if (item.name !== own && !kinds.has(item.name)) kinds.set(item.name, item);
  if (kinds.size === 0) throw new NoHintPossible(`every item of package ${packageId} is ${own}`);
  const ruledOut = new Set(p.hinted.get(itemIndex) ?? []);
  const fresh = [...kinds.values()].filter((k) => !ruledOut.has(k.name));
  const pool = fresh.length ? fresh : [...kinds.values()];
  const notMeItem = pool[Math.abs(Math.trunc(randomSeed)) % pool.length]!;
  return [{ type: 'SlotHintRevealed', data: { packageId, itemIndex, userId, notMeItem, reference } }];
}

function revealInsight(cmd: RevealInsight, pkg: Package): PackageEvent[] {
  const { packageId, userId, itemIndex, layout, reference } = cmd.data;
  const p = open(pkg, packageId);
  if (p.reveals.has(reference)) return [];
  heldForReveal(p, packageId, userId, itemIndex, cmd.now);
  layoutFits(p, layout);
  return [{ type: 'SlotInsightRevealed', data: { packageId, itemIndex, userId, currentItem: layout[itemIndex]!, reference } }];
}

function drawSlots(cmd: DrawSlots, pkg: Package): PackageEvent[] {
  const { packageId, orderId, userId, wholeBox, layout } = cmd.data;
  const p = open(pkg, packageId);
  // A retried purchase for an order that already took its slots changes nothing.
  if (p.orders.has(orderId)) return [];
  if (p.soldOut) throw new PackageAlreadySoldOut();
  layoutFits(p, layout);
  const free = freeSlots(p);
  const indexes = wholeBox ? free : [...new Set(cmd.data.itemIndexes)].sort((a, b) => a - b);
  if (indexes.length === 0) throw new PackageAlreadySoldOut();
  if (wholeBox && cmd.data.itemIndexes.length !== free.length) throw new SlotUnavailable(`the whole box is ${free.length} slots now`);
  for (const i of indexes) {
    slotIn(p, i);
    if (p.drawn.has(i)) throw new SlotUnavailable(`slot ${i} is drawn`);
    // The whole box is refused while anyone else holds any slot of it.
    const lock = activeLock(p, i, cmd.now);
    if (lock && lock.userId !== userId) throw new SlotLockedByOther(remainOf(lock.expiresAt, cmd.now));
  }
  const events: PackageEvent[] = indexes.map((itemIndex) => ({
    type: 'SlotDrawn',
    data: { packageId, itemIndex, orderId, userId, item: layout[itemIndex]! },
  }));
  if (p.drawn.size + indexes.length === p.items.length) {
    // Locks held elsewhere in the box by this buyer end before the sell-out.
    const held = heldSlot(p, userId, cmd.now);
    if (held !== null && !indexes.includes(held))
      events.push({ type: 'SlotReleased', data: { packageId, itemIndex: held, userId, reason: 'released' } });
    events.push({ type: 'PackageSoldOut', data: { packageId } });
  }
  return events;
}

function revealPackageSeed(cmd: RevealPackageSeed, pkg: Package): PackageEvent[] {
  const { packageId, seedHex } = cmd.data;
  const p = open(pkg, packageId);
  if (!p.soldOut) throw new PackageNotSoldOut(`package ${packageId} still has slots`);
  if (p.revealed) return [];
  if (packageOpenedCommitment(p, seedHex) !== p.commitment) throw new SeedMismatch(`the seed does not match package ${packageId}'s commitment`);
  if (p.beaconRound === undefined) return [{ type: 'PackageSeedRevealed', data: { packageId, seed: seedHex.toLowerCase() } }];
  const { beacon } = cmd.data;
  if (beacon?.round !== p.beaconRound) throw new SeedMismatch(`package ${packageId} reveals with beacon round ${p.beaconRound}`);
  return [
    {
      type: 'PackageSeedRevealed',
      data: { packageId, seed: seedHex.toLowerCase(), beaconRandomness: beacon.randomness, beaconSignature: beacon.signature },
    },
  ];
}

export function decide(command: PackageCommand, pkg: Package): PackageEvent[] {
  switch (command.type) {
    case 'OpenPackage':
      return openPackage(command, pkg);
    case 'LockSlot':
      return lockSlot(command, pkg);
    case 'ReleaseSlot':
      return releaseSlot(command, pkg);
    case 'RevealHint':
      return revealHint(command, pkg);
    case 'RevealInsight':
      return revealInsight(command, pkg);
    case 'DrawSlots':
      return drawSlots(command, pkg);
    case 'RevealPackageSeed':
      return revealPackageSeed(command, pkg);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const packageDecider = { initialState: initialPackage, evolve, decide };

export const packageStreamId = (packageId: string) => `package-${packageId}`;
