// Tube export logs for the auditors' tools: one honest sold-out tube, the same tube before its
// reveal, and tampered copies, each naming the event a verifier must stop at. Built with the
// contracts' own chain and layout code, exactly as the tube decider writes them.
import { createHash } from 'node:crypto';
import {
  beaconPublicKeyOf,
  signBeaconRound,
  genesisHash,
  layoutTube,
  prizeAt,
  publicTubeEvent,
  tubeCommitment,
  tubeEventHash,
  type PublicTubeEvent,
  type SignedBeaconRound,
  type TubeAuditFailureCode,
} from '@shop/contracts';

export type ExportLine = PublicTubeEvent & { revision: number; recordedAt: string };

const tubeId = 'fixture-tube';
export const fixtureSeed = createHash('sha256').update('fixture seed').digest('hex');
const prizes = [
  { tier: 'A' as const, name: '大賞公仔', quantity: 1, image_url: '/a.svg' },
  { tier: 'B' as const, name: '壓克力立牌', quantity: 2, image_url: '/b.svg' },
  { tier: 'C' as const, name: '毛巾', quantity: 3, image_url: '/c.svg' },
  { tier: 'C' as const, name: '徽章', quantity: 2, image_url: '/c2.svg' },
  { tier: 'LAST' as const, name: '最後賞', quantity: 1, image_url: '/last.svg' },
];
const total = 8;
/** The local beacon key the fixture tube's round is signed with (docs/fairness.md §7). */
export const fixtureBeaconKey = createHash('sha256').update('fixture beacon key').digest('hex');
const fixtureRound = signBeaconRound(fixtureBeaconKey, 4242);

type Unchained = { type: string; data: Record<string, unknown> };

/** Links events into the chain as the tube decider does, and exports them as the audit export does. */
function exported(events: readonly Unchained[]): ExportLine[] {
  let prevHash = genesisHash;
  return events.map((e, revision) => {
    const linked = { type: e.type, data: { tubeId, ...e.data, prevHash } as { tubeId: string; userId?: string } };
    prevHash = tubeEventHash(linked);
    const pub = publicTubeEvent(linked);
    return { revision, recordedAt: new Date(Date.UTC(2026, 10, 22, 6, 0, revision)).toISOString(), ...pub };
  });
}

/**
 * Alice buys 1–5, bob 8, 6, 7 and wins LAST with 7 (the last TicketDrawn in stream order). With a
 * beacon round, the tube names it (and the key) at opening and the reveal carries it as signed.
 */
function soldOut(beacon?: { publicKey: string; round: SignedBeaconRound }): Unchained[] {
  const layout = layoutTube({ tubeId, seedHex: fixtureSeed, beaconHex: beacon?.round.randomness, totalTickets: total, prizes });
  const opening = beacon ? { beaconRound: beacon.round.round, beaconPublicKey: beacon.publicKey } : {};
  const reveal = beacon ? { beaconRandomness: beacon.round.randomness, beaconSignature: beacon.round.signature } : {};
  const draw = (number: number, userId: string, orderId: string): Unchained => ({
    type: 'TicketDrawn',
    data: { orderId, userId, number, tier: layout.tiers[number - 1], prizeName: prizeAt(layout, prizes, number).name },
  });
  return [
    { type: 'TubeOpened', data: { productId: 'p1', totalTickets: total, prizes, commitment: tubeCommitment(tubeId, fixtureSeed), ...opening } },
    { type: 'TubeLocked', data: { userId: 'alice', lockedAt: '2026-11-22T06:00:00.000Z', expiresAt: '2026-11-22T06:05:00.000Z' } },
    ...[1, 2, 3, 4, 5].map((n) => draw(n, 'alice', 'order-1')),
    { type: 'TubeLockReleased', data: { userId: 'alice', reason: 'released' } },
    { type: 'TubeLocked', data: { userId: 'bob', lockedAt: '2026-11-22T06:06:00.000Z', expiresAt: '2026-11-22T06:11:00.000Z' } },
    ...[8, 6, 7].map((n) => draw(n, 'bob', 'order-2')),
    { type: 'LastPrizeAwarded', data: { orderId: 'order-2', userId: 'bob', number: 7, prizeName: '最後賞' } },
    { type: 'TubeLockReleased', data: { userId: 'bob', reason: 'sold_out' } },
    { type: 'TubeSoldOut', data: {} },
    { type: 'TubeSeedRevealed', data: { seed: fixtureSeed, ...reveal } },
  ];
}

export const honestTubeLog = (): ExportLine[] => exported(soldOut());

/**
 * The same tube with card orders' reservations on the way: carol keeps 2 and 3 and lets her deadline
 * pass unpaid; dave keeps a count of 1 and his payment fails; bob's card order keeps a count of 3 and
 * draws 8, 6, 7 when paid. With `outOf`, carol's reservation names that number instead of 3.
 */
export const reservedTubeLog = (outOf?: number): ExportLine[] => {
  const events = soldOut();
  const reserved = (userId: string, orderId: string, numbers: number[] | null, count: number): Unchained => ({
    type: 'TicketsReserved',
    data: { orderId, userId, numbers, count, reservedAt: '2026-11-22T05:58:00.000Z', expiresAt: '2026-11-22T06:03:00.000Z' },
  });
  events.splice(1, 0, reserved('carol', 'card-1', [2, outOf ?? 3], 2), reserved('dave', 'card-2', null, 1), {
    type: 'TicketReservationEnded',
    data: { orderId: 'card-2', userId: 'dave' },
  });
  const bobDraws = events.findIndex((e) => e.type === 'TicketDrawn' && e.data.userId === 'bob');
  events.splice(bobDraws, 0, reserved('bob', 'order-2', null, 3));
  return exported(events);
};

const fixtureBeacon = () => ({ publicKey: beaconPublicKeyOf(fixtureBeaconKey), round: fixtureRound });

/** The same tube with a local beacon's round mixed into its layout. */
export const honestBeaconTubeLog = (): ExportLine[] => exported(soldOut(fixtureBeacon()));

/**
 * A beacon tube whose round was signed with another key, the layout laid out with it: only a BLS
 * check against the named key catches it (not §5's script, which has no pairing).
 */
export const forgedBeaconTubeLog = (): ExportLine[] =>
  exported(
    soldOut({ publicKey: beaconPublicKeyOf(fixtureBeaconKey), round: signBeaconRound(createHash('sha256').update('forger').digest('hex'), 4242) }),
  );

/** The same tube sold out, its seed not yet revealed. */
export const unrevealedTubeLog = (): ExportLine[] => exported(soldOut().slice(0, -1));

export type TamperedLog = { name: string; log: ExportLine[]; failsAt: number; code: TubeAuditFailureCode };

const indexOf = (events: readonly Unchained[], type: string, nth = 0) => events.map((e, i) => (e.type === type ? i : -1)).filter((i) => i >= 0)[nth]!;

/** Edits that a verifier must catch, each re-chained (so only the rule it breaks can catch it) unless said otherwise. */
export function tamperedTubeLogs(): TamperedLog[] {
  const honest = soldOut();
  const edit = (at: number, change: (data: Record<string, unknown>) => Record<string, unknown>) =>
    honest.map((e, i) => (i === at ? { type: e.type, data: change(e.data) } : e));
  const firstDraw = indexOf(honest, 'TicketDrawn');
  const firstC = honest.findIndex((e) => e.type === 'TicketDrawn' && e.data.tier === 'C');
  const otherC = honest.findIndex(
    (e, i) => i > firstC && e.type === 'TicketDrawn' && e.data.tier === 'C' && e.data.prizeName !== honest[firstC]!.data.prizeName,
  );
  const soldOutAt = indexOf(honest, 'TubeSoldOut');
  const lastAt = indexOf(honest, 'LastPrizeAwarded');
  const revealAt = indexOf(honest, 'TubeSeedRevealed');
  const flipped = (fixtureSeed.slice(0, 63) + (fixtureSeed[63] === '0' ? '1' : '0')) as string;

  const reorderedPrizes = [prizes[0]!, prizes[1]!, prizes[3]!, prizes[2]!, prizes[4]!];
  const layout = layoutTube({ tubeId, seedHex: fixtureSeed, totalTickets: total, prizes });
  const renamedAt = honest.findIndex(
    (e) => e.type === 'TicketDrawn' && e.data.tier === 'C' && prizeAt(layout, reorderedPrizes, e.data.number as number).name !== e.data.prizeName,
  );
  const lockAt = indexOf(honest, 'TubeLocked');
  const editedInPlace = exported(honest).map((l, i) => (i === lockAt ? { ...l, data: { ...l.data, expiresAt: '2026-11-22T07:00:00.000Z' } } : l));
  const cut = exported(honest).filter((_, i) => i !== firstDraw);
  return [
    { name: 'a lock time edited in place', log: editedInPlace, failsAt: lockAt + 1, code: 'chain-broken' },
    {
      name: 'a tier edited and the chain recomputed',
      log: exported(edit(firstC, (d) => ({ ...d, tier: 'B', prizeName: '壓克力立牌' }))),
      failsAt: firstC,
      code: 'tier-mismatch',
    },
    { name: 'a draw removed', log: cut, failsAt: firstDraw, code: 'revision-gap' },
    {
      name: 'two C prizes swapped',
      log: exported(edit(firstC, (d) => ({ ...d, prizeName: honest[otherC]!.data.prizeName }))),
      failsAt: firstC,
      code: 'prize-mismatch',
    },
    { name: 'a seed bit flipped', log: exported(edit(revealAt, (d) => ({ ...d, seed: flipped }))), failsAt: revealAt, code: 'commitment-mismatch' },
    {
      name: 'LAST to another buyer',
      log: exported(edit(lastAt, (d) => ({ ...d, userId: 'alice', orderId: 'order-1' }))),
      failsAt: lastAt,
      code: 'last-wrong-participant',
    },
    {
      name: 'a number sold twice',
      log: exported(
        edit(firstDraw + 1, (d) => ({ ...d, number: 1, tier: honest[firstDraw]!.data.tier, prizeName: honest[firstDraw]!.data.prizeName })),
      ),
      failsAt: firstDraw + 1,
      code: 'number-drawn-twice',
    },
    {
      name: 'the seed revealed before sell-out',
      log: exported([...honest.slice(0, firstDraw), honest[revealAt]!, ...honest.slice(firstDraw, revealAt)]),
      failsAt: firstDraw,
      code: 'reveal-early',
    },
    {
      // The tube-v1 commitment does not cover the prize list: its order (which names the C numbers, §1.7) is pinned by
      // the chain, and a list reordered and re-chained fails at the first ticket whose name it changes.
      name: 'the two C entries of the prize list reordered and the chain recomputed',
      log: exported(edit(0, (d) => ({ ...d, prizes: reorderedPrizes }))),
      failsAt: renamedAt,
      code: 'prize-mismatch',
    },
    { name: 'sold out without LAST', log: exported(honest.filter((_, i) => i !== lastAt)), failsAt: soldOutAt - 1, code: 'last-missing' },
    {
      name: 'the beacon randomness edited (signature kept)',
      log: exported(soldOut({ ...fixtureBeacon(), round: { ...fixtureRound, randomness: createHash('sha256').update('another').digest('hex') } })),
      failsAt: revealAt,
      code: 'beacon-forged',
    },
    {
      name: 'the beacon round left out of the reveal',
      log: exported(soldOut(fixtureBeacon()).map((e, i) => (i === revealAt ? { type: e.type, data: { seed: fixtureSeed } } : e))),
      failsAt: revealAt,
      code: 'beacon-missing',
    },
    {
      name: 'a ticket drawn after sell-out',
      log: exported([...honest.slice(0, soldOutAt + 1), { type: 'TicketDrawn', data: { ...honest[firstDraw]!.data, number: 9 } }, honest[revealAt]!]),
      failsAt: soldOutAt + 1,
      code: 'after-sold-out',
    },
  ];
}
