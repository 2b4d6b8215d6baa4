import { ticketCountLabel } from './history-page';

describe('ticketCountLabel', () => {
  it('given 57 tickets and LAST then it counts the tickets and names LAST apart', () => {
    const items = [...Array.from({ length: 57 }, () => ({ tier: 'F' })), { tier: 'LAST' }];
    expect(ticketCountLabel(items)).toBe('57 張 + LAST 賞');
  });

  it('given tickets only then it counts them', () => {
    expect(ticketCountLabel([{ tier: 'A' }, { tier: 'C' }])).toBe('2 張');
  });
});
