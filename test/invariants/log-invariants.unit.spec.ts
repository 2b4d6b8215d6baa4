// The log checker the invariant tests rely on must itself catch what it claims to: a clean
// purchase passes, and each kind of corruption is reported.
import type { RecordedEvent } from '../../server/src/event-store/event-store.port';
import { checkLogInvariants } from './support/log-invariants';

let seq = 0n;
const at = '2026-11-22T02:00:00.000Z';
const ev = (streamId: string, type: string, data: object, occurredAt = at): RecordedEvent => ({
  id: String(++seq),
  type,
  data,
  streamId,
  revision: 0n,
  position: { commit: seq, prepare: 0n },
  recordedAt: new Date(occurredAt),
  metadata: { actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt },
});

const prizes = [
  { tier: 'A', name: 'A', quantity: 2, image_url: '' },
  { tier: 'LAST', name: 'L', quantity: 1, image_url: '' },
];
const placed = (orderId: string, userId: string, count: number, points = 0) =>
  ev(`order-${orderId}`, 'OrderPlaced', {
    orderId,
    userId,
    unitPrice: 100,
    amount: 100 * count,
    points,
    tokens: 100 * count - points / 20,
    ichiban: { tubeId: 't', count },
  });

/** One buyer buys both tickets of a two-ticket tube, with 200 points, and gets LAST. */
function soldOutLog(): RecordedEvent[] {
  return [
    ev('tube-t', 'TubeOpened', { tubeId: 't', totalTickets: 2, prizes }),
    ev('wallet-u1', 'TokensCredited', { userId: 'u1', amount: 1000 }),
    placed('o1', 'u1', 2, 200),
    ev('wallet-u1', 'TokensDebited', { userId: 'u1', orderId: 'o1', amount: 190 }),
    ev('wallet-u1', 'PointsAdjusted', { userId: 'u1', delta: -200, reason: 'order_payment', reference: 'o1' }),
    ev('order-o1', 'OrderPaid', { orderId: 'o1' }),
    ev('tube-t', 'TicketDrawn', { tubeId: 't', orderId: 'o1', userId: 'u1', number: 1 }),
    ev('tube-t', 'TicketDrawn', { tubeId: 't', orderId: 'o1', userId: 'u1', number: 2 }),
    ev('tube-t', 'LastPrizeAwarded', { tubeId: 't', orderId: 'o1', userId: 'u1', number: 2 }),
    ev('tube-t', 'TubeSoldOut', { tubeId: 't' }),
    ev('box-u1', 'BoxItemAdded', { userId: 'u1', orderId: 'o1', itemId: 'o1-1' }),
    ev('box-u1', 'BoxItemAdded', { userId: 'u1', orderId: 'o1', itemId: 'o1-2' }),
    ev('box-u1', 'BoxItemAdded', { userId: 'u1', orderId: 'o1', itemId: 'o1-LAST' }),
    ev('order-o1', 'OrderFulfilled', { orderId: 'o1' }),
  ];
}

it('passes a clean sold-out tube', () => {
  const { violations, summary } = checkLogInvariants(soldOutLog());
  expect(violations).toEqual([]);
  expect(summary).toMatchObject({ ticketsSold: 2, soldOutTubes: 1, tokensDebited: 190, orders: { fulfilled: 1 } });
});

it.each<[string, (log: RecordedEvent[]) => RecordedEvent[], RegExp]>([
  [
    'a ticket sold twice',
    (log) => [...log.slice(0, 8), ev('tube-t', 'TicketDrawn', { tubeId: 't', orderId: 'o1', userId: 'u1', number: 2 }), ...log.slice(8)],
    /drawn twice/,
  ],
  [
    'LAST awarded twice',
    (log) => [...log, ev('tube-t', 'LastPrizeAwarded', { tubeId: 't', orderId: 'o1', userId: 'u1', number: 2 })],
    /LAST awarded 2 times/,
  ],
  [
    'a token short',
    (log) => log.map((e) => (e.type === 'TokensDebited' ? { ...e, data: { ...(e.data as object), amount: 189 } } : e)),
    /tokens taken/,
  ],
  ['a prize missing from the box', (log) => log.filter((e) => (e.data as { itemId?: string }).itemId !== 'o1-1'), /not in its buyer's box/],
  ['an order left half-way', (log) => log.filter((e) => e.type !== 'OrderFulfilled'), /left half-way/],
  [
    'a draw under another buyer’s lock',
    (log) => [
      ...log.slice(0, 6),
      ev('tube-t', 'TubeLocked', { tubeId: 't', userId: 'u2', lockedAt: at, expiresAt: '2026-11-22T02:05:00.000Z' }),
      ...log.slice(6),
    ],
    /while u2 held the lock/,
  ],
  [
    'a draw of a number another order keeps',
    (log) => [
      ...log.slice(0, 6),
      ev('tube-t', 'TicketsReserved', {
        tubeId: 't',
        orderId: 'card-1',
        userId: 'u2',
        numbers: [1],
        count: 1,
        reservedAt: at,
        expiresAt: '2026-11-22T02:05:00.000Z',
      }),
      ...log.slice(6),
    ],
    /while order card-1 kept it/,
  ],
])('reports %s', (_, corrupt, message) => {
  const { violations } = checkLogInvariants(corrupt(soldOutLog()));
  expect(violations.join('\n')).toMatch(message);
});
