import type { TubeAuditLine } from '@shop/contracts';
import { productStats } from './audit-stats';

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
      tubeId: 't1',
      lines: [
        opened('t1'),
        line('TicketDrawn', '2026-11-22T01:10:00.000Z', { tier: 'C', number: 2 }),
        line('TicketDrawn', '2026-11-22T01:50:00.000Z', { tier: 'A', number: 1 }),
        line('TicketDrawn', '2026-11-22T03:05:00.000Z', { tier: 'C', number: 3 }),
        line('TicketDrawn', '2026-11-22T03:05:00.000Z', { tier: 'C', number: 4 }),
        line('LastPrizeAwarded', '2026-11-22T03:05:00.000Z', { number: 4, participant: 'ab'.repeat(32) }),
      ],
    },
    { tubeId: 't2', lines: [opened('t2'), line('TicketDrawn', '2026-11-22T03:30:00.000Z', { tier: 'C', number: 1 })] },
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
