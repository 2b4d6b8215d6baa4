import { messages } from '@shop/contracts';
import { nextBox } from './change-box';

const box = (id: string, remaining: number) => ({ id, total_count: 6, remaining_count: remaining, is_sold_out: remaining === 0 });

describe('change box', () => {
  it('moves to the next box with free slots, wrapping around', () => {
    expect(nextBox([box('a', 6), box('b', 0), box('c', 2)], 'a')).toEqual({ packageId: 'c' });
    expect(nextBox([box('a', 6), box('b', 0), box('c', 2)], 'c')).toEqual({ packageId: 'a' });
  });
  it('says 目前只剩下這盒囉 when the current box is the last one with free slots', () => {
    expect(nextBox([box('a', 3), box('b', 0)], 'a')).toEqual({ message: messages.blindbox.lastBoxLeft });
  });
  it('says 沒有其他可用盲盒了 when no box has a free slot', () => {
    expect(nextBox([box('a', 0), box('b', 0)], 'a')).toEqual({ message: messages.blindbox.noOtherBoxes });
  });
});
