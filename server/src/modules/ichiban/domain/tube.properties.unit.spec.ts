// Properties of the tube decider over random sequences of commands from several buyers with a
// moving clock: whatever the order of locks, releases and draws, a ticket is never drawn
// twice, drawn + remaining = total, LAST comes exactly once and only with the final ticket, a lock
// never reaches past its cap, nobody draws while another buyer's lock holds, and nothing but the
// seed reveal ever follows TubeSoldOut.
import fc from 'fast-check';
import { constants, layoutTube, tubeCommitment, type TubeEvent } from '@shop/contracts';
import { DomainError } from '../../../platform/decider';
import { TubeAlreadySoldOut, TubeLockedByOther, payingHolder, tubeDecider, type TubeCommand } from './tube.decide';
import { activeLock, type Tube } from './tube.state';

const { lockDefaultSeconds, lockMaxSeconds, maxTicketsPerPurchase } = constants.ichiban;
const tubeSeed = 'ab'.repeat(32);
type DrawCommand = Extract<TubeCommand, { type: 'DrawTickets' }>;
const users = ['u1', 'u2', 'u3'];

type Step =
  | { kind: 'lock'; user: number; advanceS: number }
  | { kind: 'release'; user: number; advanceS: number }
  | { kind: 'draw'; user: number; advanceS: number; picks: number[] | null; count: number; fullPack: boolean; seed: string }
  | { kind: 'retry'; advanceS: number }
  | { kind: 'reveal'; advanceS: number };

const advance = fc.integer({ min: 0, max: 400 });
const user = fc.integer({ min: 0, max: users.length - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('lock' as const), user, advanceS: advance }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('release' as const), user, advanceS: advance }), weight: 1 },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('draw' as const),
      user,
      advanceS: advance,
      picks: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 11 }), { nil: null, freq: 2 }),
      count: fc.integer({ min: 0, max: 12 }),
      // A full pack asks for all that remain (count is then ignored), as the client's confirmation does.
      fullPack: fc.boolean(),
      seed: fc.stringMatching(/^[0-9a-f]{64}$/),
    }),
  },
  { arbitrary: fc.record({ kind: fc.constant('retry' as const), advanceS: advance }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('reveal' as const), advanceS: advance }), weight: 1 },
);

const scenario = fc.record({
  total: fc.integer({ min: 1, max: 30 }),
  aShare: fc.integer({ min: 1, max: 5 }),
  withLast: fc.boolean(),
  steps: fc.array(step, { minLength: 5, maxLength: 60, size: 'max' }),
});

function prizesFor(total: number, aShare: number, withLast: boolean) {
  const a = Math.min(aShare, total);
  return [
    { tier: 'A' as const, name: 'A賞', quantity: a, image_url: '/a.png' },
    ...(total > a ? [{ tier: 'B' as const, name: 'B賞', quantity: total - a, image_url: '/b.png' }] : []),
    ...(withLast ? [{ tier: 'LAST' as const, name: 'LAST賞', quantity: 1, image_url: '/l.png' }] : []),
  ];
}

/** `npm run soak` runs many more cases. */
const scale = Number(process.env.INVARIANTS_SCALE ?? 1);

describe('tube decider properties', () => {
  it('keeps every invariant over random interleavings of buyers, locks and draws', () => {
    // So the property cannot pass vacuously: enough runs must draw, and some must sell out.
    let runsWithDraws = 0;
    let soldOutRuns = 0;
    let revealedRuns = 0;
    fc.assert(
      fc.property(scenario, ({ total, aShare, withLast, steps }) => {
        const prizes = prizesFor(total, aShare, withLast);
        const layout = layoutTube({ tubeId: 't1', seedHex: tubeSeed, totalTickets: total, prizes });
        let now = Date.parse('2026-11-22T10:00:00Z');
        const log: TubeEvent[] = [];
        let tube: Tube = tubeDecider.initialState;
        const apply = (events: TubeEvent[]) => {
          for (const e of events) tube = tubeDecider.evolve(tube, e);
          log.push(...events);
        };
        apply(
          tubeDecider.decide(
            { type: 'OpenTube', data: { tubeId: 't1', productId: 'p1', totalTickets: total, prizes, commitment: tubeCommitment('t1', tubeSeed) } },
            tube,
          ),
        );
        let lastDraw: DrawCommand | null = null;
        let orderSeq = 0;

        for (const s of steps) {
          now += s.advanceS * 1000;
          const at = new Date(now);
          let cmd: TubeCommand;
          if (s.kind === 'retry') {
            const retried = lastDraw as DrawCommand | null;
            if (!retried) continue;
            cmd = { ...retried, now: at };
          } else if (s.kind === 'reveal') {
            cmd = { type: 'RevealTubeSeed', data: { tubeId: 't1', seedHex: tubeSeed, beacon: null } };
          } else if (s.kind === 'lock' || s.kind === 'release') {
            cmd =
              s.kind === 'lock'
                ? { type: 'LockTube', data: { tubeId: 't1', userId: users[s.user]!, holder: payingHolder }, now: at }
                : { type: 'ReleaseTubeLock', data: { tubeId: 't1', userId: users[s.user]! }, now: at };
          } else {
            const remaining = tube.status === 'open' ? tube.totalTickets - tube.drawn.size : 0;
            const count = s.picks ? s.picks.length : s.fullPack ? remaining : s.count;
            cmd = {
              type: 'DrawTickets',
              data: {
                tubeId: 't1',
                orderId: `o${++orderSeq}`,
                userId: users[s.user]!,
                numbers: s.picks,
                count,
                fullPack: s.fullPack,
                randomSeed: s.seed,
                layout,
                paidByCard: false,
              },
              now: at,
            };
          }
          const before = tube;
          const heldByOther = (() => {
            const lock = activeLock(before, at);
            return lock !== null && cmd.type === 'DrawTickets' && lock.userId !== cmd.data.userId;
          })();
          // Once sold out, only the reveal (and a retry of an order that already drew) gets an answer.
          const soldOutBefore = before.status === 'open' && before.soldOut;
          const mustRefuse = soldOutBefore && cmd.type !== 'RevealTubeSeed' && !(cmd.type === 'DrawTickets' && before.orders.has(cmd.data.orderId));
          let events: TubeEvent[];
          try {
            events = tubeDecider.decide(cmd, before);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            if (mustRefuse) expect(error).toBeInstanceOf(TubeAlreadySoldOut);
            continue;
          }
          expect(mustRefuse).toBe(false);
          if (cmd.type === 'DrawTickets') {
            if (s.kind !== 'retry') lastDraw = cmd;
            const drawnNow = events.filter((e) => e.type === 'TicketDrawn');
            // A draw never happens while someone else holds the lock.
            if (drawnNow.length) expect(heldByOther).toBe(false);
            expect(drawnNow.length).toBeLessThanOrEqual(cmd.data.fullPack ? total : maxTicketsPerPurchase);
          }
          apply(events);
          // A lock runs at most 300 s from the action that (re)granted it, and never past 480 s
          // from when its holder first took it.
          for (const e of events) {
            if (e.type !== 'TubeLocked') continue;
            expect(Date.parse(e.data.expiresAt) - Date.parse(e.data.lockedAt)).toBeLessThanOrEqual(lockDefaultSeconds * 1000);
            expect(e.data.heldSince).toBeDefined();
            expect(Date.parse(e.data.expiresAt) - Date.parse(e.data.heldSince!)).toBeLessThanOrEqual(lockMaxSeconds * 1000);
          }
        }

        const drawn = log.filter((e): e is Extract<TubeEvent, { type: 'TicketDrawn' }> => e.type === 'TicketDrawn');
        const numbers = drawn.map((e) => e.data.number);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const n of numbers) expect(n >= 1 && n <= total).toBe(true);
        const open = tube.status === 'open' ? tube : null;
        expect(open).not.toBeNull();
        expect(open!.drawn.size + (total - numbers.length)).toBe(total);
        // Each number carries the prize the layout put behind it.
        for (const e of drawn) expect(e.data.tier).toBe(layout.tiers[e.data.number - 1]);

        const soldOut = numbers.length === total;
        const lasts = log.filter((e) => e.type === 'LastPrizeAwarded');
        expect(lasts.length).toBe(soldOut && withLast ? 1 : 0);
        expect(log.filter((e) => e.type === 'TubeSoldOut').length).toBe(soldOut ? 1 : 0);
        if (lasts.length === 1) {
          const last = lasts[0]!;
          const final = drawn[drawn.length - 1]!;
          // LAST goes with the final ticket: same order, same buyer, straight after it in the log.
          expect(last.type === 'LastPrizeAwarded' && last.data.orderId).toBe(final.data.orderId);
          expect(last.type === 'LastPrizeAwarded' && last.data.userId).toBe(final.data.userId);
          expect(log.indexOf(last)).toBe(log.indexOf(final) + 1);
        }
        if (soldOut) expect(log[log.length - 1]!.type).not.toBe('TicketDrawn');
        // Nothing but the seed reveal ever follows TubeSoldOut.
        const soldOutAt = log.findIndex((e) => e.type === 'TubeSoldOut');
        if (soldOutAt >= 0) {
          const afterSoldOut = log.slice(soldOutAt + 1).map((e) => e.type);
          expect(afterSoldOut.every((t) => t === 'TubeSeedRevealed')).toBe(true);
          if (afterSoldOut.length) revealedRuns++;
        }
        if (numbers.length) runsWithDraws++;
        if (soldOut) soldOutRuns++;
      }),
      { numRuns: 150 * scale },
    );
    expect(runsWithDraws).toBeGreaterThan(100);
    expect(soldOutRuns).toBeGreaterThan(30);
    expect(revealedRuns).toBeGreaterThan(10);
  });

  it('refuses a draw by anyone but the holder while the lock holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 299 }), fc.integer({ min: 1, max: 10 }), (afterS, count) => {
        const prizes = prizesFor(20, 2, true);
        const layout = layoutTube({ tubeId: 't1', seedHex: 'cd'.repeat(32), totalTickets: 20, prizes });
        const t0 = Date.parse('2026-11-22T10:00:00Z');
        let tube: Tube = tubeDecider.initialState;
        for (const cmd of [
          { type: 'OpenTube', data: { tubeId: 't1', productId: 'p1', totalTickets: 20, prizes, commitment: 'c'.repeat(64) } },
          { type: 'LockTube', data: { tubeId: 't1', userId: 'u1', holder: payingHolder }, now: new Date(t0) },
        ] as TubeCommand[]) {
          for (const e of tubeDecider.decide(cmd, tube)) tube = tubeDecider.evolve(tube, e);
        }
        const draw: TubeCommand = {
          type: 'DrawTickets',
          data: {
            tubeId: 't1',
            orderId: 'o2',
            userId: 'u2',
            numbers: null,
            count,
            fullPack: false,
            randomSeed: '00'.repeat(32),
            layout,
            paidByCard: false,
          },
          now: new Date(t0 + afterS * 1000),
        };
        expect(() => tubeDecider.decide(draw, tube)).toThrow(TubeLockedByOther);
      }),
    );
  });
});
