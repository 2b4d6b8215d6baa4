import { lockMessage, lockStateOf, ticketLabel, toggleTicket } from './lock-view';
import { isStaleTubeChange } from './live/use-tube-live';

describe('lock view', () => {
  it('reads free, mine and other', () => {
    expect(lockStateOf({ locked: false, is_mine: false }, 0)).toBe('free');
    expect(lockStateOf({ locked: true, is_mine: true }, 120)).toBe('mine');
    expect(lockStateOf({ locked: true, is_mine: false }, 120)).toBe('other');
  });

  it('reads an expired countdown as free until the refetch lands', () => {
    expect(lockStateOf({ locked: true, is_mine: false }, 0)).toBe('free');
  });

  it('words the bar as the spec does', () => {
    expect(lockMessage('free', 0)).toBe('籤筒可購買');
    expect(lockMessage('mine', 287)).toBe('您已鎖定籤筒 04:47');
    expect(lockMessage('other', 65)).toBe('其他用戶抽選中，剩餘 01:05');
  });

  it('pads ticket numbers to two digits', () => {
    expect(ticketLabel(1)).toBe('01');
    expect(ticketLabel(10)).toBe('10');
    expect(ticketLabel(120)).toBe('120');
  });
});

describe('ticket selection', () => {
  const drawn = new Set([3]);

  it('toggles numbers, kept in order', () => {
    let s = toggleTicket([], 5, drawn).selected;
    s = toggleTicket(s, 2, drawn).selected;
    expect(s).toEqual([2, 5]);
    expect(toggleTicket(s, 5, drawn).selected).toEqual([2]);
  });

  it('refuses drawn numbers', () => {
    expect(toggleTicket([], 3, drawn)).toEqual({ selected: [], refused: 'drawn' });
  });

  it('refuses an 11th ticket', () => {
    const ten = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11];
    expect(toggleTicket(ten, 12, drawn)).toEqual({ selected: ten, refused: 'limit' });
  });
});

describe('tube:changed ordering', () => {
  it('ignores a notice older than the cached revision', () => {
    expect(isStaleTubeChange(4, 5, -1)).toBe(true);
    expect(isStaleTubeChange(5, 5, -1)).toBe(false);
    expect(isStaleTubeChange(6, 5, -1)).toBe(false);
  });

  it('ignores a notice older than one already applied', () => {
    expect(isStaleTubeChange(6, 5, 7)).toBe(true);
  });

  it('applies any notice before the tickets are cached', () => {
    expect(isStaleTubeChange(0, undefined, -1)).toBe(false);
  });
});
