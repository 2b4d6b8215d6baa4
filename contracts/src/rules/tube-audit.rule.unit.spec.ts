import { createHash } from 'node:crypto';
import type { TubeEvent } from '../events/tube.events';
import { beaconPublicKeyOf, beaconRandomnessOf, signBeaconRound, type SignedBeaconRound } from './beacon.rule';
import { layoutTube, tubeCommitment } from './fairness.rule';
import { prizeAt } from './tube-prizes.rule';
import { parseTubeAuditExport, TubeAuditFileError, verifyTubeLog } from './tube-audit.rule';
import { genesisHash, publicTubeEvent, tubeEventHash, tubeParticipantTag, type PublicTubeEvent } from './tube-chain.rule';

const seedOf = (label: string) => createHash('sha256').update(label).digest('hex');
// A local beacon's key, and the round it signs for the tube (docs/fairness.md §7).
const beaconKey = seedOf('beacon key');
const beaconPublicKey = beaconPublicKeyOf(beaconKey);
const beaconRound = signBeaconRound(beaconKey, 1234);
const tubeId = 'audit-tube';
const seed = seedOf('audit seed');
const prizes = [
  { tier: 'A' as const, name: '大賞公仔', quantity: 1, image_url: '/a.svg' },
  { tier: 'B' as const, name: '壓克力立牌', quantity: 2, image_url: '/b.svg' },
  { tier: 'C' as const, name: '毛巾', quantity: 3, image_url: '/c.svg' },
  { tier: 'C' as const, name: '徽章', quantity: 2, image_url: '/c2.svg' },
  { tier: 'LAST' as const, name: '最後賞', quantity: 1, image_url: '/last.svg' },
];
const total = 8;
const nameOf = (tier: string) => prizes.find((p) => p.tier === tier)!.name;

type Unchained = { type: TubeEvent['type']; data: Record<string, unknown> };

/** Links events into the chain exactly as the tube decider does. */
function chain(events: Unchained[]): TubeEvent[] {
  let prevHash = genesisHash;
  return events.map((e) => {
    const linked = { type: e.type, data: { ...e.data, prevHash } } as TubeEvent;
    prevHash = tubeEventHash(linked);
    return linked;
  });
}

/** A sold-out, revealed tube: alice buys 1–5 in one order, bob buys 6–8 in another and wins LAST. */
function soldOutTube(overrides: { seed?: string; lastTo?: string; beacon?: SignedBeaconRound } = {}): Unchained[] {
  const { beacon } = overrides;
  const layout = layoutTube({ tubeId, seedHex: seed, beaconHex: beacon?.randomness, totalTickets: total, prizes });
  const opening = beacon ? { beaconRound: beaconRound.round, beaconPublicKey } : {};
  const reveal = beacon ? { beaconRandomness: beacon.randomness, beaconSignature: beacon.signature } : {};
  const draw = (number: number, userId: string, orderId: string): Unchained => ({
    type: 'TicketDrawn',
    data: { tubeId, orderId, userId, number, tier: layout.tiers[number - 1], prizeName: prizeAt(layout, prizes, number).name },
  });
  return [
    { type: 'TubeOpened', data: { tubeId, productId: 'p1', totalTickets: total, prizes, commitment: tubeCommitment(tubeId, seed), ...opening } },
    { type: 'TubeLocked', data: { tubeId, userId: 'alice', lockedAt: '2026-11-22T06:00:00.000Z', expiresAt: '2026-11-22T06:05:00.000Z' } },
    ...[1, 2, 3, 4, 5].map((n) => draw(n, 'alice', 'order-1')),
    { type: 'TubeLockReleased', data: { tubeId, userId: 'alice', reason: 'released' } },
    { type: 'TubeLocked', data: { tubeId, userId: 'bob', lockedAt: '2026-11-22T06:06:00.000Z', expiresAt: '2026-11-22T06:11:00.000Z' } },
    ...[8, 6, 7].map((n) => draw(n, 'bob', 'order-2')),
    { type: 'LastPrizeAwarded', data: { tubeId, orderId: 'order-2', userId: overrides.lastTo ?? 'bob', number: 7, prizeName: '最後賞' } },
    { type: 'TubeSoldOut', data: { tubeId } },
    { type: 'TubeLockReleased', data: { tubeId, userId: 'bob', reason: 'sold_out' } },
    { type: 'TubeSeedRevealed', data: { tubeId, seed: overrides.seed ?? seed, ...reveal } },
  ];
}

const publicLog = (events: Unchained[]): PublicTubeEvent[] => chain(events).map((e) => publicTubeEvent(e));
const indexOfType = (log: readonly { type: string }[], type: string, nth = 0) =>
  log.map((e, i) => (e.type === type ? i : -1)).filter((i) => i >= 0)[nth]!;

describe('verifyTubeLog', () => {
  describe('given a tube that named a beacon round at opening', () => {
    it('when the reveal carries the round as the beacon signed it then it verifies, the txid mixing its randomness', () => {
      const result = verifyTubeLog(publicLog(soldOutTube({ beacon: beaconRound })));
      expect(result).toMatchObject({
        status: 'verified',
        summary: {
          txid: layoutTube({ tubeId, seedHex: seed, beaconHex: beaconRound.randomness, totalTickets: total, prizes }).txid,
          beacon: { round: 1234, publicKey: beaconPublicKey, randomness: beaconRound.randomness },
        },
      });
    });

    it('when the round is forged with another key then it fails at the reveal', () => {
      const forged = signBeaconRound(seedOf('not the beacon'), 1234);
      const log = publicLog(soldOutTube({ beacon: forged }));
      expect(verifyTubeLog(log)).toMatchObject({
        status: 'failed',
        failure: { index: log.length - 1, type: 'TubeSeedRevealed', code: 'beacon-forged' },
      });
    });

    it('when another round of the same beacon is revealed then it fails at the reveal', () => {
      const other = signBeaconRound(beaconKey, 1235);
      const log = publicLog(soldOutTube({ beacon: { ...other, round: 1234 } }));
      expect(verifyTubeLog(log)).toMatchObject({ status: 'failed', failure: { code: 'beacon-forged' } });
    });

    it('when the randomness is edited (signature kept) then it fails at the reveal', () => {
      const randomness = beaconRandomnessOf('00'.repeat(48));
      const log = publicLog(soldOutTube({ beacon: { ...beaconRound, randomness } }));
      expect(verifyTubeLog(log)).toMatchObject({ status: 'failed', failure: { code: 'beacon-forged', detail: expect.stringContaining('SHA-256') } });
    });

    it('when the reveal leaves the round out then it fails as missing', () => {
      const events = soldOutTube({ beacon: beaconRound });
      const last = events[events.length - 1]!;
      events[events.length - 1] = { ...last, data: { tubeId, seed } };
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { code: 'beacon-missing' } });
    });

    it('when TubeOpened names a round without a public key then it is malformed', () => {
      const events = soldOutTube({ beacon: beaconRound });
      events[0] = { ...events[0]!, data: { ...events[0]!.data, beaconPublicKey: undefined } };
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { index: 0, code: 'malformed' } });
    });
  });

  describe('given an honest sold-out tube', () => {
    const log = publicLog(soldOutTube());

    it('when verified then it passes with the txid, grand-prize positions and LAST holder in the summary', () => {
      const result = verifyTubeLog(log);
      expect(result.status).toBe('verified');
      if (result.status !== 'verified') return;
      const layout = layoutTube({ tubeId, seedHex: seed, totalTickets: total, prizes });
      expect(result.summary).toMatchObject({
        tubeId,
        totalTickets: 8,
        ticketsDrawn: 8,
        drawnByTier: { A: 1, B: 2, C: 5 },
        soldOut: true,
        seedRevealed: true,
        txid: layout.txid,
        topTier: 'A',
        grandPrizePositions: [layout.tiers.indexOf('A') + 1],
        lastPrize: { number: 7, participant: tubeParticipantTag(tubeId, 'bob') },
      });
    });

    it('when the public form is checked then no user id appears in it', () => {
      expect(JSON.stringify(log)).not.toMatch(/alice|bob|userId/);
    });

    it('when given with stream revisions then it still passes', () => {
      expect(verifyTubeLog(log.map((e, revision) => ({ ...e, revision }))).status).toBe('verified');
    });
  });

  describe('given card orders that reserved tickets while they waited for their payment', () => {
    const reserved = (orderId: string, userId: string, numbers: number[] | null, count: number): Unchained => ({
      type: 'TicketsReserved',
      data: { tubeId, orderId, userId, numbers, count, reservedAt: '2026-11-22T05:59:00.000Z', expiresAt: '2026-11-22T06:04:00.000Z' },
    });
    const withReservations = (): Unchained[] => {
      const events = soldOutTube();
      events.splice(1, 0, reserved('card-1', 'carol', [2, 3], 2), reserved('card-2', 'dave', null, 1), {
        type: 'TicketReservationEnded',
        data: { tubeId, orderId: 'card-2', userId: 'dave' },
      });
      return events;
    };

    it('when verified then the reservations move no ticket and the tube still verifies', () => {
      expect(verifyTubeLog(publicLog(withReservations()))).toMatchObject({ status: 'verified', summary: { ticketsDrawn: 8, soldOut: true } });
    });

    it('when a reservation names a number the tube does not have then it fails there', () => {
      const events = withReservations();
      events[1] = reserved('card-1', 'carol', [2, 9], 2);
      expect(verifyTubeLog(publicLog(events))).toMatchObject({
        status: 'failed',
        failure: { index: 1, type: 'TicketsReserved', code: 'number-out-of-range' },
      });
    });

    it('when a reservation follows the sell-out then it fails as after-sold-out', () => {
      const events = withReservations();
      events.splice(indexOfType(events, 'TubeSoldOut') + 1, 0, reserved('card-3', 'erin', [1], 1));
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { type: 'TicketsReserved', code: 'after-sold-out' } });
    });
  });

  describe('given a tube still selling', () => {
    it('when verified then the chain passes and the status says the tiers wait for the reveal', () => {
      const events = soldOutTube().slice(0, 5);
      const result = verifyTubeLog(publicLog(events));
      expect(result).toMatchObject({ status: 'unrevealed', summary: { ticketsDrawn: 3, seedRevealed: false, soldOut: false } });
      expect(result.status === 'unrevealed' && result.summary.txid).toBeFalsy();
    });
  });

  describe('given a tampered log', () => {
    it('when one drawn tier is edited then it fails at that very event', () => {
      const log = publicLog(soldOutTube());
      const i = indexOfType(log, 'TicketDrawn', 3);
      const data = log[i]!.data as { tier: string };
      const edited = data.tier === 'C' ? 'B' : 'C';
      log[i] = { ...log[i]!, data: { ...data, tier: edited, prizeName: nameOf(edited) } };
      expect(verifyTubeLog(log)).toMatchObject({ status: 'failed', failure: { index: i, type: 'TicketDrawn', code: 'tier-mismatch' } });
    });

    it('when one tier is edited and the whole chain after it recomputed then the tier check still catches it', () => {
      const events = soldOutTube();
      const i = indexOfType(events, 'TicketDrawn', 2);
      const data = events[i]!.data as { tier: string };
      const edited = data.tier === 'C' ? 'A' : 'C';
      events[i] = { ...events[i]!, data: { ...data, tier: edited, prizeName: nameOf(edited) } };
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { index: i, code: 'tier-mismatch' } });
    });

    it('when one event is removed then it fails at the event that followed it (chain)', () => {
      const log = publicLog(soldOutTube());
      const removed = indexOfType(log, 'TicketDrawn', 1);
      log.splice(removed, 1);
      expect(verifyTubeLog(log)).toMatchObject({ status: 'failed', failure: { index: removed, type: 'TicketDrawn', code: 'chain-broken' } });
    });

    it('when an event is removed from an export with revisions then the revision gap names the next event', () => {
      const log = publicLog(soldOutTube()).map((e, revision) => ({ ...e, revision }));
      log.splice(4, 1);
      expect(verifyTubeLog(log)).toMatchObject({ status: 'failed', failure: { index: 4, revision: 5, code: 'revision-gap' } });
    });

    it('when the revealed seed is not the committed one then it fails at TubeSeedRevealed', () => {
      const log = publicLog(soldOutTube({ seed: seedOf('another seed') }));
      expect(verifyTubeLog(log)).toMatchObject({
        status: 'failed',
        failure: { index: log.length - 1, type: 'TubeSeedRevealed', code: 'commitment-mismatch' },
      });
    });

    it('when LAST goes to someone other than the final ticket buyer then it fails at LastPrizeAwarded', () => {
      const log = publicLog(soldOutTube({ lastTo: 'alice' }));
      expect(verifyTubeLog(log)).toMatchObject({
        status: 'failed',
        failure: { index: indexOfType(log, 'LastPrizeAwarded'), type: 'LastPrizeAwarded', code: 'last-wrong-participant' },
      });
    });

    it('when a number is sold twice then it fails at the second sale', () => {
      const events = soldOutTube();
      const first = indexOfType(events, 'TicketDrawn', 0);
      events.splice(first + 1, 0, events[first]!);
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { index: first + 1, code: 'number-drawn-twice' } });
    });

    it('when the prize name does not belong to the tier then it fails with prize-mismatch', () => {
      const events = soldOutTube();
      const i = indexOfType(events, 'TicketDrawn', 0);
      events[i] = { ...events[i]!, data: { ...events[i]!.data, prizeName: '不存在的獎品' } };
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { index: i, code: 'prize-mismatch' } });
    });

    it('when two C tickets swap their prize names then the revealed layout catches it, though both are C prizes', () => {
      const events = soldOutTube();
      const cs = events.flatMap((e, i) => (e.type === 'TicketDrawn' && e.data.tier === 'C' ? [i] : []));
      const towel = cs.find((i) => events[i]!.data.prizeName === '毛巾')!;
      const badge = cs.find((i) => events[i]!.data.prizeName === '徽章')!;
      const first = Math.min(towel, badge);
      events[first] = { ...events[first]!, data: { ...events[first]!.data, prizeName: first === towel ? '徽章' : '毛巾' } };
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { index: first, code: 'prize-mismatch' } });
    });

    it('when the seed is revealed before sell-out then it fails at the reveal', () => {
      const events = soldOutTube();
      const reveal = events.pop()!;
      events.splice(3, 0, reveal);
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { index: 3, code: 'reveal-early' } });
    });

    it('when the tube sells out with LAST never awarded then it fails at TubeSoldOut', () => {
      const events = soldOutTube().filter((e) => e.type !== 'LastPrizeAwarded');
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { type: 'TubeSoldOut', code: 'last-missing' } });
    });

    it('when TubeSoldOut comes with tickets left then it fails there', () => {
      const events = soldOutTube().filter((e) => e.type !== 'LastPrizeAwarded' && !(e.type === 'TicketDrawn' && e.data.number === 7));
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { type: 'TubeSoldOut', code: 'sold-out-early' } });
    });

    it('when an older log holds a lock and its release after TubeSoldOut then it still verifies: a lock moves no ticket', () => {
      const events = soldOutTube();
      const soldOutAt = events.findIndex((e) => e.type === 'TubeSoldOut');
      events.splice(
        soldOutAt + 2,
        0,
        { type: 'TubeLocked', data: { tubeId, userId: 'carol', lockedAt: '2026-11-22T06:20:00.000Z', expiresAt: '2026-11-22T06:25:00.000Z' } },
        { type: 'TubeLockReleased', data: { tubeId, userId: 'carol', reason: 'released' } },
      );
      expect(events.map((e) => e.type).slice(soldOutAt)).toEqual([
        'TubeSoldOut',
        'TubeLockReleased',
        'TubeLocked',
        'TubeLockReleased',
        'TubeSeedRevealed',
      ]);
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'verified', summary: { soldOut: true, seedRevealed: true } });
    });

    it('when a ticket is drawn after TubeSoldOut then it fails there', () => {
      const events = soldOutTube();
      const soldOutAt = events.findIndex((e) => e.type === 'TubeSoldOut');
      events.splice(soldOutAt + 1, 0, { ...events[soldOutAt - 2]! });
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { index: soldOutAt + 1, code: 'after-sold-out' } });
    });

    it('when the first event is not TubeOpened then it fails at index 0', () => {
      expect(verifyTubeLog(publicLog(soldOutTube().slice(1)))).toMatchObject({ status: 'failed', failure: { index: 0, code: 'not-opened-first' } });
    });

    it('when an event names another tube then it fails there', () => {
      const events = soldOutTube();
      events[1] = { ...events[1]!, data: { ...events[1]!.data, tubeId: 'other' } };
      expect(verifyTubeLog(publicLog(events))).toMatchObject({ status: 'failed', failure: { index: 1, code: 'other-tube' } });
    });

    it('when an event still carries a user id instead of a participant tag then it is malformed', () => {
      const log = chain(soldOutTube()) as PublicTubeEvent[];
      expect(verifyTubeLog(log)).toMatchObject({ status: 'failed', failure: { index: 1, code: 'malformed' } });
    });
  });
});

describe('parseTubeAuditExport', () => {
  it('when given NDJSON lines then it reads them, skipping blank lines', () => {
    const text = '{"revision":0,"recordedAt":"2026-11-22T06:00:00Z","type":"TubeSoldOut","data":{"tubeId":"t"}}\n\n';
    expect(parseTubeAuditExport(text)).toEqual([{ revision: 0, recordedAt: '2026-11-22T06:00:00Z', type: 'TubeSoldOut', data: { tubeId: 't' } }]);
  });

  it.each([
    ['{"revision":0,"recordedAt":"x","type":"T","data":{}}\n{oops', 2],
    ['{"revision":-1,"recordedAt":"x","type":"T","data":{}}', 1],
    ['', 1],
  ])('when given %j then TubeAuditFileError names line %p', (text, line) => {
    expect(() => parseTubeAuditExport(text)).toThrow(TubeAuditFileError);
    try {
      parseTubeAuditExport(text);
    } catch (e) {
      expect((e as TubeAuditFileError).line).toBe(line);
    }
  });
});
