// The release-night scenario's verdicts, computed from what the crowd saw and what the log holds:
// whether each container served its shoppers in arrival order, how long a griefer held anything,
// and whether everything sold was sold exactly once (units = prize-box items = tokens debited).
// Pure: release-night.bench.ts gathers the inputs.

/** One shopper's visit to a tube or a box for one purchase: when they first asked, when they got the hold. */
export interface Visit {
  container: string;
  arrivedAt: number;
  /** Null when the run ended before they got it. */
  servedAt: number | null;
  /** Whether they found it held by someone else and waited. */
  metHold: boolean;
}

export interface ArrivalOrder {
  container: string;
  visits: number;
  waited: number;
  /** Visits served while an earlier-arrived shopper was still waiting for the same container. */
  overtakes: number;
  inOrder: boolean;
}

/**
 * A later arrival b overtakes a when a was waiting (it met a hold) and b got the container first.
 * A shopper who found the container free and took it at once was never in line, so nobody can
 * overtake them; one still waiting at the end is overtaken by every later arrival that was served.
 */
export function arrivalOrder(visits: readonly Visit[]): ArrivalOrder[] {
  const byContainer = new Map<string, Visit[]>();
  for (const v of visits) byContainer.set(v.container, [...(byContainer.get(v.container) ?? []), v]);
  return [...byContainer].map(([container, list]) => {
    let overtakes = 0;
    for (const a of list) {
      if (!a.metHold) continue;
      const aServed = a.servedAt ?? Infinity;
      for (const b of list) if (b !== a && b.servedAt !== null && b.arrivedAt > a.arrivedAt && b.servedAt < aServed) overtakes++;
    }
    return { container, visits: list.length, waited: list.filter((v) => v.metHold).length, overtakes, inOrder: overtakes === 0 };
  });
}

/** One line's service as its own stream tells it. */
export interface LineOrder {
  line: string;
  joined: number;
  offers: number;
  /** Offers made while someone who joined earlier was still waiting in that line. */
  overtakes: number;
}

/**
 * Whether each line (`tube-line-…`, `package-line-…` streams) offered its hold strictly in the order
 * shoppers joined: an offer overtakes everyone still waiting who joined before the one offered.
 * Read from the log, in stream order, so it is the server's order, not the crowd's clocks.
 */
export function lineOrder(events: readonly LogEvent[]): LineOrder[] {
  const lines = new Map<string, { waiting: string[]; joined: number; offers: number; overtakes: number }>();
  for (const e of events) {
    if (!/^(tube|package)-line-/.test(e.streamId)) continue;
    const line = lines.get(e.streamId) ?? { waiting: [], joined: 0, offers: 0, overtakes: 0 };
    lines.set(e.streamId, line);
    const userId = e.data.userId as string | undefined;
    if (e.type === 'LineJoined') {
      if (!line.waiting.includes(userId!)) line.waiting.push(userId!);
      line.joined++;
    } else if (e.type === 'HoldOffered') {
      line.offers++;
      line.overtakes += Math.max(0, line.waiting.indexOf(userId!));
    } else if (e.type === 'LineClosed') line.waiting = [];
    else line.waiting = line.waiting.filter((u) => u !== userId);
  }
  return [...lines].map(([line, { joined, offers, overtakes }]) => ({ line, joined, offers, overtakes }));
}

/** An event as read from the log. */
export interface LogEvent {
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  recordedAt: number;
}

export interface Holds {
  /** Holds taken (a renewal of a running hold is not a new one). */
  holds: number;
  /** Seconds held in all, each hold up to its release or expiry, and never past `until`. */
  seconds: number;
  /** The most tickets and slots the member kept from everyone else at one time (a tube lock keeps every ticket left in it). */
  mostUnitsKept: number;
  /** Tickets and slots kept × seconds kept, summed over the holds. */
  unitSeconds: number;
}

/**
 * What `userId` kept from others, from the log: locks on tubes (TubeLocked / TubeLockReleased, the
 * whole tube's tickets left) and blind-box slots (SlotLocked / SlotReleased / SlotDrawn, one slot
 * each): a hold runs from its start to its expiry, cut short by its end or the container's sell-out,
 * never past `until`. A card order holds nothing until it is paid, so it writes nothing to count.
 */
export function holdsOf(events: readonly LogEvent[], userId: string, until: number): Holds {
  const open = new Map<string, { stream: string; from: number; to: number; units: number }>();
  const kept: { from: number; to: number; units: number }[] = [];
  const left = new Map<string, number>();
  let holds = 0;
  const close = (key: string, at: number) => {
    const hold = open.get(key);
    if (!hold) return;
    const to = Math.min(hold.to, at, until);
    if (to > hold.from) kept.push({ from: hold.from, to, units: hold.units });
    open.delete(key);
  };
  for (const e of [...events].sort((a, b) => a.recordedAt - b.recordedAt)) {
    if (e.type === 'TubeOpened') left.set(e.streamId, Number(e.data.totalTickets));
    if (e.type === 'TicketDrawn') left.set(e.streamId, (left.get(e.streamId) ?? 1) - 1);
    const key = e.type.startsWith('Slot') ? `${e.streamId}#${e.data.itemIndex}` : e.streamId;
    if (e.type === 'TubeLocked' || e.type === 'SlotLocked') {
      const running = open.get(key);
      // Another member's lock starts only after this one ended (the deciders refuse it before).
      if (e.data.userId !== userId) {
        if (running) close(key, e.recordedAt);
        continue;
      }
      const from = Date.parse(String(e.data.lockedAt));
      const to = Date.parse(String(e.data.expiresAt));
      if (running && running.to > from) running.to = to;
      else {
        if (running) close(key, running.to);
        open.set(key, { stream: e.streamId, from, to, units: e.type === 'TubeLocked' ? (left.get(e.streamId) ?? 0) : 1 });
        holds++;
      }
    } else if ((e.type === 'TubeLockReleased' || e.type === 'SlotReleased' || e.type === 'SlotDrawn') && e.data.userId === userId) {
      close(key, e.recordedAt);
    } else if (e.type === 'TubeSoldOut' || e.type === 'PackageSoldOut') {
      for (const [k, hold] of [...open.entries()]) if (hold.stream === e.streamId) close(k, e.recordedAt);
    }
  }
  for (const key of [...open.keys()]) close(key, Infinity);
  const ms = kept.reduce((n, h) => n + (h.to - h.from), 0);
  const unitMs = kept.reduce((n, h) => n + h.units * (h.to - h.from), 0);
  // The most kept at once: a sweep over the holds' starts and ends (an end before a start at the same instant).
  const edges = kept.flatMap((h) => [
    { at: h.from, delta: h.units },
    { at: h.to, delta: -h.units },
  ]);
  edges.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let now = 0;
  let most = 0;
  for (const edge of edges) most = Math.max(most, (now += edge.delta));
  return { holds, seconds: Math.round(ms / 100) / 10, mostUnitsKept: most, unitSeconds: Math.round(unitMs / 100) / 10 };
}

export type Kind = 'kuji' | 'gacha' | 'blindbox';

/** One unit sold, from TicketDrawn / CapsuleDrawn / SlotDrawn. */
export interface SoldUnit {
  kind: Kind;
  container: string;
  /** Ticket number, capsule position (round:position) or slot index. */
  unit: string;
  orderId: string;
}

export interface Sales {
  units: SoldUnit[];
  /** LAST prizes awarded with a tube's final ticket. */
  lastPrizes: number;
  /** When each sold-out stream sold out. */
  soldOutAt: Map<string, number>;
}

/** What the containers' streams say was sold, and when each sold out. */
export function salesOf(events: readonly LogEvent[]): Sales {
  const units: SoldUnit[] = [];
  let lastPrizes = 0;
  const soldOutAt = new Map<string, number>();
  for (const { streamId, type, data: d, recordedAt } of events) {
    const orderId = String(d.orderId);
    if (type === 'TicketDrawn') units.push({ kind: 'kuji', container: String(d.tubeId), unit: String(d.number), orderId });
    else if (type === 'CapsuleDrawn') units.push({ kind: 'gacha', container: String(d.machineId), unit: `${d.round}:${d.position}`, orderId });
    else if (type === 'SlotDrawn') units.push({ kind: 'blindbox', container: String(d.packageId), unit: String(d.itemIndex), orderId });
    else if (type === 'LastPrizeAwarded') lastPrizes++;
    else if (type === 'TubeSoldOut' || type === 'GachaSoldOut' || type === 'PackageSoldOut') soldOutAt.set(streamId, recordedAt);
  }
  return { units, lastPrizes, soldOutAt };
}

export interface Reconciliation {
  sold: Record<Kind, number>;
  /** Units recorded as sold more than once (same container and unit). */
  soldTwice: number;
  /** Prize-box items the buyers got for these orders, and how many the sales call for (units + LAST prizes). */
  boxItems: number;
  expectedBoxItems: number;
  tokensDebited: number;
  /** Units × their price. */
  expectedTokens: number;
  exactlyOnce: boolean;
}

export function reconcile(input: {
  units: readonly SoldUnit[];
  /** Orders that won a LAST prize with their final ticket: one more box item each. */
  lastPrizes: number;
  /** BoxItemAdded of the scenario's products: item id and order. */
  boxItems: readonly { itemId: string; orderId: string }[];
  /** TokensDebited of the orders that sold units. */
  debits: readonly { orderId: string; amount: number }[];
  prices: Record<Kind, number>;
}): Reconciliation {
  const sold: Record<Kind, number> = { kuji: 0, gacha: 0, blindbox: 0 };
  const seen = new Set<string>();
  let soldTwice = 0;
  for (const u of input.units) {
    const key = `${u.kind}:${u.container}:${u.unit}`;
    if (seen.has(key)) soldTwice++;
    seen.add(key);
    sold[u.kind]++;
  }
  // An item added twice is one item (the box adds an order's items once).
  const boxItems = new Set(input.boxItems.map((i) => i.itemId)).size;
  const expectedBoxItems = input.units.length + input.lastPrizes;
  // One debit per order: a second one for the same order would be a double charge, so it counts.
  const tokensDebited = input.debits.reduce((n, d) => n + d.amount, 0);
  const expectedTokens = (Object.keys(sold) as Kind[]).reduce((n, k) => n + sold[k] * input.prices[k], 0);
  return {
    sold,
    soldTwice,
    boxItems,
    expectedBoxItems,
    tokensDebited,
    expectedTokens,
    exactlyOnce: soldTwice === 0 && boxItems === expectedBoxItems && tokensDebited === expectedTokens,
  };
}
