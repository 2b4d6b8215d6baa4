import type { TubeAuditLine } from '@shop/contracts';
import { gachaStats, packageStats, productStats } from './audit-stats';

let revision = 0;
const line = (type: string, recordedAt: string, data: Record<string, unknown>): TubeAuditLine => ({ revision: revision++, recordedAt, type, data });
const opened = (tubeId: string) =>
  line('TubeOpened', '2026-11-22T01:00:00.000Z', {
    tubeId,
    prizes: [
      { tier: 'A', quantity: 1 },
      { tier: 'C', quantity: 2 },
      { tier: 'C', quantity: 1 },
      { tier: 'LAST', quantity: 1 },
    ],
  });

it('counts prizes per tier against the committed multiset, draws per Taipei hour, and LAST winners', () => {
  const stats = productStats([
    {
      id: 't1',
      lines: [
        opened('t1'),
        line('TicketDrawn', '2026-11-22T01:10:00.000Z', { tier: 'C', number: 2 }),
        line('TicketDrawn', '2026-11-22T01:50:00.000Z', { tier: 'A', number: 1 }),
        line('TicketDrawn', '2026-11-22T03:05:00.000Z', { tier: 'C', number: 3 }),
        line('TicketDrawn', '2026-11-22T03:05:00.000Z', { tier: 'C', number: 4 }),
        line('LastPrizeAwarded', '2026-11-22T03:05:00.000Z', { number: 4, participant: 'ab'.repeat(32) }),
      ],
    },
    { id: 't2', lines: [opened('t2'), line('TicketDrawn', '2026-11-22T03:30:00.000Z', { tier: 'C', number: 1 })] },
  ]);
  expect(stats.tiers).toEqual([
    { tier: 'A', committed: 2, drawn: 1 },
    { tier: 'C', committed: 6, drawn: 4 },
    { tier: 'LAST', committed: 2, drawn: 1 },
  ]);
  expect(stats.perHour).toEqual([
    { hour: '2026-11-22 09:00', draws: 2 },
    { hour: '2026-11-22 11:00', draws: 3 },
  ]);
  expect(stats.lastWinners).toEqual([{ tubeId: 't1', number: 4, participant: 'ab'.repeat(32) }]);
});

it('counts gacha capsules per item against every round stocked, rarest first, and capsules per Taipei hour', () => {
  const stocked = (round: number, items: [string, string, number][]) =>
    line('GachaStocked', '2026-11-22T01:00:00.000Z', {
      machineId: 'm1',
      round,
      items: items.map(([name, rarity, quantity]) => ({ id: name, name, rarity, image_url: '', quantity })),
    });
  const drawn = (recordedAt: string, itemName: string, rarity: string) =>
    line('CapsuleDrawn', recordedAt, { machineId: 'm1', round: 1, itemName, itemId: itemName, rarity, participant: 'cd'.repeat(32) });
  const stats = gachaStats([
    {
      id: 'm1',
      lines: [
        stocked(1, [
          ['小熊', 'common', 3],
          ['金熊', 'secret', 1],
          ['銀熊', 'rare', 2],
        ]),
        drawn('2026-11-22T01:10:00.000Z', '小熊', 'common'),
        drawn('2026-11-22T01:20:00.000Z', '金熊', 'secret'),
        drawn('2026-11-22T02:00:00.000Z', '小熊', 'common'),
        stocked(2, [['小熊', 'common', 2]]),
      ],
    },
    { id: 'm2', lines: [stocked(1, [['銀熊', 'rare', 1]]), drawn('2026-11-22T02:30:00.000Z', '銀熊', 'rare')] },
  ]);
  expect(stats.tiers).toEqual([
    { tier: '金熊（隱藏）', committed: 1, drawn: 1 },
    { tier: '銀熊（稀有）', committed: 3, drawn: 1 },
    { tier: '小熊（普通）', committed: 5, drawn: 2 },
  ]);
  expect(stats.perHour).toEqual([
    { hour: '2026-11-22 09:00', draws: 2 },
    { hour: '2026-11-22 10:00', draws: 2 },
  ]);
  expect(stats.lastWinners).toBeUndefined();
});

it('counts blind-box figures sold per figure against the slots each box committed, and sales per Taipei hour', () => {
  const item = (name: string, rarity: string) => ({ name, rarity, image_url: '' });
  const opened = (packageId: string) =>
    line('PackageOpened', '2026-11-22T01:00:00.000Z', {
      packageId,
      items: [item('兔兔', 'normal'), item('兔兔', 'normal'), item('貓貓', 'normal'), item('龍龍', 'hidden')],
    });
  const sold = (packageId: string, recordedAt: string, figure: ReturnType<typeof item>) =>
    line('SlotDrawn', recordedAt, { packageId, itemIndex: 0, orderId: 'o', participant: 'ef'.repeat(32), item: figure });
  const stats = packageStats([
    {
      id: 'p1',
      lines: [
        opened('p1'),
        line('SlotLocked', '2026-11-22T01:05:00.000Z', { packageId: 'p1', itemIndex: 3 }),
        sold('p1', '2026-11-22T01:10:00.000Z', item('龍龍', 'hidden')),
        sold('p1', '2026-11-22T04:10:00.000Z', item('兔兔', 'normal')),
      ],
    },
    { id: 'p2', lines: [opened('p2'), sold('p2', '2026-11-22T04:59:00.000Z', item('兔兔', 'normal'))] },
  ]);
  expect(stats.tiers).toEqual([
    { tier: '兔兔（普通款）', committed: 4, drawn: 2 },
    { tier: '貓貓（普通款）', committed: 2, drawn: 0 },
    { tier: '龍龍（隱藏款）', committed: 2, drawn: 1 },
  ]);
  expect(stats.perHour).toEqual([
    { hour: '2026-11-22 09:00', draws: 1 },
    { hour: '2026-11-22 12:00', draws: 2 },
  ]);
  expect(stats.lastWinners).toBeUndefined();
});

it('lists each container’s top-tier winners against chance, the least likely first, the tier in the card’s words', () => {
  const alice = 'a1'.repeat(32);
  const bob = 'b2'.repeat(32);
  const tube = (tubeId: string, draws: [string, string][]) => ({
    id: tubeId,
    lines: [
      line('TubeOpened', '2026-11-22T01:00:00.000Z', {
        tubeId,
        totalTickets: 4,
        prizes: [
          { tier: 'A', quantity: 1 },
          { tier: 'B', quantity: 3 },
        ],
      }),
      ...draws.map(([tier, participant], i) => line('TicketDrawn', '2026-11-22T01:10:00.000Z', { tier, number: i + 1, participant })),
    ],
  });
  const stats = productStats([
    // alice bought 2 of 4 and won the A: p = 1/2.
    tube('t1', [
      ['B', alice],
      ['A', alice],
      ['B', bob],
    ]),
    // bob bought 1 of 4 and won the A: p = 1/4.
    tube('t2', [
      ['A', bob],
      ['B', alice],
    ]),
  ]);
  expect(stats.luck.map((l) => [l.container, l.top, l.participant, l.bought, l.won, l.expected])).toEqual([
    ['t2', 'A 賞', bob, 1, 1, 0.25],
    ['t1', 'A 賞', alice, 2, 1, 0.5],
  ]);
  expect(stats.luck[0]!.p).toBeCloseTo(0.25, 12);
  expect(stats.luck[1]!.p).toBeCloseTo(0.5, 12);
});
