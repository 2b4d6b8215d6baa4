import { arrivalOrder, holdsOf, lineOrder, reconcile, salesOf, type LogEvent, type SoldUnit } from './release-night.figures';

const at = (s: number) => new Date(s * 1000).toISOString();

describe('arrivalOrder', () => {
  it('given waiters served in the order they arrived then the container is in order', () => {
    const [tube] = arrivalOrder([
      { container: 't1', arrivedAt: 0, servedAt: 0, metHold: false },
      { container: 't1', arrivedAt: 1, servedAt: 5, metHold: true },
      { container: 't1', arrivedAt: 2, servedAt: 7, metHold: true },
    ]);
    expect(tube).toEqual({ container: 't1', visits: 3, waited: 2, overtakes: 0, inOrder: true });
  });

  it('given a later arrival served while an earlier one waits then it counts as an overtake', () => {
    const [tube] = arrivalOrder([
      { container: 't1', arrivedAt: 1, servedAt: 9, metHold: true },
      { container: 't1', arrivedAt: 3, servedAt: 4, metHold: false },
      { container: 't1', arrivedAt: 2, servedAt: 8, metHold: true },
    ]);
    // t=3 overtook both waiters; t=2 overtook t=1.
    expect(tube).toMatchObject({ overtakes: 3, inOrder: false });
  });

  it('given a waiter never served then every later arrival served overtakes it, and containers are apart', () => {
    const figures = arrivalOrder([
      { container: 't1', arrivedAt: 1, servedAt: null, metHold: true },
      { container: 't1', arrivedAt: 2, servedAt: 3, metHold: false },
      { container: 't2', arrivedAt: 0, servedAt: 4, metHold: false },
    ]);
    expect(figures).toEqual([
      { container: 't1', visits: 2, waited: 1, overtakes: 1, inOrder: false },
      { container: 't2', visits: 1, waited: 0, overtakes: 0, inOrder: true },
    ]);
  });

  it('given an earlier arrival who never waited served after a later one then nobody was overtaken', () => {
    const [box] = arrivalOrder([
      { container: 'b1', arrivedAt: 1, servedAt: 5, metHold: false },
      { container: 'b1', arrivedAt: 2, servedAt: 3, metHold: false },
    ]);
    expect(box!.inOrder).toBe(true);
  });
});

describe('lineOrder', () => {
  const at = (streamId: string, type: string, userId?: string): LogEvent => ({ streamId, type, data: userId ? { userId } : {}, recordedAt: 0 });
  const tube = 'tube-line-1001-1';

  it('finds a line served in join order, with leavers and lapsed offers passing on to the next', () => {
    const events = [
      at(tube, 'LineJoined', 'a'),
      at(tube, 'LineJoined', 'b'),
      at(tube, 'LineJoined', 'c'),
      at(tube, 'LineLeft', 'a'),
      at(tube, 'HoldOffered', 'b'),
      at(tube, 'OfferLapsed', 'b'),
      at(tube, 'HoldOffered', 'c'),
      at(tube, 'OfferClaimed', 'c'),
      at('tube-1001-1', 'TubeLocked', 'z'),
    ];
    expect(lineOrder(events)).toEqual([{ line: tube, joined: 3, offers: 2, overtakes: 0 }]);
  });

  it('counts an offer to a later joiner as overtaking everyone still waiting ahead of them', () => {
    const events = [at(tube, 'LineJoined', 'a'), at(tube, 'LineJoined', 'b'), at(tube, 'LineJoined', 'c'), at(tube, 'HoldOffered', 'c')];
    expect(lineOrder(events)).toEqual([{ line: tube, joined: 3, offers: 1, overtakes: 2 }]);
  });

  it('empties a closed line, so a sold-out container owes no one', () => {
    const box = 'package-line-2001-1';
    const events = [at(box, 'LineJoined', 'a'), at(box, 'LineClosed'), at(box, 'LineJoined', 'b'), at(box, 'HoldOffered', 'b')];
    expect(lineOrder(events)).toEqual([{ line: box, joined: 2, offers: 1, overtakes: 0 }]);
  });
});

describe('holdsOf', () => {
  const locked = (stream: string, userId: string, from: number, to: number, itemIndex?: number): LogEvent => ({
    streamId: stream,
    type: itemIndex === undefined ? 'TubeLocked' : 'SlotLocked',
    data: { userId, lockedAt: at(from), expiresAt: at(to), itemIndex },
    recordedAt: from * 1000,
  });

  it('given locks that expire, a renewal and a release then each counts to its end', () => {
    const holds = holdsOf(
      [
        locked('tube-1', 'g', 0, 300),
        locked('tube-2', 'g', 10, 310),
        locked('tube-2', 'g', 20, 320), // a renewal of the running hold
        { streamId: 'tube-2', type: 'TubeLockReleased', data: { userId: 'g' }, recordedAt: 100_000 },
        locked('package-1', 'g', 0, 150, 3),
      ],
      'g',
      1_000_000,
    );
    expect(holds).toMatchObject({ holds: 3, seconds: 300 + 90 + 150 });
  });

  it("given the run ends first then holds are cut at its end, and other members' holds are not counted", () => {
    const holds = holdsOf([locked('tube-1', 'g', 0, 300), locked('tube-3', 'other', 0, 300)], 'g', 60_000);
    expect(holds).toMatchObject({ holds: 1, seconds: 60 });
  });

  it('given a lapsed hold taken again then it is a new hold; a slot drawn or a box sold out ends one', () => {
    const holds = holdsOf(
      [
        locked('package-1', 'g', 0, 150, 0),
        locked('package-1', 'g', 150, 300, 0),
        { streamId: 'package-1', type: 'SlotDrawn', data: { userId: 'g', itemIndex: 0 }, recordedAt: 200_000 },
        locked('package-2', 'g', 0, 150, 5),
        { streamId: 'package-2', type: 'PackageSoldOut', data: {}, recordedAt: 30_000 },
      ],
      'g',
      1_000_000,
    );
    expect(holds).toEqual({ holds: 3, seconds: 150 + 50 + 30, mostUnitsKept: 2, unitSeconds: 150 + 50 + 30 });
  });

  it('given a card order paid and drawn then it counts as no hold: it kept nothing while its buyer paid', () => {
    const holds = holdsOf(
      [
        { streamId: 'tube-1', type: 'TubeOpened', data: { totalTickets: 80 }, recordedAt: 0 },
        { streamId: 'tube-1', type: 'TicketDrawn', data: { userId: 'g', orderId: 'o1', number: 4 }, recordedAt: 100_000 },
        { streamId: 'tube-1', type: 'TicketDrawn', data: { userId: 'g', orderId: 'o1', number: 9 }, recordedAt: 100_000 },
      ],
      'g',
      1_000_000,
    );
    expect(holds).toEqual({ holds: 0, seconds: 0, mostUnitsKept: 0, unitSeconds: 0 });
  });

  it('given a tube lock then it keeps every ticket left in the tube', () => {
    const holds = holdsOf(
      [
        { streamId: 'tube-1', type: 'TubeOpened', data: { totalTickets: 80 }, recordedAt: 0 },
        { streamId: 'tube-1', type: 'TicketDrawn', data: { userId: 'u', orderId: 'o0', number: 1 }, recordedAt: 1 },
        locked('tube-1', 'g', 10, 310),
      ],
      'g',
      1_000_000,
    );
    expect(holds).toEqual({ holds: 1, seconds: 300, mostUnitsKept: 79, unitSeconds: 79 * 300 });
  });
});

describe('salesOf', () => {
  it('given draws of every kind, a LAST and sell-outs then it lists each unit and when each container sold out', () => {
    const e = (streamId: string, type: string, data: Record<string, unknown>, recordedAt = 0): LogEvent => ({ streamId, type, data, recordedAt });
    const sales = salesOf([
      e('tube-t1', 'TubeLocked', { userId: 'u' }),
      e('tube-t1', 'TicketDrawn', { tubeId: 't1', number: 7, orderId: 'o1' }),
      e('tube-t1', 'LastPrizeAwarded', { tubeId: 't1', number: 7, orderId: 'o1' }),
      e('tube-t1', 'TubeSoldOut', { tubeId: 't1' }, 5000),
      e('gacha-m', 'CapsuleDrawn', { machineId: 'm', round: 1, position: 3, orderId: 'o2' }),
      e('package-p', 'SlotDrawn', { packageId: 'p', itemIndex: 2, orderId: 'o3' }),
      e('package-p', 'PackageSoldOut', { packageId: 'p' }, 9000),
    ]);
    expect(sales).toEqual({
      units: [
        { kind: 'kuji', container: 't1', unit: '7', orderId: 'o1' },
        { kind: 'gacha', container: 'm', unit: '1:3', orderId: 'o2' },
        { kind: 'blindbox', container: 'p', unit: '2', orderId: 'o3' },
      ],
      lastPrizes: 1,
      soldOutAt: new Map([
        ['tube-t1', 5000],
        ['package-p', 9000],
      ]),
    });
  });
});

describe('reconcile', () => {
  const prices = { kuji: 250, gacha: 100, blindbox: 300 };
  const units: SoldUnit[] = [
    { kind: 'kuji', container: 't1', unit: '1', orderId: 'o1' },
    { kind: 'kuji', container: 't1', unit: '2', orderId: 'o1' },
    { kind: 'gacha', container: 'm', unit: '1:1', orderId: 'o2' },
    { kind: 'blindbox', container: 'p1', unit: '0', orderId: 'o3' },
  ];
  const items = [
    { itemId: 'o1-1', orderId: 'o1' },
    { itemId: 'o1-2', orderId: 'o1' },
    { itemId: 'o1-LAST', orderId: 'o1' },
    { itemId: 'o2-1', orderId: 'o2' },
    { itemId: 'o3-0', orderId: 'o3' },
  ];
  const debits = [
    { orderId: 'o1', amount: 500 },
    { orderId: 'o2', amount: 100 },
    { orderId: 'o3', amount: 300 },
  ];

  it('given every unit once, its box item and its payment then it is sold exactly once', () => {
    expect(reconcile({ units, lastPrizes: 1, boxItems: items, debits, prices })).toEqual({
      sold: { kuji: 2, gacha: 1, blindbox: 1 },
      soldTwice: 0,
      boxItems: 5,
      expectedBoxItems: 5,
      tokensDebited: 900,
      expectedTokens: 900,
      exactlyOnce: true,
    });
  });

  it('given a unit sold twice, a missing box item or a second debit then it is not', () => {
    const twice = reconcile({ units: [...units, units[0]!], lastPrizes: 1, boxItems: items, debits, prices });
    expect(twice).toMatchObject({ soldTwice: 1, exactlyOnce: false });
    expect(reconcile({ units, lastPrizes: 1, boxItems: items.slice(1), debits, prices }).exactlyOnce).toBe(false);
    expect(reconcile({ units, lastPrizes: 1, boxItems: items, debits: [...debits, debits[1]!], prices }).exactlyOnce).toBe(false);
  });
});
