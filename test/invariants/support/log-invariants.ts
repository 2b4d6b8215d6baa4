// The shop's money-and-tickets invariants, checked from the whole event log. Returns
// every violation found (an empty list means they all hold) and a few counts to print.
import type { DataSource } from 'typeorm';
import type { EventStore, Position, RecordedEvent } from '../../../server/src/event-store/event-store.port';

export interface LogSummary {
  events: number;
  orders: Record<'fulfilled' | 'cancelled' | 'refunded' | 'placed' | 'paid', number>;
  ticketsSold: number;
  soldOutTubes: number;
  tokensDebited: number;
  /** Orders neither fulfilled, cancelled nor refunded. */
  halfWay: string[];
}

type Data = Record<string, unknown>;
interface OrderFacts {
  placed: Data;
  status: keyof LogSummary['orders'];
  debited: number;
  refunded: number;
  points: number;
  tickets: number[];
}

/**
 * Every committed event of the log, in `$all` order. `readAll` stops below the oldest transaction
 * still open anywhere on the PostgreSQL server (its gap-safety horizon is server-wide), so on a
 * server shared with other suites an empty page is not yet the end: keep reading until every
 * committed event has been read (bounded, so a log that keeps growing still answers).
 */
export async function readWholeLog(store: EventStore, db: Pick<DataSource, 'query'>): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let after: Position | undefined;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const batch = await store.readAll({ after, maxCount: 5000 });
    if (batch.length > 0) {
      all.push(...batch);
      after = batch[batch.length - 1]!.position;
      continue;
    }
    const [{ count }] = (await db.query('SELECT count(*)::int AS count FROM es_events')) as [{ count: number }];
    if (count <= all.length || Date.now() > deadline) return all;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function checkLogInvariants(log: RecordedEvent[]): { violations: string[]; summary: LogSummary } {
  const violations: string[] = [];
  const fail = (message: string) => violations.push(message);
  const orders = new Map<string, OrderFacts>();
  const order = (id: string) => orders.get(id);
  const drawnByTube = new Map<string, Map<number, { orderId: string; userId: string }>>();
  const tubeEvents = new Map<string, { type: string; data: Data }[]>();
  const boxItems = new Map<string, { userId: string; orderId: string }>();
  const credited = new Map<string, number>();
  const netDebit = new Map<string, number>();
  const locks = new Map<string, { userId: string; expiresAt: number }>();
  /** Card orders' reservations by tube and order: their numbers (null for a count) and deadline. */
  const reservations = new Map<string, Map<string, { numbers: number[] | null; expiresAt: number }>>();

  for (const e of log) {
    const d = e.data as Data;
    const orderId = d.orderId as string | undefined;
    if (e.streamId.startsWith('tube-')) {
      const tubeId = e.streamId.slice('tube-'.length);
      tubeEvents.set(tubeId, [...(tubeEvents.get(tubeId) ?? []), { type: e.type, data: d }]);
      // Nobody draws while another buyer's lock holds (at the command's own clock), but a card order
      // that reserved its tickets before; nobody draws a number another order still keeps.
      const lock = locks.get(tubeId);
      const kept = reservations.get(tubeId) ?? new Map<string, { numbers: number[] | null; expiresAt: number }>();
      reservations.set(tubeId, kept);
      const at = Date.parse(e.metadata.occurredAt);
      if (e.type === 'TubeLocked') locks.set(tubeId, { userId: d.userId as string, expiresAt: Date.parse(d.expiresAt as string) });
      if (e.type === 'TubeLockReleased') locks.delete(tubeId);
      if (e.type === 'TicketsReserved') kept.set(orderId!, { numbers: d.numbers as number[] | null, expiresAt: Date.parse(d.expiresAt as string) });
      if (e.type === 'TicketReservationEnded') kept.delete(orderId!);
      if (e.type === 'TicketDrawn') {
        const own = kept.get(orderId!);
        const reserved = own !== undefined && own.expiresAt > at;
        if (lock && lock.userId !== d.userId && lock.expiresAt > at && !reserved) {
          fail(`tube ${tubeId}: ticket ${String(d.number)} drawn by ${String(d.userId)} while ${lock.userId} held the lock`);
        }
        for (const [other, r] of kept)
          if (other !== orderId && r.expiresAt > at && r.numbers?.includes(d.number as number))
            fail(`tube ${tubeId}: ticket ${String(d.number)} drawn by order ${orderId} while order ${other} kept it`);
      }
    }
    switch (e.type) {
      case 'OrderPlaced':
        orders.set(orderId!, { placed: d, status: 'placed', debited: 0, refunded: 0, points: 0, tickets: [] });
        break;
      case 'OrderPaid':
      case 'OrderFulfilled':
      case 'OrderCancelled':
      case 'OrderRefunded': {
        const o = order(orderId!);
        if (!o) fail(`${e.type} for unknown order ${orderId}`);
        else o.status = ({ OrderPaid: 'paid', OrderFulfilled: 'fulfilled', OrderCancelled: 'cancelled', OrderRefunded: 'refunded' } as const)[e.type];
        break;
      }
      case 'TicketDrawn': {
        const tubeId = d.tubeId as string;
        const drawn = drawnByTube.get(tubeId) ?? new Map();
        drawnByTube.set(tubeId, drawn);
        const n = d.number as number;
        if (drawn.has(n)) fail(`tube ${tubeId}: ticket ${n} drawn twice (orders ${drawn.get(n)!.orderId} and ${orderId})`);
        drawn.set(n, { orderId: orderId!, userId: d.userId as string });
        order(orderId!)?.tickets.push(n);
        break;
      }
      case 'BoxItemAdded': {
        const itemId = d.itemId as string;
        if (boxItems.has(itemId)) fail(`box item ${itemId} added twice`);
        boxItems.set(itemId, { userId: d.userId as string, orderId: orderId! });
        break;
      }
      case 'TokensCredited':
        credited.set(d.userId as string, (credited.get(d.userId as string) ?? 0) + (d.amount as number));
        break;
      case 'TokensDebited': {
        const o = order(orderId!);
        if (o) o.debited += d.amount as number;
        netDebit.set(d.userId as string, (netDebit.get(d.userId as string) ?? 0) + (d.amount as number));
        break;
      }
      case 'TokensRefunded': {
        const o = order(orderId!);
        if (o) o.refunded += d.amount as number;
        netDebit.set(d.userId as string, (netDebit.get(d.userId as string) ?? 0) - (d.amount as number));
        break;
      }
      case 'PointsAdjusted':
        if (d.reason === 'order_payment' || d.reason === 'order_refund') {
          const o = order(d.reference as string);
          if (o) o.points -= d.delta as number;
        }
        break;
    }
  }

  const pointsPerUnit = 20;
  let ticketsSold = 0;
  let tokensDebited = 0;
  for (const [orderId, o] of orders) {
    const p = o.placed;
    const sel = p.ichiban as { tubeId: string; count: number };
    if (o.status === 'placed' || o.status === 'paid') fail(`order ${orderId} left half-way (${o.status})`);
    if (o.status === 'fulfilled') {
      ticketsSold += o.tickets.length;
      tokensDebited += o.debited - o.refunded;
      if (o.tickets.length !== sel.count) fail(`order ${orderId}: ${o.tickets.length} tickets drawn for ${sel.count} paid`);
      const price = (p.unitPrice as number) * o.tickets.length - Math.floor((p.points as number) / pointsPerUnit);
      if (o.debited - o.refunded !== price) fail(`order ${orderId}: ${o.debited - o.refunded} tokens taken, price minus points is ${price}`);
      if (o.points !== p.points) fail(`order ${orderId}: ${o.points} points taken, ${String(p.points)} asked`);
      for (const n of o.tickets) {
        const item = boxItems.get(`${orderId}-${n}`);
        if (!item || item.userId !== p.userId) fail(`order ${orderId}: ticket ${n} is not in its buyer's box`);
      }
    } else {
      if (o.debited - o.refunded !== 0 || o.points !== 0)
        fail(`order ${orderId} ${o.status} but keeps ${o.debited - o.refunded} tokens, ${o.points} points`);
      if (o.tickets.length) fail(`order ${orderId} ${o.status} but drew tickets ${o.tickets.join(',')}`);
    }
  }

  for (const [itemId, item] of boxItems) {
    const o = order(item.orderId);
    if (!o || o.status !== 'fulfilled') fail(`box item ${itemId} from an order that is not fulfilled`);
    else if (!itemId.endsWith('-LAST') && !o.tickets.includes(Number(itemId.slice(item.orderId.length + 1))))
      fail(`box item ${itemId} without its drawn ticket`);
  }

  let soldOutTubes = 0;
  for (const [tubeId, events] of tubeEvents) {
    const opened = events.find((e) => e.type === 'TubeOpened');
    if (!opened) continue;
    const total = opened.data.totalTickets as number;
    const hasLast = (opened.data.prizes as { tier: string }[]).some((p) => p.tier === 'LAST');
    const drawn = events.filter((e) => e.type === 'TicketDrawn');
    const soldOut = events.filter((e) => e.type === 'TubeSoldOut').length;
    const lasts = events.filter((e) => e.type === 'LastPrizeAwarded');
    if (soldOut > 1) fail(`tube ${tubeId} sold out ${soldOut} times`);
    if (soldOut && drawn.length !== total) fail(`tube ${tubeId} sold out with ${drawn.length} of ${total} drawn`);
    if (!soldOut && drawn.length >= total) fail(`tube ${tubeId}: all ${total} drawn but not sold out`);
    if (lasts.length !== (soldOut && hasLast ? 1 : 0)) fail(`tube ${tubeId}: LAST awarded ${lasts.length} times (sold out: ${soldOut})`);
    if (soldOut) soldOutTubes++;
    const last = lasts[0];
    if (last) {
      const final = drawn[drawn.length - 1]!.data;
      if (last.data.orderId !== final.orderId || last.data.number !== final.number) fail(`tube ${tubeId}: LAST did not go with the final ticket`);
      const item = boxItems.get(`${String(last.data.orderId)}-LAST`);
      if (!item || item.userId !== last.data.userId) fail(`tube ${tubeId}: LAST is not in its winner's box`);
    }
    // The box holds exactly the tube's drawn tickets.
    const boxForTube = [...boxItems.keys()].filter(
      (id) => !id.endsWith('-LAST') && (order(boxItems.get(id)!.orderId)?.placed.ichiban as { tubeId: string } | undefined)?.tubeId === tubeId,
    );
    const drawnIds = drawn.map((e) => `${String(e.data.orderId)}-${String(e.data.number)}`);
    if (JSON.stringify([...boxForTube].sort()) !== JSON.stringify([...drawnIds].sort())) {
      fail(`tube ${tubeId}: ${drawnIds.length} tickets drawn but ${boxForTube.length} box items`);
    }
  }

  // Per member: what left the wallet is what fulfilled orders cost, to the unit.
  for (const [userId, net] of netDebit) {
    const owed = [...orders.values()]
      .filter((o) => o.placed.userId === userId && o.status === 'fulfilled')
      .reduce((n, o) => n + (o.placed.tokens as number), 0);
    if (net !== owed) fail(`member ${userId}: ${net} tokens taken, fulfilled orders cost ${owed}`);
    if (net > (credited.get(userId) ?? 0)) fail(`member ${userId}: spent more than credited`);
  }

  const counts = { fulfilled: 0, cancelled: 0, refunded: 0, placed: 0, paid: 0 };
  for (const o of orders.values()) counts[o.status]++;
  return {
    violations,
    summary: {
      events: log.length,
      orders: counts,
      ticketsSold,
      soldOutTubes,
      tokensDebited,
      halfWay: [...orders].filter(([, o]) => o.status === 'placed' || o.status === 'paid').map(([id]) => id),
    },
  };
}
