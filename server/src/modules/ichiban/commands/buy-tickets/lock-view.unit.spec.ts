import { lockView } from './buy-tickets.http.controller';

const now = Date.parse('2026-11-28T12:00:00Z');
const lock = (userId: string) => ({ userId, expiresAt: now + 89_500, heldSince: now - 30_000, bought: true });

describe("a purchase's answer tells the buyer whose lock the tube has", () => {
  it('their own, with the seconds left', () => {
    expect(lockView(lock('buyer'), 'buyer', now)).toEqual({ is_locked: true, remain: 90, locked_by_other: false });
  });

  it("another member's, taken while a card order was placed", () => {
    expect(lockView(lock('someone-else'), 'buyer', now)).toEqual({ is_locked: true, remain: 90, locked_by_other: true });
  });

  it('none', () => {
    expect(lockView(null, 'buyer', now)).toEqual({ is_locked: false, remain: 0, locked_by_other: false });
  });
});
