import {
  constants,
  genesisHash,
  messages,
  type Holder,
  tubeCommitment,
  tubeEventHash,
  tubeParticipantTag,
  type TubeEvent,
  beaconPublicKeyOf,
  signBeaconRound,
  type SignedBeaconRound,
} from '@shop/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import {
  CardFullPackTooLarge,
  CardTicketsGone,
  InvalidLayout,
  InvalidPrizes,
  InvalidTicketNumbers,
  LockCooldown,
  LockHeldElsewhere,
  LockNeedsFunds,
  SeedMismatch,
  TicketsUnavailable,
  TooManyTickets,
  TubeAlreadyOpened,
  TubeAlreadySoldOut,
  TubeLockedByOther,
  TubeNotOpen,
  TubeNotSoldOut,
  HoldCooldown,
  payingHolder,
  tubeDecider,
  type TubeCommand,
  type UnchainedTubeEvent,
} from './tube.decide';
import { lastLapse } from './tube.state';

const spec = deciderSpec(tubeDecider);
const at = (hhmmss: string) => new Date(`2026-11-22T${hhmmss}+08:00`);
const prizes = [
  { tier: 'A' as const, name: 'A賞 公仔', quantity: 2, image_url: '/a.png' },
  { tier: 'B' as const, name: 'B賞 吊飾', quantity: 8, image_url: '/b.png' },
  { tier: 'LAST' as const, name: 'LAST賞', quantity: 1, image_url: '/l.png' },
];
/** The event as it follows `prev` in the stream's hash chain. */
const after = (prev: TubeEvent | null, e: UnchainedTubeEvent): TubeEvent =>
  ({ type: e.type, data: { ...e.data, prevHash: prev ? tubeEventHash(prev) : genesisHash } }) as TubeEvent;
const openedData = { tubeId: 't1', productId: 'p1', totalTickets: 10, prizes, commitment: 'a'.repeat(64) };
const tubeOpened = after(null, { type: 'TubeOpened', data: openedData });
const lockedUntil = (userId: string, lockedAt: Date, expiresAt: Date, prev: TubeEvent = tubeOpened, heldSince = lockedAt): TubeEvent =>
  after(prev, {
    type: 'TubeLocked',
    data: { tubeId: 't1', userId, lockedAt: lockedAt.toISOString(), expiresAt: expiresAt.toISOString(), heldSince: heldSince.toISOString() },
  });
const lockedBy = (userId: string, lockedAt: Date, prev: TubeEvent = tubeOpened): TubeEvent =>
  lockedUntil(userId, lockedAt, new Date(lockedAt.getTime() + 300_000), prev);
const lockTube = (userId: string, now: Date, holder: Holder = payingHolder): TubeCommand => ({
  type: 'LockTube',
  data: { tubeId: 't1', userId, holder },
  now,
});
/** A card order's hold: the card pays. */

describe('opening a tube', () => {
  it('opens an unopened tube with its prizes and commitment', () => spec.given().when({ type: 'OpenTube', data: openedData }).then([tubeOpened]));

  it('refuses to open a tube twice', () => spec.given(tubeOpened).when({ type: 'OpenTube', data: openedData }).thenThrows(TubeAlreadyOpened));

  it('refuses prizes that do not cover every ticket', () =>
    spec
      .given()
      .when({ type: 'OpenTube', data: { tubeId: 't1', productId: 'p1', totalTickets: 11, prizes, commitment: 'a'.repeat(64) } })
      .thenThrows(InvalidPrizes));
});

describe('locking a tube', () => {
  it('locks a free tube for 300 s', () =>
    spec
      .given(tubeOpened)
      .when(lockTube('u1', at('10:00:00')))
      .then([lockedBy('u1', at('10:00:00'))]));

  it('refuses a second buyer while the lock holds, saying how long remains', () =>
    spec
      .given(tubeOpened, lockedBy('u1', at('10:00:00')))
      .when(lockTube('u2', at('10:02:00')))
      .thenThrows(TubeLockedByOther, (e) => expect((e as TubeLockedByOther).remainSeconds).toBe(180)));

  it('gives an expired lock to the next buyer', () =>
    spec
      .given(tubeOpened, lockedBy('u1', at('10:00:00')))
      .when(lockTube('u2', at('10:05:00')))
      .then([lockedBy('u2', at('10:05:00'), lockedBy('u1', at('10:00:00')))]));

  it('changes nothing when the holder reserves again', () =>
    spec
      .given(tubeOpened, lockedBy('u1', at('10:00:00')))
      .when(lockTube('u1', at('10:01:00')))
      .thenNothingHappens());

  it('refuses a buyer whose wallet cannot pay for one ticket, with its message', () =>
    spec
      .given(tubeOpened)
      .when(lockTube('u1', at('10:00:00'), { ...payingHolder, canPay: false }))
      .thenThrows(LockNeedsFunds, (e) => expect(e.message).toBe(messages.ichiban.lockNeedsFunds)));

  it('refuses a buyer who holds another tube or a blind-box slot: one hold per member', () => {
    for (const held of [{ kind: 'tube', containerId: 't2' } as const, { kind: 'slot', containerId: 'pkg1' } as const])
      spec
        .given(tubeOpened)
        .when(lockTube('u1', at('10:00:00'), { ...payingHolder, holdsElsewhere: held }))
        .thenThrows(LockHeldElsewhere, (e) => {
          expect(e.message).toBe(messages.holds.heldElsewhere);
          expect(e).toMatchObject({ heldKind: held.kind, heldContainerId: held.containerId });
        });
  });

  describe('a member who let holds lapse unbought again and again', () => {
    const [, second, third] = constants.holds.lapseCooldownSeconds;
    const lapse = (hhmmss: string) => at(hhmmss).getTime();

    it('locks after one lapse elsewhere without waiting', () =>
      spec
        .given(tubeOpened)
        .when(lockTube('u1', at('10:00:00'), { ...payingHolder, lapses: [lapse('09:59:00')] }))
        .then([lockedBy('u1', at('10:00:00'))]));

    it('waits after the second lapse, longer after the third, saying how long', () => {
      spec
        .given(tubeOpened)
        .when(lockTube('u1', at('10:00:00'), { ...payingHolder, lapses: [lapse('09:50:00'), lapse('09:59:40')] }))
        .thenThrows(HoldCooldown, (e) => {
          expect((e as HoldCooldown).remainSeconds).toBe(second! - 20);
          expect(e.message).toBe(messages.holds.cooldown(second! - 20));
        });
      spec
        .given(tubeOpened)
        .when(lockTube('u1', at('10:00:00'), { ...payingHolder, lapses: [lapse('09:40:00'), lapse('09:50:00'), lapse('09:59:00')] }))
        .thenThrows(HoldCooldown, (e) => expect((e as HoldCooldown).remainSeconds).toBe(third! - 60));
    });

    it('locks once the wait is over, and forgets lapses older than the window', () => {
      const over = new Date(lapse('09:59:40') + second! * 1000);
      spec
        .given(tubeOpened)
        .when(lockTube('u1', over, { ...payingHolder, lapses: [lapse('09:50:00'), lapse('09:59:40')] }))
        .then([lockedBy('u1', over)]);
      const old = at('10:00:00').getTime() - constants.holds.lapseWindowSeconds * 1000;
      spec
        .given(tubeOpened)
        .when(lockTube('u1', at('10:00:00'), { ...payingHolder, lapses: [old, lapse('09:59:40')] }))
        .then([lockedBy('u1', at('10:00:00'))]);
    });
  });

  it('still tells a buyer without funds that someone else holds the tube', () =>
    spec
      .given(tubeOpened, lockedBy('u1', at('10:00:00')))
      .when(lockTube('u2', at('10:01:00'), { ...payingHolder, canPay: false }))
      .thenThrows(TubeLockedByOther));

  describe('after a lock lapsed without a purchase', () => {
    const lapsed = lockedBy('u1', at('10:00:00'));
    const cooldown = constants.ichiban.lockRelockCooldownSeconds;

    it('makes its holder wait before locking the same tube again, saying how long', () =>
      spec
        .given(tubeOpened, lapsed)
        .when(lockTube('u1', at('10:05:30')))
        .thenThrows(LockCooldown, (e) => {
          expect((e as LockCooldown).remainSeconds).toBe(cooldown - 30);
          expect(e.message).toBe(messages.ichiban.lockCooldown(cooldown - 30));
        }));

    it('remembers the lapse when someone else locked the tube in between', () => {
      const other = lockedBy('u2', at('10:05:10'), lapsed);
      const released = after(other, { type: 'TubeLockReleased', data: { tubeId: 't1', userId: 'u2', reason: 'released' } });
      spec
        .given(tubeOpened, lapsed, other, released)
        .when(lockTube('u1', at('10:05:40')))
        .thenThrows(LockCooldown);
    });

    it('lets the holder lock again once the cooldown is over, and anyone else at once', () => {
      spec
        .given(tubeOpened, lapsed)
        .when(lockTube('u2', at('10:05:01')))
        .then([lockedBy('u2', at('10:05:01'), lapsed)]);
      const again = new Date(at('10:05:00').getTime() + cooldown * 1000);
      spec
        .given(tubeOpened, lapsed)
        .when(lockTube('u1', again))
        .then([lockedBy('u1', again, lapsed)]);
    });

    it('has no cooldown when the holder bought while holding it', () => {
      const drawn = after(lapsed, {
        type: 'TicketDrawn',
        data: { tubeId: 't1', orderId: 'o1', userId: 'u1', number: 3, tier: 'B', prizeName: 'B賞 吊飾' },
      });
      spec
        .given(tubeOpened, lapsed, drawn)
        .when(lockTube('u1', at('10:05:30')))
        .then([lockedBy('u1', at('10:05:30'), drawn)]);
    });
  });

  it('refuses to lock a tube that is not open', () =>
    spec
      .given()
      .when(lockTube('u1', at('10:00:00')))
      .thenThrows(TubeNotOpen));
});

describe('releasing a lock', () => {
  const release = (userId: string, now: Date): TubeCommand => ({ type: 'ReleaseTubeLock', data: { tubeId: 't1', userId }, now });

  it('releases the holder’s lock', () =>
    spec
      .given(tubeOpened, lockedBy('u1', at('10:00:00')))
      .when(release('u1', at('10:01:00')))
      .then([after(lockedBy('u1', at('10:00:00')), { type: 'TubeLockReleased', data: { tubeId: 't1', userId: 'u1', reason: 'released' } })]));

  it('ignores a release by someone who does not hold it', () =>
    spec
      .given(tubeOpened, lockedBy('u1', at('10:00:00')))
      .when(release('u2', at('10:01:00')))
      .thenNothingHappens());
});

describe('the hash chain', () => {
  it('links the first event to 64 zeros and each later one to the hash of the one before', () => {
    const [opened] = tubeDecider.decide({ type: 'OpenTube', data: openedData }, tubeDecider.initialState);
    expect(opened!.data.prevHash).toBe(genesisHash);
    const state = tubeDecider.evolve(tubeDecider.initialState, opened!);
    const [locked] = tubeDecider.decide(lockTube('u1', at('10:00:00')), state);
    expect(locked!.data.prevHash).toBe(tubeEventHash(opened!));
  });

  it('hashes the public form: the hash does not change when userId is swapped for its participant tag', () => {
    const locked = lockedBy('u1', at('10:00:00'));
    const { userId, ...rest } = locked.data as { userId: string };
    expect(tubeEventHash({ type: locked.type, data: { ...rest, participant: tubeParticipantTag('t1', userId) } })).toBe(tubeEventHash(locked));
    expect(tubeEventHash({ type: locked.type, data: { ...rest, participant: tubeParticipantTag('t1', 'u2') } })).not.toBe(tubeEventHash(locked));
  });
});

describe('drawing tickets', () => {
  // A 10-ticket tube: A at 3 and 7, B elsewhere; LAST to the buyer of the final ticket.
  const layout = { tiers: ['B', 'B', 'A', 'B', 'B', 'B', 'A', 'B', 'B', 'B'] as ('A' | 'B')[] };
  const seed = 'cd'.repeat(32);
  const draw = (userId: string, orderId: string, now: Date, pick: { numbers?: number[]; count?: number; fullPack?: boolean } = {}): TubeCommand => ({
    type: 'DrawTickets',
    data: {
      tubeId: 't1',
      orderId,
      userId,
      numbers: pick.numbers ?? null,
      count: pick.count ?? pick.numbers?.length ?? 1,
      fullPack: pick.fullPack ?? false,
      randomSeed: seed,
      layout,
      paidByCard: false,
    },
    now,
  });
  /** Folds the given events and applies the command, returning the new events unchained. */
  const run = (events: TubeEvent[], cmd: TubeCommand) => tubeDecider.decide(cmd, events.reduce(tubeDecider.evolve, tubeDecider.initialState));
  const types = (events: TubeEvent[]) => events.map((e) => e.type);
  const locked = lockedBy('u1', at('10:00:00'));

  it('draws the picked numbers with the tier and prize the layout puts behind them, and renews the lock', () => {
    const events = run([tubeOpened, locked], draw('u1', 'o1', at('10:00:10'), { numbers: [7, 2] }));
    expect(types(events)).toEqual(['TicketDrawn', 'TicketDrawn', 'TubeLocked']);
    expect(events.slice(0, 2).map((e) => e.data)).toEqual([
      expect.objectContaining({ number: 2, tier: 'B', prizeName: 'B賞 吊飾', orderId: 'o1', userId: 'u1' }),
      expect.objectContaining({ number: 7, tier: 'A', prizeName: 'A賞 公仔' }),
    ]);
    // 300 s from the purchase; the holding still counts from 10:00:00.
    expect(events[2]!.data).toMatchObject({ expiresAt: at('10:05:10').toISOString(), heldSince: at('10:00:00').toISOString() });
  });

  it('takes a free tube for the buyer for 300 s', () => {
    const events = run([tubeOpened], draw('u2', 'o1', at('10:00:00'), { numbers: [1] }));
    expect(events[1]).toMatchObject({
      type: 'TubeLocked',
      data: { userId: 'u2', expiresAt: at('10:05:00').toISOString(), heldSince: at('10:00:00').toISOString() },
    });
  });

  it('refuses another buyer while the lock holds, and lets them in once it expired', () => {
    expect(() => run([tubeOpened, locked], draw('u2', 'o2', at('10:04:00'), { numbers: [1] }))).toThrow(TubeLockedByOther);
    expect(types(run([tubeOpened, locked], draw('u2', 'o2', at('10:05:00'), { numbers: [1] })))).toEqual(['TicketDrawn', 'TubeLocked']);
  });

  it('never sells a ticket twice', () => {
    const first = run([tubeOpened, locked], draw('u1', 'o1', at('10:00:10'), { numbers: [4] }));
    expect(() => run([tubeOpened, locked, ...first], draw('u1', 'o2', at('10:00:20'), { numbers: [5, 4] }))).toThrow(TicketsUnavailable);
  });

  it('changes nothing when an order that already drew is retried', () => {
    const first = run([tubeOpened, locked], draw('u1', 'o1', at('10:00:10'), { count: 3 }));
    expect(run([tubeOpened, locked, ...first], draw('u1', 'o1', at('10:00:20'), { count: 3 }))).toEqual([]);
  });

  it('caps a purchase at 10 tickets unless it is a full pack of all that remain', () => {
    const big = { ...openedData, totalTickets: 12, prizes: [{ ...prizes[0]!, quantity: 12 }, prizes[2]!] };
    const opened = after(null, { type: 'TubeOpened', data: big });
    const bigLayout = { tiers: new Array<'A'>(12).fill('A') };
    const cmd = (pick: { count: number; fullPack: boolean }): TubeCommand =>
      ({ ...draw('u1', 'o1', at('10:00:00'), pick), data: { ...draw('u1', 'o1', at('10:00:00'), pick).data, layout: bigLayout } }) as TubeCommand;
    expect(() => run([opened], cmd({ count: 11, fullPack: false }))).toThrow(TooManyTickets);
    expect(() => run([opened], cmd({ count: 11, fullPack: true }))).toThrow(TicketsUnavailable);
    expect(types(run([opened], cmd({ count: 12, fullPack: true }))).filter((t) => t === 'TicketDrawn')).toHaveLength(12);
  });

  it('picks random numbers among the undrawn ones, the same for the same seed', () => {
    const first = run([tubeOpened], draw('u1', 'o1', at('10:00:00'), { numbers: [1, 2, 3, 4, 5, 6] }));
    const cmd = draw('u1', 'o2', at('10:00:10'), { count: 3 });
    const picked = run([tubeOpened, ...first], cmd)
      .filter((e) => e.type === 'TicketDrawn')
      .map((e) => (e.data as { number: number }).number);
    expect(picked).toHaveLength(3);
    expect(picked.every((n) => n >= 7 && n <= 10)).toBe(true);
    expect(
      run([tubeOpened, ...first], cmd)
        .filter((e) => e.type === 'TicketDrawn')
        .map((e) => (e.data as { number: number }).number),
    ).toEqual(picked);
    expect(() => run([tubeOpened, ...first], draw('u1', 'o2', at('10:00:10'), { count: 5 }))).toThrow(TicketsUnavailable);
  });

  it('awards LAST to the buyer of the final ticket, sells out and releases the lock', () => {
    const first = run([tubeOpened], draw('u1', 'o1', at('10:00:00'), { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9] }));
    const events = run([tubeOpened, ...first], draw('u1', 'o2', at('10:01:00'), { numbers: [10] }));
    expect(types(events)).toEqual(['TicketDrawn', 'LastPrizeAwarded', 'TubeLockReleased', 'TubeSoldOut']);
    expect(events[1]!.data).toMatchObject({ orderId: 'o2', userId: 'u1', number: 10, prizeName: 'LAST賞' });
    expect(events[2]!.data).toMatchObject({ reason: 'sold_out' });
    expect(() => run([tubeOpened, ...first, ...events], draw('u2', 'o3', at('10:02:00'), { count: 1 }))).toThrow(TubeAlreadySoldOut);
  });

  it('chains every new event to the one before it', () => {
    const state = [tubeOpened, locked].reduce(tubeDecider.evolve, tubeDecider.initialState);
    const events = tubeDecider.decide(draw('u1', 'o1', at('10:00:10'), { numbers: [1, 2] }), state);
    expect(events[0]!.data.prevHash).toBe(tubeEventHash(locked));
    expect(events[1]!.data.prevHash).toBe(tubeEventHash(events[0]!));
    expect(events[2]!.data.prevHash).toBe(tubeEventHash(events[1]!));
  });

  it('refuses numbers outside the tube and a layout of the wrong size', () => {
    expect(() => run([tubeOpened], draw('u1', 'o1', at('10:00:00'), { numbers: [11] }))).toThrow(InvalidTicketNumbers);
    const bad = draw('u1', 'o1', at('10:00:00'), { numbers: [1] });
    expect(() => run([tubeOpened], { ...bad, data: { ...bad.data, layout: { tiers: ['A'] } } } as TubeCommand)).toThrow(InvalidLayout);
  });
});

describe('how long a lock lasts (300 s after the holder’s last action, never more than 480 s in all)', () => {
  const layout = { tiers: ['B', 'B', 'A', 'B', 'B', 'B', 'A', 'B', 'B', 'B'] as ('A' | 'B')[] };
  const buy = (userId: string, orderId: string, number: number, now: Date): TubeCommand => ({
    type: 'DrawTickets',
    data: { tubeId: 't1', orderId, userId, numbers: [number], count: 1, fullPack: false, randomSeed: '00'.repeat(32), layout, paidByCard: false },
    now,
  });
  const fold = (events: TubeEvent[]) => events.reduce(tubeDecider.evolve, tubeDecider.initialState);
  const locked = lockedBy('u1', at('10:00:00'));
  const renewal = (events: TubeEvent[]) => events.find((e) => e.type === 'TubeLocked')?.data;

  it('a purchase renews the lock to 300 s after it', () => {
    const events = tubeDecider.decide(buy('u1', 'o1', 1, at('10:02:00')), fold([tubeOpened, locked]));
    expect(renewal(events)).toMatchObject({ lockedAt: at('10:02:00').toISOString(), expiresAt: at('10:07:00').toISOString() });
  });

  it('a renewal never reaches past 480 s after the lock was first taken', () => {
    const first = tubeDecider.decide(buy('u1', 'o1', 1, at('10:02:00')), fold([tubeOpened, locked]));
    const second = tubeDecider.decide(buy('u1', 'o2', 2, at('10:06:00')), fold([tubeOpened, locked, ...first]));
    // 10:06 + 300 s would be 10:11: held since 10:00, so 10:08.
    expect(renewal(second)).toMatchObject({ expiresAt: at('10:08:00').toISOString(), heldSince: at('10:00:00').toISOString() });
    // At the cap already: a purchase buys its tickets and renews nothing.
    const third = tubeDecider.decide(buy('u1', 'o3', 4, at('10:07:30')), fold([tubeOpened, locked, ...first, ...second]));
    expect(third.map((e) => e.type)).toEqual(['TicketDrawn']);
  });

  it('the lock ends 300 s after the holder’s last action: another buyer is refused before, served after', () => {
    const first = tubeDecider.decide(buy('u1', 'o1', 1, at('10:01:00')), fold([tubeOpened, locked]));
    spec
      .given(tubeOpened, locked, ...first)
      .when(lockTube('u2', at('10:05:59')))
      .thenThrows(TubeLockedByOther, (e) => expect((e as TubeLockedByOther).remainSeconds).toBe(1));
    const taken = tubeDecider.decide(lockTube('u2', at('10:06:00')), fold([tubeOpened, locked, ...first]));
    expect(taken[0]).toMatchObject({ type: 'TubeLocked', data: { userId: 'u2', heldSince: at('10:06:00').toISOString() } });
  });

  it('counts the 480 s from the first lock of an older log whose TubeLocked events carry no heldSince', () => {
    const old = (prev: TubeEvent, lockedAt: string, expiresAt: string) =>
      after(prev, {
        type: 'TubeLocked',
        data: { tubeId: 't1', userId: 'u1', lockedAt: at(lockedAt).toISOString(), expiresAt: at(expiresAt).toISOString() },
      });
    const first = old(tubeOpened, '10:00:00', '10:05:00');
    const renewed = old(first, '10:03:00', '10:08:00');
    const events = tubeDecider.decide(buy('u1', 'o1', 1, at('10:04:00')), fold([tubeOpened, first, renewed]));
    // Held since 10:00 (not 10:03): 10:04 + 300 s would be 10:09, the cap is 10:08 — already reached.
    expect(events.map((e) => e.type)).toEqual(['TicketDrawn']);
  });
});

describe('a sold-out tube refuses everything but the seed reveal', () => {
  const layout = { tiers: ['B', 'B', 'A', 'B', 'B', 'B', 'A', 'B', 'B', 'B'] as ('A' | 'B')[] };
  const buyOut: TubeCommand = {
    type: 'DrawTickets',
    data: {
      tubeId: 't1',
      orderId: 'o1',
      userId: 'u1',
      numbers: null,
      count: 10,
      fullPack: true,
      randomSeed: '00'.repeat(32),
      layout,
      paidByCard: false,
    },
    now: at('10:00:00'),
  };
  const soldOut = tubeDecider.decide(buyOut, tubeDecider.evolve(tubeDecider.initialState, tubeOpened));
  const release = (userId: string, now: Date): TubeCommand => ({ type: 'ReleaseTubeLock', data: { tubeId: 't1', userId }, now });

  it('sells out with TubeSoldOut', () => expect(soldOut.map((e) => e.type)).toContain('TubeSoldOut'));

  it('refuses a lock', () =>
    spec
      .given(tubeOpened, ...soldOut)
      .when(lockTube('u2', at('10:01:00')))
      .thenThrows(TubeAlreadySoldOut));

  it('refuses a release', () =>
    spec
      .given(tubeOpened, ...soldOut)
      .when(release('u1', at('10:01:00')))
      .thenThrows(TubeAlreadySoldOut));

  it('refuses a new draw', () =>
    spec
      .given(tubeOpened, ...soldOut)
      .when({ ...buyOut, data: { ...buyOut.data, orderId: 'o2', count: 1, fullPack: false } } as TubeCommand)
      .thenThrows(TubeAlreadySoldOut));

  it('still answers a retry of the order that sold it out with nothing', () =>
    spec
      .given(tubeOpened, ...soldOut)
      .when({ ...buyOut, now: at('10:00:05') })
      .thenNothingHappens());

  it('refuses a release even where an older log holds a TubeLocked after TubeSoldOut', () => {
    const lateLock = after(soldOut[soldOut.length - 1]!, {
      type: 'TubeLocked',
      data: { tubeId: 't1', userId: 'u2', lockedAt: at('10:01:00').toISOString(), expiresAt: at('10:06:00').toISOString() },
    });
    spec
      .given(tubeOpened, ...soldOut, lateLock)
      .when(release('u2', at('10:02:00')))
      .thenThrows(TubeAlreadySoldOut);
  });
});

describe('revealing the seed', () => {
  const seed = '5e'.repeat(32);
  const opened = after(null, { type: 'TubeOpened', data: { ...openedData, commitment: tubeCommitment('t1', seed) } });
  const layout = { tiers: ['B', 'B', 'A', 'B', 'B', 'B', 'A', 'B', 'B', 'B'] as ('A' | 'B')[] };
  const soldOut = (): TubeEvent[] => {
    const cmd: TubeCommand = {
      type: 'DrawTickets',
      data: { tubeId: 't1', orderId: 'o1', userId: 'u1', numbers: null, count: 10, fullPack: true, randomSeed: seed, layout, paidByCard: false },
      now: at('10:00:00'),
    };
    return tubeDecider.decide(cmd, tubeDecider.evolve(tubeDecider.initialState, opened));
  };
  const reveal = (seedHex: string): TubeCommand => ({ type: 'RevealTubeSeed', data: { tubeId: 't1', seedHex, beacon: null } });

  it('publishes the seed once the tube is sold out', () => {
    const events = soldOut();
    const [revealed] = tubeDecider.decide(reveal(seed), [opened, ...events].reduce(tubeDecider.evolve, tubeDecider.initialState));
    expect(revealed).toMatchObject({ type: 'TubeSeedRevealed', data: { seed } });
    expect(tubeDecider.decide(reveal(seed), [opened, ...events, revealed!].reduce(tubeDecider.evolve, tubeDecider.initialState))).toEqual([]);
  });

  it('refuses before sell-out, and refuses a seed that does not match the commitment', () => {
    spec.given(opened).when(reveal(seed)).thenThrows(TubeNotSoldOut);
    expect(() => tubeDecider.decide(reveal('00'.repeat(32)), [opened, ...soldOut()].reduce(tubeDecider.evolve, tubeDecider.initialState))).toThrow(
      SeedMismatch,
    );
  });

  describe('given a tube that named a beacon round at opening', () => {
    const key = '7b'.repeat(32);
    const round = signBeaconRound(key, 77);
    const beaconOpened = after(null, {
      type: 'TubeOpened',
      data: { ...openedData, commitment: tubeCommitment('t1', seed), beaconRound: 77, beaconPublicKey: beaconPublicKeyOf(key) },
    });
    const soldOutWithBeacon = () => {
      const state = tubeDecider.evolve(tubeDecider.initialState, beaconOpened);
      const draws = tubeDecider.decide(
        {
          type: 'DrawTickets',
          data: { tubeId: 't1', orderId: 'o1', userId: 'u1', numbers: null, count: 10, fullPack: true, randomSeed: seed, layout, paidByCard: false },
          now: at('10:00:00'),
        },
        state,
      );
      return draws.reduce(tubeDecider.evolve, state);
    };
    const revealWith = (beacon: SignedBeaconRound | null): TubeCommand => ({ type: 'RevealTubeSeed', data: { tubeId: 't1', seedHex: seed, beacon } });

    it('publishes the seed with the round as the beacon signed it', () => {
      expect(tubeDecider.decide(revealWith(round), soldOutWithBeacon())).toMatchObject([
        { type: 'TubeSeedRevealed', data: { seed, beaconRandomness: round.randomness, beaconSignature: round.signature } },
      ]);
    });

    it('refuses to reveal without the named round, or with another round', () => {
      expect(() => tubeDecider.decide(revealWith(null), soldOutWithBeacon())).toThrow(SeedMismatch);
      expect(() => tubeDecider.decide(revealWith(signBeaconRound(key, 78)), soldOutWithBeacon())).toThrow(SeedMismatch);
    });
  });
});

describe('a card order holds nothing until it is paid', () => {
  // A 10-ticket tube: A at 3 and 7, B elsewhere; LAST to the buyer of the final ticket.
  const layout = { tiers: ['B', 'B', 'A', 'B', 'B', 'B', 'A', 'B', 'B', 'B'] as ('A' | 'B')[] };
  const placedAt = at('10:00:00');
  type Pick = { numbers?: number[]; count?: number; fullPack?: boolean };
  const selection = (pick: Pick) => ({
    numbers: pick.numbers ?? null,
    count: pick.count ?? pick.numbers?.length ?? 1,
    fullPack: pick.fullPack ?? false,
  });
  const accept = (userId: string, now: Date, pick: Pick): TubeCommand => ({
    type: 'AcceptCardOrder',
    data: { tubeId: 't1', userId, ...selection(pick) },
    now,
  });
  const draw = (userId: string, orderId: string, now: Date, pick: Pick, paidByCard = false): TubeCommand => ({
    type: 'DrawTickets',
    data: { tubeId: 't1', orderId, userId, ...selection(pick), randomSeed: 'cd'.repeat(32), layout, paidByCard },
    now,
  });
  /** What the gateway's payment of u1's order o1 draws. */
  const paid = (now: Date, pick: Pick) => draw('u1', 'o1', now, pick, true);
  const run = (events: TubeEvent[], cmd: TubeCommand) => tubeDecider.decide(cmd, events.reduce(tubeDecider.evolve, tubeDecider.initialState));
  const types = (events: TubeEvent[]) => events.map((e) => e.type);
  const drawnNumbers = (events: TubeEvent[]) => events.flatMap((e) => (e.type === 'TicketDrawn' ? [e.data.number] : []));

  describe('placed, it is checked as a purchase now would be, and keeps nothing', () => {
    it('is accepted for picked numbers, a random count or a small full pack, with no event: no lock, no reservation', () => {
      spec
        .given(tubeOpened)
        .when(accept('u1', placedAt, { numbers: [7, 2] }))
        .thenNothingHappens();
      spec
        .given(tubeOpened)
        .when(accept('u1', placedAt, { count: 3 }))
        .thenNothingHappens();
      spec
        .given(tubeOpened)
        .when(accept('u1', placedAt, { count: 10, fullPack: true }))
        .thenNothingHappens();
    });

    it('is refused while someone else holds the tube (the spec’s 423), not while its own buyer does', () => {
      spec
        .given(tubeOpened, lockedBy('u2', at('09:58:00')))
        .when(accept('u1', placedAt, { count: 1 }))
        .thenThrows(TubeLockedByOther, (e) => expect((e as TubeLockedByOther).remainSeconds).toBe(180));
      spec
        .given(tubeOpened, lockedBy('u1', at('09:58:00')))
        .when(accept('u1', placedAt, { count: 1 }))
        .thenNothingHappens();
    });

    it('is refused tickets already drawn, more than remain, and a sold-out tube', () => {
      // u2's purchase at 09:50 held the tube until 09:55.
      const sold = run([tubeOpened], draw('u2', 'o2', at('09:50:00'), { numbers: [7] }));
      spec
        .given(tubeOpened, ...sold)
        .when(accept('u1', placedAt, { numbers: [7, 2] }))
        .thenThrows(TicketsUnavailable, (e) => expect((e as TicketsUnavailable).taken).toEqual([7]));
      spec
        .given(tubeOpened, ...sold)
        .when(accept('u1', placedAt, { count: 10, fullPack: true }))
        .thenThrows(TicketsUnavailable);
      const soldOut = run([tubeOpened], draw('u2', 'o2', at('09:59:00'), { count: 10, fullPack: true }));
      spec
        .given(tubeOpened, ...soldOut)
        .when(accept('u1', placedAt, { count: 1 }))
        .thenThrows(TubeAlreadySoldOut);
    });

    it('buys at most one purchase of 10 tickets: a larger full pack by card is refused, with its message', () => {
      const big = { ...openedData, totalTickets: 12, prizes: [{ ...prizes[0]!, quantity: 12 }, prizes[2]!] };
      const opened = after(null, { type: 'TubeOpened', data: big });
      spec
        .given(opened)
        .when(accept('u1', placedAt, { count: 12, fullPack: true }))
        .thenThrows(CardFullPackTooLarge, (e) => expect(e.message).toBe(messages.holds.cardFullPackTooLarge));
      spec
        .given(opened)
        .when(accept('u1', placedAt, { count: 11 }))
        .thenThrows(TooManyTickets);
    });

    it('leaves the tube and its chosen numbers open to everyone: another member locks it and buys them', () => {
      // u1's card order for 2 and 7 was accepted at 10:00 and nothing was written.
      const locked = lockedBy('u2', at('10:01:00'));
      spec
        .given(tubeOpened)
        .when(lockTube('u2', at('10:01:00')))
        .then([locked]);
      expect(drawnNumbers(run([tubeOpened, locked], draw('u2', 'o2', at('10:01:10'), { numbers: [2, 7] })))).toEqual([2, 7]);
    });
  });

  describe('paid, it draws what it chose if that is still free', () => {
    it('draws its picked numbers and takes no lock', () =>
      expect(types(run([tubeOpened], paid(at('10:02:00'), { numbers: [2, 7] })))).toEqual(['TicketDrawn', 'TicketDrawn']));

    it('draws a random count from what is left', () => {
      const others = run([tubeOpened], draw('u2', 'o2', at('10:01:00'), { numbers: [1, 2, 3, 4, 5, 6, 7] }));
      expect(drawnNumbers(run([tubeOpened, ...others], paid(at('10:02:00'), { count: 3 })))).toEqual([8, 9, 10]);
    });

    it('draws even while another member holds the lock (taken after the order was placed), leaving that lock as it was', () => {
      const locked = lockedBy('u2', at('10:01:00'));
      const events = run([tubeOpened, locked], paid(at('10:02:00'), { numbers: [2, 7] }));
      expect(types(events)).toEqual(['TicketDrawn', 'TicketDrawn']);
      const state = [tubeOpened, locked, ...events].reduce(tubeDecider.evolve, tubeDecider.initialState);
      expect(state.status === 'open' && state.lock).toMatchObject({ userId: 'u2', bought: false });
      // A token purchase still meets that lock.
      expect(() => run([tubeOpened, locked], draw('u1', 'o3', at('10:02:00'), { numbers: [3] }))).toThrow(TubeLockedByOther);
    });

    it('ends the lock someone else holds when its tickets sell the tube out', () => {
      const others = run([tubeOpened], draw('u2', 'o2', at('10:01:00'), { numbers: [1, 2, 3, 4, 5, 6, 7] }));
      const renewed = others.filter((e) => e.type === 'TubeLocked');
      expect(renewed).toHaveLength(1);
      const mine = run([tubeOpened, ...others], paid(at('10:02:00'), { count: 3 }));
      expect(types(mine)).toEqual(['TicketDrawn', 'TicketDrawn', 'TicketDrawn', 'LastPrizeAwarded', 'TubeLockReleased', 'TubeSoldOut']);
      expect(mine[4]!.data).toMatchObject({ userId: 'u2', reason: 'sold_out' });
    });

    it('finds its tickets gone when someone drew them while its buyer was at the gateway: CardTicketsGone, with its message', () => {
      const others = run([tubeOpened], draw('u2', 'o2', at('10:01:00'), { numbers: [7] }));
      spec
        .given(tubeOpened, ...others)
        .when(paid(at('10:02:00'), { numbers: [2, 7] }))
        .thenThrows(CardTicketsGone, (e) => expect(e.message).toBe(messages.payment.cardTicketsGone));
      const most = run([tubeOpened], draw('u2', 'o2', at('10:01:00'), { numbers: [1, 2, 3, 4, 5, 6, 7, 8] }));
      spec
        .given(tubeOpened, ...most)
        .when(paid(at('10:02:00'), { count: 3 }))
        .thenThrows(CardTicketsGone);
    });

    it('draws a full pack only if what is left is still exactly what it ordered', () => {
      const one = run([tubeOpened], draw('u2', 'o2', at('10:01:00'), { numbers: [4] }));
      spec
        .given(tubeOpened, ...one)
        .when(paid(at('10:02:00'), { count: 10, fullPack: true }))
        .thenThrows(CardTicketsGone);
      expect(types(run([tubeOpened], paid(at('10:02:00'), { count: 10, fullPack: true })))).toContain('TubeSoldOut');
    });

    it('finds the tube sold out meanwhile: CardTicketsGone', () => {
      const soldOut = run([tubeOpened], draw('u2', 'o2', at('10:01:00'), { count: 10, fullPack: true }));
      spec
        .given(tubeOpened, ...soldOut)
        .when(paid(at('10:02:00'), { count: 1 }))
        .thenThrows(CardTicketsGone);
    });
  });

  describe('the log of older card orders, which reserved tickets, still folds', () => {
    const reserved = after(tubeOpened, {
      type: 'TicketsReserved',
      data: {
        tubeId: 't1',
        orderId: 'o1',
        userId: 'u1',
        numbers: [2, 7],
        count: 2,
        reservedAt: placedAt.toISOString(),
        expiresAt: new Date(placedAt.getTime() + constants.holds.cardPaymentSeconds * 1000).toISOString(),
      },
    });
    const ended = after(reserved, { type: 'TicketReservationEnded', data: { tubeId: 't1', orderId: 'o1', userId: 'u1' } });

    it('carries the hash chain on and keeps nothing from anyone', () => {
      const state = spec.given(tubeOpened, reserved, ended).state;
      expect(state.lastHash).toBe(tubeEventHash(ended));
      expect(drawnNumbers(run([tubeOpened, reserved], draw('u2', 'o2', at('10:01:00'), { numbers: [7] })))).toEqual([7]);
    });

    it('counts no lapse for an unpaid order (only a lock lapses)', () =>
      expect(lastLapse(spec.given(tubeOpened, reserved).state, 'u1', at('11:00:00'))).toBeNull());
  });
});
