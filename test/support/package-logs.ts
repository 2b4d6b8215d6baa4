// Blind-box export logs for the auditors' tools: one honest sold-out box under "package-v3" (and the
// same box opened under the older "package-v2" and "package-v1"), the box before it sells out, and tampered copies,
// each naming the line a verifier must stop at. Built with the contracts' own layout and export
// chain code, exactly as the package decider writes the events and the audit export prints them.
import { createHash } from 'node:crypto';
import {
  beaconPublicKeyOf,
  beaconRandomnessOf,
  layoutPackage,
  packageAuditLines,
  packageCommitment,
  packageCommitmentV2,
  packageV3Opening,
  signBeaconRound,
  type SignedBeaconRound,
  type PackageAuditFailureCode,
  type PackageAuditLine,
  type PackageItem,
} from '@shop/contracts';

export const fixturePackageId = 'fixture-box-1';
export const fixturePackageSeed = createHash('sha256').update('fixture package seed').digest('hex');
export const fixturePackageItems: PackageItem[] = [
  { name: '小熊', rarity: 'normal', image_url: '/b/bear.svg' },
  { name: '小兔', rarity: 'normal', image_url: '/b/rabbit.svg' },
  { name: '小熊', rarity: 'normal', image_url: '/b/bear.svg' },
  { name: '隱藏版 金熊', rarity: 'hidden', image_url: '/b/gold.svg' },
];

/** The local beacon key the fixture box's round is signed with, and that round (docs/fairness.md §7, §10). */
export const fixturePackageBeaconKey = createHash('sha256').update('fixture package beacon key').digest('hex');
const fixtureRound = signBeaconRound(fixturePackageBeaconKey, 5150);
const beaconNamed = { beaconRound: fixtureRound.round, beaconPublicKey: beaconPublicKeyOf(fixturePackageBeaconKey) };

type Stored = { type: string; data: Record<string, unknown> };
type Scheme = 'package-v1' | 'package-v2' | 'package-v3';

function opened(scheme: Scheme, items = fixturePackageItems): Stored {
  const data =
    scheme === 'package-v3'
      ? packageV3Opening(fixturePackageId, items, beaconNamed, fixturePackageSeed)
      : scheme === 'package-v2'
        ? { scheme, commitment: packageCommitmentV2(fixturePackageId, items, fixturePackageSeed) }
        : { commitment: packageCommitment(fixturePackageId, fixturePackageSeed) };
  return { type: 'PackageOpened', data: { productId: 'p-box', items, ...data } };
}

/**
 * Alice holds slot 2, sees a hint and an insight, buys it; bob buys the rest; sold out; revealed (a
 * package-v3 box's reveal carries `round`, the beacon round laid out with).
 */
function soldOut(scheme: Scheme = 'package-v3', round: SignedBeaconRound = fixtureRound): Stored[] {
  const layout = layoutPackage(fixturePackageSeed, fixturePackageItems, scheme === 'package-v3' ? round.randomness : undefined);
  const beacon = scheme === 'package-v3' ? { beaconRandomness: round.randomness, beaconSignature: round.signature } : {};
  const notMe = fixturePackageItems.find((i) => i.name !== layout[2]!.name)!;
  return [
    opened(scheme),
    { type: 'SlotLocked', data: { itemIndex: 2, userId: 'alice', lockedAt: '2026-11-24T06:00:00.000Z', expiresAt: '2026-11-24T06:02:30.000Z' } },
    { type: 'SlotHintRevealed', data: { itemIndex: 2, userId: 'alice', notMeItem: notMe, reference: 'hint-1' } },
    { type: 'SlotInsightRevealed', data: { itemIndex: 2, userId: 'alice', currentItem: layout[2]!, reference: 'insight-1' } },
    { type: 'SlotDrawn', data: { itemIndex: 2, orderId: 'order-a', userId: 'alice', item: layout[2]! } },
    ...[0, 1, 3].map((itemIndex) => ({ type: 'SlotDrawn', data: { itemIndex, orderId: 'order-b', userId: 'bob', item: layout[itemIndex]! } })),
    { type: 'PackageSoldOut', data: {} },
    { type: 'PackageSeedRevealed', data: { seed: fixturePackageSeed, ...beacon } },
  ];
}

/** The export's lines of stored events (public form, the chain computed over them). */
function exported(events: readonly Stored[]): PackageAuditLine[] {
  return packageAuditLines(
    events.map((e, revision) => ({
      revision,
      recordedAt: new Date(Date.UTC(2026, 10, 24, 6, 0, revision)).toISOString(),
      type: e.type,
      data: { packageId: fixturePackageId, ...e.data },
    })),
  );
}

export const honestPackageLog = (): PackageAuditLine[] => exported(soldOut());
/** The same box opened before package-v3: no beacon round, the seed's shuffle alone. */
export const honestPackageV2Log = (): PackageAuditLine[] => exported(soldOut('package-v2'));
/** The same box opened before package-v2: the v1 commitment, still verified under v1. */
export const honestPackageV1Log = (): PackageAuditLine[] => exported(soldOut('package-v1'));
/**
 * A package-v3 box whose round was signed with another key, the layout laid out with it: only a BLS
 * check against the named key catches it (not §5's script, which has no pairing).
 */
export const forgedBeaconPackageLog = (): PackageAuditLine[] =>
  exported(soldOut('package-v3', signBeaconRound(createHash('sha256').update('forger').digest('hex'), fixtureRound.round)));
/** The box before its last slot is sold. */
export const unrevealedPackageLog = (): PackageAuditLine[] => exported(soldOut().slice(0, -3));

export type TamperedPackageLog = { name: string; log: PackageAuditLine[]; failsAt: number; code: PackageAuditFailureCode };

/** Edits that a verifier must catch, each re-chained (so only the rule it breaks can catch it) unless said otherwise. */
export function tamperedPackageLogs(): TamperedPackageLog[] {
  const honest = soldOut();
  const at = (type: string) => honest.findIndex((e) => e.type === type);
  const drawnAt = at('SlotDrawn');
  const soldOutAt = at('PackageSoldOut');
  const revealAt = at('PackageSeedRevealed');
  const edit = (i: number, change: (data: Record<string, unknown>) => Record<string, unknown>) =>
    honest.map((e, k) => (k === i ? { type: e.type, data: change(e.data) } : e));
  const other = (item: PackageItem) => fixturePackageItems.find((i) => i.name !== item.name)!;
  const flipped = (s: string) => s.slice(0, 63) + (s[63] === '0' ? '1' : '0');
  const inPlace = exported(honest).map((l, i) => (i === drawnAt ? { ...l, data: { ...l.data, orderId: 'order-x' } } : l));
  return [
    { name: 'a line edited in place', log: inPlace, failsAt: drawnAt, code: 'chain-broken' },
    {
      name: "a slot's item swapped and the chain recomputed",
      log: exported(edit(drawnAt, (d) => ({ ...d, item: other(d.item as PackageItem) }))),
      failsAt: drawnAt,
      code: 'item-mismatch',
    },
    {
      name: 'the item list reordered (same seed and commitment) and the chain recomputed',
      log: exported(edit(0, (d) => ({ ...d, items: [...fixturePackageItems].reverse() }))),
      failsAt: revealAt,
      code: 'commitment-mismatch',
    },
    { name: 'a line dropped', log: exported(honest).filter((_, i) => i !== drawnAt), failsAt: drawnAt, code: 'chain-broken' },
    {
      name: 'a seed bit flipped',
      log: exported(edit(revealAt, (d) => ({ ...d, seed: flipped(d.seed as string) }))),
      failsAt: revealAt,
      code: 'commitment-mismatch',
    },
    { name: 'sold out without the reveal', log: exported(honest.slice(0, revealAt)), failsAt: revealAt, code: 'reveal-missing' },
    {
      name: 'the beacon randomness edited (signature kept)',
      log: exported(edit(revealAt, (d) => ({ ...d, beaconRandomness: beaconRandomnessOf('00'.repeat(48)) }))),
      failsAt: revealAt,
      code: 'beacon-forged',
    },
    {
      name: 'the beacon round left out of the reveal',
      log: exported(edit(revealAt, (d) => ({ seed: d.seed }))),
      failsAt: revealAt,
      code: 'beacon-missing',
    },
    {
      name: 'the seed revealed before the sell-out',
      log: exported([...honest.slice(0, soldOutAt), honest[revealAt]!, honest[soldOutAt]!]),
      failsAt: soldOutAt,
      code: 'reveal-early',
    },
  ];
}

/** The unsold box rewritten from its start with the item list reordered: self-consistent, but not the chain a watcher kept. */
export const rewrittenPackageLog = (): PackageAuditLine[] =>
  exported(
    soldOut()
      .slice(0, -3)
      .map((e, i) => (i === 0 ? opened('package-v3', [...fixturePackageItems].reverse()) : e)),
  );
