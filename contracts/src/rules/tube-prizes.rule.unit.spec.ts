import { layoutTube } from './fairness.rule';
import { TicketNumberOutOfRange, lastPrizeOf, prizeAt, type TubePrizeEntry } from './tube-prizes.rule';

const prizes: TubePrizeEntry[] = [
  { tier: 'A', name: 'A賞 紅', quantity: 1, image_url: '/a1.png' },
  { tier: 'B', name: 'B賞', quantity: 3, image_url: '/b.png' },
  { tier: 'A', name: 'A賞 藍', quantity: 2, image_url: '/a2.png' },
  { tier: 'LAST', name: 'LAST賞', quantity: 1, image_url: '/l.png' },
];

describe('prizeAt', () => {
  const layout = { tiers: ['B', 'A', 'B', 'A', 'A', 'B'] as const };

  it('gives a tier’s numbers, ascending, the tier’s entries in listed order and quantity', () => {
    expect([2, 4, 5].map((n) => prizeAt({ tiers: [...layout.tiers] }, prizes, n).name)).toEqual(['A賞 紅', 'A賞 藍', 'A賞 藍']);
    expect(prizeAt({ tiers: [...layout.tiers] }, prizes, 1)).toEqual({ tier: 'B', name: 'B賞', image_url: '/b.png' });
  });

  it('refuses numbers outside the tube', () => {
    expect(() => prizeAt({ tiers: [...layout.tiers] }, prizes, 0)).toThrow(TicketNumberOutOfRange);
    expect(() => prizeAt({ tiers: [...layout.tiers] }, prizes, 7)).toThrow(TicketNumberOutOfRange);
  });

  it('names every ticket of a real layout, each entry exactly its quantity times', () => {
    const real = layoutTube({ tubeId: 't1', seedHex: 'ab'.repeat(32), totalTickets: 6, prizes });
    const names = real.tiers.map((_, i) => prizeAt(real, prizes, i + 1).name).sort();
    expect(names).toEqual(['A賞 紅', 'A賞 藍', 'A賞 藍', 'B賞', 'B賞', 'B賞']);
  });

  it('finds the LAST entry', () => {
    expect(lastPrizeOf(prizes)?.name).toBe('LAST賞');
    expect(lastPrizeOf(prizes.slice(0, 3))).toBeUndefined();
  });
});
