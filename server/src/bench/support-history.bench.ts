// Support's timeline for a member with a long history (`support-history`): the member buys once,
// then gets copies of that purchase (appendEarlierPurchases, as purchase-cost's long-history buyer)
// until their history holds BENCH_HISTORY_EVENTS events, and a staff member, over HTTP, one call at
// a time:
// - opens the timeline (its newest page, 100 lines), unfiltered and filtered to one kind;
// - pages from the newest to the oldest, 100 lines a page (the deep pages are the question);
// - asks the member's state right after an event near the start, the middle and the end (a fold of
//   the member's events up to that event: the end costs the whole history, the start almost none).
import type { MemberStateResponse, UserHistoryResponse } from '@shop/contracts';
import type { BenchPostgres } from './bench-postgres';
import { startBenchShop, type BenchShop } from './bench-shop';
import { appendEarlierPurchases, ticketBuyer } from './purchase-cost.bench';
import { percentile, round } from './stats';
import { benchRequest } from './bench-http';

interface Timing {
  samples: number;
  p50Ms: number;
  p99Ms: number;
}

export interface SupportHistoryFigures {
  events: number;
  pages: number;
  open: Timing;
  openFiltered: Timing;
  /** Every page from the newest to the oldest, each timed. */
  page: Timing;
  /** The oldest page alone (the deepest keyset), timed `samples` times. */
  deepestPage: Timing;
  stateNearStart: Timing & { folded: number };
  stateMiddle: Timing & { folded: number };
  stateNearEnd: Timing & { folded: number };
}

const timing = (times: number[]): Timing => ({
  samples: times.length,
  p50Ms: round(percentile(times, 50), 2),
  p99Ms: round(percentile(times, 99), 2),
});

async function timed<T>(read: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await read();
  return { ms: performance.now() - t0, value };
}

function staffGet(shop: BenchShop, token: string) {
  return async <T>(path: string): Promise<T> => {
    const res = await benchRequest(`${shop.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text}`);
    return JSON.parse(res.text) as T;
  };
}

export async function measureSupportHistory(pg: BenchPostgres, events: number, samples: number): Promise<SupportHistoryFigures> {
  const shop = await startBenchShop(pg, 'support_history');
  try {
    const [member] = await shop.members(1, 1_000_000_000);
    const [staff] = await shop.members(1, 0, 'admin');
    const buy = ticketBuyer(shop);
    await buy(member!);
    const get = staffGet(shop, staff!.token);
    const events0 = async () => (await get<UserHistoryResponse>(`/admin/users/${member!.userId}/events?limit=1`)).matching;
    // One copy first, to learn a purchase's events in the member's history; then the rest.
    const before = await events0();
    const perPurchase = (await appendEarlierPurchases(shop, member!.userId, 1)) || 1;
    await appendEarlierPurchases(shop, member!.userId, Math.max(0, Math.ceil((events - before - perPurchase) / perPurchase)));
    const total = await events0();
    console.log(`    ${total} events in the member's history`);

    const path = `/admin/users/${member!.userId}`;
    const open: number[] = [];
    const openFiltered: number[] = [];
    for (let i = 0; i < samples; i++) {
      open.push((await timed(() => get<UserHistoryResponse>(`${path}/events?limit=100`))).ms);
      openFiltered.push((await timed(() => get<UserHistoryResponse>(`${path}/events?limit=100&kinds=ichiban`))).ms);
    }

    // Newest to oldest, keeping every position (oldest first once reversed) for the state points.
    const pageTimes: number[] = [];
    const positions: string[][] = [];
    let next: string | null = null;
    let oldest = '';
    do {
      const cursor: string | null = next;
      const { ms, value }: { ms: number; value: UserHistoryResponse } = await timed(() =>
        get<UserHistoryResponse>(`${path}/events?limit=100${cursor ? `&before=${cursor}` : ''}`),
      );
      pageTimes.push(ms);
      positions.push(value.data.map((e) => e.position));
      if (cursor) oldest = cursor;
      next = value.next;
    } while (next);
    const deepest: number[] = [];
    for (let i = 0; i < samples; i++) deepest.push((await timed(() => get<UserHistoryResponse>(`${path}/events?limit=100&before=${oldest}`))).ms);

    const all = positions.reverse().flat();
    const stateAt = async (fraction: number) => {
      const at = all[Math.min(all.length - 1, Math.floor(fraction * all.length))]!;
      const times: number[] = [];
      let folded = 0;
      for (let i = 0; i < samples; i++) {
        const { ms, value } = await timed(() => get<MemberStateResponse>(`${path}/state?at=${at}`));
        times.push(ms);
        folded = value.data.events;
      }
      return { ...timing(times), folded };
    };
    const figures: SupportHistoryFigures = {
      events: total,
      pages: pageTimes.length,
      open: timing(open),
      openFiltered: timing(openFiltered),
      page: timing(pageTimes),
      deepestPage: timing(deepest),
      stateNearStart: await stateAt(0.01),
      stateMiddle: await stateAt(0.5),
      stateNearEnd: await stateAt(0.99),
    };
    const say = (name: string, t: Timing) => console.log(`  ${name}: p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms (${t.samples} samples)`);
    say('open the timeline (newest 100)', figures.open);
    say('open filtered to one kind', figures.openFiltered);
    say(`every page, newest to oldest (${figures.pages} pages)`, figures.page);
    say('the oldest page', figures.deepestPage);
    for (const [name, t] of [
      ['state near the start', figures.stateNearStart],
      ['state in the middle', figures.stateMiddle],
      ['state near the end', figures.stateNearEnd],
    ] as const)
      say(`${name} (${t.folded} events folded)`, t);
    return figures;
  } finally {
    await shop.stop();
  }
}
