import { constants } from '../constants/constants';
import { holdCooldownEnds, holdRefusal, walletCoversOne } from './hold.rule';

const minute = 60_000;
const now = Date.parse('2026-11-27T12:00:00Z');

describe('whether a wallet pays for one unit', () => {
  it('counts tokens, and points in steps of 200 (20 points = 1 元) only where the product takes them', () => {
    expect(walletCoversOne({ tokens: 250, points: 0 }, 250, false)).toBe(true);
    expect(walletCoversOne({ tokens: 249, points: 0 }, 250, false)).toBe(false);
    expect(walletCoversOne({ tokens: 240, points: 200 }, 250, true)).toBe(true);
    expect(walletCoversOne({ tokens: 240, points: 200 }, 250, false)).toBe(false);
    // 399 points are one step of 200: 10 元.
    expect(walletCoversOne({ tokens: 239, points: 399 }, 250, true)).toBe(false);
    expect(walletCoversOne({ tokens: 0, points: 0 }, 250, true)).toBe(false);
  });
});

describe('the wait after lapsed holds', () => {
  const [first, second, third, more] = constants.holds.lapseCooldownSeconds;

  it('grows with the lapses in the window, counted from the latest one', () => {
    const last = now - 10_000;
    expect(holdCooldownEnds([], now)).toBe(0);
    expect(holdCooldownEnds([last], now)).toBe(last + first! * 1000);
    expect(holdCooldownEnds([now - 5 * minute, last], now)).toBe(last + second! * 1000);
    expect(holdCooldownEnds([now - 9 * minute, now - 5 * minute, last], now)).toBe(last + third! * 1000);
    const many = [20, 15, 9, 5].map((m) => now - m * minute);
    expect(holdCooldownEnds([...many, last], now)).toBe(last + more! * 1000);
  });

  it('forgets lapses older than the window', () => {
    const old = now - constants.holds.lapseWindowSeconds * 1000;
    expect(holdCooldownEnds([old, now - 10_000], now)).toBe(now - 10_000 + first! * 1000);
  });
});

describe('why a member may not take a hold', () => {
  const free = { canPay: true, holdsElsewhere: null, lapses: [] };

  it('asks, in order: the means to pay, another hold, then the wait', () => {
    expect(holdRefusal(free, now)).toBeNull();
    expect(holdRefusal({ canPay: false, holdsElsewhere: { kind: 'slot', containerId: 'p1' }, lapses: [] }, now)).toEqual({
      reason: 'needs_funds',
    });
    expect(holdRefusal({ ...free, holdsElsewhere: { kind: 'slot', containerId: 'p1' } }, now)).toEqual({
      reason: 'held_elsewhere',
      kind: 'slot',
      containerId: 'p1',
    });
    expect(holdRefusal({ ...free, lapses: [now - 5 * minute, now - 10_000] }, now)).toEqual({
      reason: 'cooldown',
      remainSeconds: constants.holds.lapseCooldownSeconds[1]! - 10,
    });
  });
});
