// Release night: a new series opens and a crowd arrives at once. The production layout (two API
// processes, the projector process, Redis fan-out, one PostgreSQL) on loopback; staff open one
// ichiban series of T tubes, one gacha machine and B six-slot blind boxes through the admin routes;
// S shoppers with tokens arrive spread over A seconds, each wanting 1 to 10 units of one line,
// and buy as the client does (tube lock → draw → release; a capsule a request; read the box →
// slot lock → buy); W more sockets only watch the tubes', the machine's and the boxes' rooms; one
// member with 0 tokens tries to hold everything by every path, again every few seconds.
// It ends when every shopper is done (bought, or their line sold out) or at the deadline, then
// reads the log: sold exactly once, sell-out times, purchase and push latency, time waited for a
// held tube or box and whether each served its shoppers in arrival order, the griefer's holds, and
// each sold-out container's fairness proof checked by the auditor's verifier.
import { loadavg } from 'node:os';
import { constants, messages } from '@shop/contracts';
import { verifyExport } from '../cli/verify';
import type { BenchPostgres } from './bench-postgres';
import { startBenchShop, type BenchMember, type BenchShop } from './bench-shop';
import { startRoomWatchers, summarizeStreamReceipts, type ReceiptFigures, type StreamReceipts } from './push.bench';
import {
  arrivalOrder,
  lineOrder,
  holdsOf,
  type Holds,
  reconcile,
  salesOf,
  type ArrivalOrder,
  type Kind,
  type LogEvent,
  type Reconciliation,
  type Visit,
} from './release-night.figures';
import { percentile, round } from './stats';
import { redisAnswers } from './topology.bench';
import type { Room } from './watchers';
import { benchJson, benchRequest } from './bench-http';

export interface ReleaseNightScale {
  shoppers: number;
  watchers: number;
  arrivalSeconds: number;
  tubes: number;
  ticketsPerTube: number;
  capsules: number;
  boxes: number;
  /** From the opening: shoppers still buying or waiting then give up, and the run ends. */
  deadlineSeconds: number;
  /** The griefer's round: every path tried again this often. */
  griefSeconds: number;
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The issue's release night by default; each figure can be set (BENCH_RELEASE_SHOPPERS=100 …). */
export function releaseNightScale(): ReleaseNightScale {
  return {
    shoppers: env('BENCH_RELEASE_SHOPPERS', 1000),
    watchers: env('BENCH_RELEASE_WATCHERS', 2000),
    arrivalSeconds: env('BENCH_RELEASE_ARRIVAL_SECONDS', 60),
    tubes: env('BENCH_RELEASE_TUBES', 10),
    ticketsPerTube: env('BENCH_RELEASE_TICKETS', 80),
    capsules: env('BENCH_RELEASE_CAPSULES', 500),
    boxes: env('BENCH_RELEASE_BOXES', 20),
    deadlineSeconds: env('BENCH_RELEASE_DEADLINE_SECONDS', 240),
    griefSeconds: env('BENCH_RELEASE_GRIEF_SECONDS', 5),
  };
}

const PRICES: Record<Kind, number> = { kuji: 250, gacha: 100, blindbox: 300 };
const SLOTS = 6;
const KINDS: Kind[] = ['kuji', 'gacha', 'blindbox'];
/** The spec's client polls a held tube's lock status this often; a waiting box page is read as often. */
/** How often a shopper in a line reads their place (the page has it pushed; the bench asks). */
const LINE_POLL_MS = 1000;
/** How long a shopper takes to tap again after 操作失敗，請稍後再試. */
const RETRY_TAP_MS = 1000;
/**
 * The card path needs a merchant; the griefer never pays, so no gateway is ever reached and these
 * keys (the length NewebPay's are) sign nothing that leaves the machine.
 */
const CARD_MERCHANT = { NEWEBPAY_MERCHANT_ID: 'MS_BENCH', NEWEBPAY_HASH_KEY: 'b'.repeat(32), NEWEBPAY_HASH_IV: 'b'.repeat(16) };

type Answer = { status: number; body: Record<string, unknown> };

async function call(url: string, method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<Answer> {
  return benchJson(`${url}/api${path}`, method, token, body);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

interface Release {
  kujiProduct: string;
  tubes: string[];
  machine: string;
  series: string;
  boxes: string[];
}

/** The release as staff open it: the admin routes, at the opening. */
async function openRelease(url: string, admin: string, scale: ReleaseNightScale): Promise<Release> {
  const created = async (path: string, body: unknown) => {
    const res = await call(url, 'POST', path, admin, body);
    if (res.status !== 201) throw new Error(`${path} refused: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as Record<string, unknown>;
  };
  const n = scale.ticketsPerTube;
  const [a, b] = [Math.max(1, Math.floor(n / 40)), Math.max(1, Math.floor(n / 10))];
  const kuji = await created('/admin/catalogue/ichiban-products', {
    name: '發售夜 一番賞',
    price: PRICES.kuji,
    image_url: '/demo/a.svg',
    tubes: scale.tubes,
    prizes: [
      { tier: 'A', name: 'A賞 公仔', quantity: a },
      { tier: 'B', name: 'B賞 模型', quantity: b },
      { tier: 'C', name: 'C賞 吊飾', quantity: n - a - b },
      { tier: 'LAST', name: 'LAST賞', quantity: 1 },
    ],
  });
  const c = scale.capsules;
  const rare = Math.max(1, Math.floor(c / 10));
  const common = Math.floor((c - rare - 1) / 3);
  const gacha = await created('/admin/catalogue/gacha-machines', {
    name: '發售夜 轉蛋',
    price: PRICES.gacha,
    image_url: '/demo/gacha/3001-1.svg',
    items: [
      { name: '一般款 1', rarity: 'common', quantity: c - rare - 1 - 2 * common },
      { name: '一般款 2', rarity: 'common', quantity: common },
      { name: '一般款 3', rarity: 'common', quantity: common },
      { name: '稀有款', rarity: 'rare', quantity: rare },
      { name: '隱藏款', rarity: 'secret', quantity: 1 },
    ],
  });
  const series = await created('/admin/catalogue/blindbox-series', {
    name: '發售夜 盲盒',
    price: PRICES.blindbox,
    image_url: '/demo/b.svg',
    figures: Array.from({ length: SLOTS }, (_, i) => ({ name: `角色 ${i + 1}`, rarity: i === SLOTS - 1 ? 'secret' : 'normal' })),
  });
  const seriesId = series.product_id as string;
  const boxes: string[] = [];
  // The route opens at most 20 boxes a call.
  for (let left = scale.boxes; left > 0; left -= 20) {
    const opened = await created(`/admin/blindbox/${seriesId}/packages`, {
      boxes: Math.min(20, left),
      contents: Array.from({ length: SLOTS }, (_, figure) => ({ figure, quantity: 1 })),
    });
    boxes.push(...(opened.package_ids as string[]));
  }
  return { kujiProduct: kuji.product_id as string, tubes: kuji.tube_ids as string[], machine: gacha.product_id as string, series: seriesId, boxes };
}

/** What the crowd shares: containers it has seen sold out, and the clock. */
interface Crowd {
  release: Release;
  soldOut: Set<string>;
  deadline: number;
  done: boolean;
}

/** A tube, or a blind box whose every free slot someone else holds. */
type Held = { kind: 'tube'; tubeId: string } | { kind: 'box'; packageId: string };

interface Shopper {
  member: BenchMember;
  url: string;
  kind: Kind;
  wants: number;
  got: number;
  latencies: number[];
  refusals: Record<string, number>;
  visits: Visit[];
}

const refuse = (into: Record<string, number>, res: Answer) => {
  const key = `${res.status} ${String(res.body.message)}`;
  into[key] = (into[key] ?? 0) + 1;
};

/** The slots of a box as GET /blindbox/package/{id}/items answers them. */
type SlotView = { item_index: number; is_drawn: boolean; is_locked: boolean; locked_by: 'me' | 'other' | null };

/**
 * The one place a shopper answers a hold: they join the container's line (first come, first
 * served), read their place as the page does, and claim the hold when it is offered to them.
 * Resolves to the slot claimed (a box) or true (a tube); null when nothing was claimed (sold out,
 * refused, or the deadline), having left the line.
 */
async function meetHold(shopper: Shopper, held: Held, crowd: Crowd): Promise<number | true | null> {
  const line = held.kind === 'tube' ? `/raffle/tube/${held.tubeId}/line` : `/blindbox/package/${held.packageId}/line`;
  const { token } = shopper.member;
  const joined = await call(shopper.url, 'POST', `${line}/join`, token);
  if (joined.status !== 200) return null;
  try {
    while (Date.now() < crowd.deadline) {
      const place = await call(shopper.url, 'GET', line, token);
      const mine = place.body.mine as { place: number } | null;
      if (place.status !== 200 || !mine) return null;
      if (mine.place === 0) {
        const claimed = await call(shopper.url, 'POST', `${line}/claim`, token);
        if (claimed.status === 200) return held.kind === 'tube' ? true : (claimed.body.data as { item_index: number }).item_index;
        if (claimed.status !== 423) {
          refuse(shopper.refusals, claimed);
          return null;
        }
      }
      await sleep(Math.min(LINE_POLL_MS, crowd.deadline - Date.now()));
    }
    return null;
  } finally {
    // Claimed: already out of the line; otherwise leaving is what the page does on the way out.
    await call(shopper.url, 'POST', `${line}/leave`, token);
  }
}

/** Tickets: lock a tube (waiting while another holds it), draw the rest of what they want, release. */
async function buyTickets(s: Shopper, crowd: Crowd): Promise<void> {
  const { tubes, kujiProduct } = crowd.release;
  while (s.got < s.wants && Date.now() < crowd.deadline) {
    const open = tubes.filter((t) => !crowd.soldOut.has(t));
    if (open.length === 0) return;
    const tubeId = pick(open);
    const visit: Visit = { container: tubeId, arrivedAt: Date.now(), servedAt: null, metHold: false };
    let locked = false;
    while (Date.now() < crowd.deadline) {
      const res = await call(s.url, 'POST', `/raffle/tube/${tubeId}/lock`, s.member.token);
      if (res.status === 200) {
        locked = true;
        break;
      }
      if (res.status === 423) {
        visit.metHold = true;
        await meetHold(s, { kind: 'tube', tubeId }, crowd);
        continue;
      }
      if (res.status === 409 && res.body.message === messages.ichiban.tubeSoldOut) crowd.soldOut.add(tubeId);
      else refuse(s.refusals, res);
      break;
    }
    if (locked) visit.servedAt = Date.now();
    if (locked || visit.metHold) s.visits.push(visit);
    if (!locked) {
      // Refused for another reason than a sold-out tube: this shopper gives up.
      if (!crowd.soldOut.has(tubeId)) return;
      continue;
    }
    const t0 = performance.now();
    const res = await call(s.url, 'POST', `/raffle/draw/multiple/${tubeId}`, s.member.token, {
      product_id: kujiProduct,
      random_count: s.wants - s.got,
      payment_method: 'balance',
    });
    if (res.status === 200) {
      s.latencies.push(performance.now() - t0);
      s.got += (res.body.tickets as unknown[]).length;
    } else if (res.body.message === messages.ichiban.noFreeNumbers || res.body.message === messages.ichiban.tubeSoldOut) crowd.soldOut.add(tubeId);
    else refuse(s.refusals, res);
    // The draw screen gives the tube back when it ends; a sold-out tube has no lock left to give.
    await call(s.url, 'POST', `/raffle/tube/${tubeId}/release`, s.member.token);
  }
}

/** Capsules: one request each, all buyers on the one machine. */
async function buyCapsules(s: Shopper, crowd: Crowd): Promise<void> {
  const { machine } = crowd.release;
  while (s.got < s.wants && Date.now() < crowd.deadline && !crowd.soldOut.has(machine)) {
    const t0 = performance.now();
    const res = await call(s.url, 'POST', `/gacha/draw/${machine}`, s.member.token, { payment_method: 'balance', points_discount: 0 });
    if (res.status === 200) {
      s.latencies.push(performance.now() - t0);
      s.got++;
    } else if (res.status === 409 && res.body.message === messages.gacha.noItems) crowd.soldOut.add(machine);
    else {
      refuse(s.refusals, res);
      // 操作失敗，請稍後再試 (the machine's stream stayed contended past the retries): the shopper taps again.
      if (res.status !== 409) return;
      await sleep(RETRY_TAP_MS);
    }
  }
}

/** Slots, one at a time: read the box, lock a free slot (waiting while every free one is held), buy it. */
async function buySlots(s: Shopper, crowd: Crowd): Promise<void> {
  while (s.got < s.wants && Date.now() < crowd.deadline) {
    const open = crowd.release.boxes.filter((b) => !crowd.soldOut.has(b));
    if (open.length === 0) return;
    const packageId = pick(open);
    const visit: Visit = { container: packageId, arrivedAt: Date.now(), servedAt: null, metHold: false };
    let slot: number | null = null;
    while (Date.now() < crowd.deadline) {
      const items = await call(s.url, 'GET', `/blindbox/package/${packageId}/items`, s.member.token);
      if (items.status !== 200) return refuse(s.refusals, items);
      const slots = items.body.data as SlotView[];
      const undrawn = slots.filter((x) => !x.is_drawn);
      if (undrawn.length === 0) {
        crowd.soldOut.add(packageId);
        break;
      }
      const free = undrawn.filter((x) => !x.is_locked || x.locked_by === 'me');
      if (free.length === 0) {
        visit.metHold = true;
        const claimed = await meetHold(s, { kind: 'box', packageId }, crowd);
        if (typeof claimed === 'number') {
          slot = claimed;
          break;
        }
        continue;
      }
      const chosen = pick(free).item_index;
      const res = await call(s.url, 'POST', `/blindbox/package/${packageId}/lock`, s.member.token, { item_index: chosen });
      if (res.status === 200) {
        slot = chosen;
        break;
      }
      if (res.status === 409 && res.body.message === messages.blindbox.soldOut) {
        crowd.soldOut.add(packageId);
        break;
      }
      // Held (or offered to someone in the box's line): wait in the line.
      if (res.status === 423) {
        visit.metHold = true;
        const claimed = await meetHold(s, { kind: 'box', packageId }, crowd);
        if (typeof claimed === 'number') {
          slot = claimed;
          break;
        }
        continue;
      }
      // Drawn between the read and the lock: as the slot page does, go to another slot.
      if (res.status !== 409) return refuse(s.refusals, res);
    }
    if (slot !== null) visit.servedAt = Date.now();
    if (slot !== null || visit.metHold) s.visits.push(visit);
    if (slot === null) continue;
    const t0 = performance.now();
    const res = await call(s.url, 'POST', '/blindbox/buy-item', s.member.token, {
      package_id: packageId,
      item_index: slot,
      payment_method: 'balance',
    });
    if (res.status === 200) {
      s.latencies.push(performance.now() - t0);
      s.got++;
    } else refuse(s.refusals, res);
  }
}

const shop = { kuji: buyTickets, gacha: buyCapsules, blindbox: buySlots };

interface GriefPath {
  attempts: number;
  /** Answers that gave it a hold it did not already have. */
  holds: number;
  /** Answers of 200 on a hold it already had (nothing new taken). */
  again: number;
  /** The seconds those answers announced (the lock's remain), where they say. */
  announcedSeconds: number;
  /** Answers of 200 that announced no hold: a card order placed, which holds nothing until it is paid. */
  heldNothing: number;
  refusals: Record<string, number>;
}

/** The griefer's rounds: every hold it can take, by every path, until the night ends. */
async function grief(url: string, griefer: BenchMember, crowd: Crowd, everySeconds: number): Promise<Record<string, GriefPath>> {
  const paths: Record<string, GriefPath> = {};
  const heldUntil = new Map<string, number>();
  const { tubes, boxes, kujiProduct, series } = crowd.release;
  const attempt = async (path: string, holdKey: string, route: string, body?: unknown): Promise<boolean> => {
    const p = (paths[path] ??= { attempts: 0, holds: 0, again: 0, announcedSeconds: 0, heldNothing: 0, refusals: {} });
    p.attempts++;
    const res = await call(url, 'POST', route, griefer.token, body);
    if (res.status !== 200) {
      refuse(p.refusals, res);
      return false;
    }
    const lock = (res.body.lock ?? res.body.data) as { remain?: number; locked_by_other?: boolean } | undefined;
    // A card order's answer may name another member's lock, taken meanwhile: not the griefer's hold.
    const remain = lock?.locked_by_other ? 0 : (lock?.remain ?? 0);
    if (remain <= 0) {
      p.heldNothing++;
      return true;
    }
    if ((heldUntil.get(holdKey) ?? 0) <= Date.now()) {
      p.holds++;
      p.announcedSeconds += remain;
    } else p.again++;
    heldUntil.set(holdKey, Math.max(heldUntil.get(holdKey) ?? 0, Date.now() + remain * 1000));
    return true;
  };
  while (!crowd.done && Date.now() < crowd.deadline) {
    const round0 = Date.now();
    for (const tubeId of tubes.filter((t) => !crowd.soldOut.has(t))) {
      await attempt('tube lock (tokens)', tubeId, `/raffle/tube/${tubeId}/lock`);
      const card = { product_id: kujiProduct, payment_method: 'credit_card' };
      await attempt('card order, 10 tickets', tubeId, `/raffle/draw/multiple/${tubeId}`, {
        ...card,
        random_count: constants.ichiban.maxTicketsPerPurchase,
      });
      await attempt('card order, whole tube', tubeId, `/raffle/draw/multiple/${tubeId}`, { ...card, is_full_pack: true });
    }
    for (const packageId of boxes.filter((b) => !crowd.soldOut.has(b))) {
      // One slot per member per box: taking another gives the first back, so stop at the first held.
      for (let slot = 0; slot < SLOTS; slot++) {
        const key = `${packageId}#${slot}`;
        if (!(await attempt('slot lock', key, `/blindbox/package/${packageId}/lock`, { item_index: slot }))) continue;
        await attempt('card order, slot', key, '/blindbox/buy-item', { package_id: packageId, item_index: slot, payment_method: 'credit_card' });
        break;
      }
      await attempt('card order, whole box', packageId, `/blindbox/buy-entire-product/${series}`, {
        package_id: packageId,
        payment_method: 'credit_card',
      });
    }
    await sleep(Math.min(round0 + everySeconds * 1000, crowd.deadline) - Date.now());
  }
  return paths;
}

interface Verdict {
  container: string;
  kind: Kind;
  verdict: string;
}

/** The auditor's check of a sold-out container: its public export through the verifier; the seed's reveal may trail the sell-out. */
async function verifySoldOut(url: string, kind: Kind, id: string): Promise<Verdict> {
  const route = { kuji: 'tubes', gacha: 'gacha', blindbox: 'packages' }[kind];
  let lines: string[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const text = (await benchRequest(`${url}/api/audit/${route}/${id}/events`)).text;
    const verdict = verifyExport(text);
    lines = verdict.lines;
    if (verdict.exitCode !== 2) break;
    await sleep(500);
  }
  return { container: id, kind, verdict: lines[0] ?? '' };
}

export interface ReleaseNightFigure {
  scale: ReleaseNightScale;
  loadBefore: number;
  loadAfter: number;
  seconds: number;
  shoppersDone: number;
  sold: Reconciliation;
  remaining: Record<Kind, number>;
  /** Seconds from the opening to each kind's last sell-out; null where some container did not sell out. */
  soldOutSeconds: Record<Kind, number | null> & { all: number | null };
  purchases: Record<Kind, { count: number; p50Ms: number; p99Ms: number }>;
  refusals: Record<string, number>;
  waits: { visits: number; waited: number; p50Ms: number; p99Ms: number; unserved: number };
  arrivalOrder: { containers: number; inOrder: number; overtakes: number; worst: ArrivalOrder[] };
  /** From the lines' own streams: the server's order of joins and offers. */
  lineOrder: { lines: number; joined: number; offers: number; overtakes: number };
  push: ReceiptFigures | null;
  griefer: { paths: Record<string, GriefPath>; fromLog: Holds };
  fairness: { verified: number; checked: number; failures: Verdict[] };
}

async function readLog(db: BenchShop['db'], streams: string[]): Promise<LogEvent[]> {
  const rows = (await db.query(`SELECT stream_id, type, data, recorded_at FROM es_events WHERE stream_id = ANY($1) ORDER BY recorded_at, seq`, [
    streams,
  ])) as { stream_id: string; type: string; data: Record<string, unknown>; recorded_at: Date }[];
  return rows.map((r) => ({ streamId: r.stream_id, type: r.type, data: r.data, recordedAt: r.recorded_at.getTime() }));
}

/** What the crowd and the griefer did, as they saw it. */
interface Night {
  started: number;
  ended: number;
  shoppers: Shopper[];
  griefPaths: Record<string, GriefPath>;
  receipts: StreamReceipts;
}

/** Opens the release at once, lets the crowd in over the arrival window beside the griefer, and ends as the crowd does. */
async function playNight(s: BenchShop, release: Release, scale: ReleaseNightScale, members: BenchMember[], griefer: BenchMember): Promise<Night> {
  const rooms: Room[] = [
    ...release.tubes.map((tubeId): Room => ({ watch: 'tube:watch', body: { tubeId }, changed: 'tube:changed', streamId: `tube-${tubeId}` })),
    { watch: 'gacha:watch', body: { productId: release.machine }, changed: 'gacha:changed', streamId: `gacha-${release.machine}` },
    ...release.boxes.map((packageId): Room => ({
      watch: 'package:watch',
      body: { packageId },
      changed: 'package:changed',
      streamId: `package-${packageId}`,
    })),
  ];
  const watchers = scale.watchers
    ? await Promise.all(s.urls.map((url) => startRoomWatchers(url, rooms, Math.ceil(scale.watchers / s.urls.length))))
    : [];
  const started = Date.now();
  const crowd: Crowd = { release, soldOut: new Set(), deadline: started + scale.deadlineSeconds * 1000, done: false };
  const shoppers: Shopper[] = members.map((member, i) => ({
    member,
    url: s.urls[i % s.urls.length]!,
    kind: pick(KINDS),
    wants: 1 + Math.floor(Math.random() * 10),
    got: 0,
    latencies: [],
    refusals: {},
    visits: [],
  }));
  console.log(
    `  opened at ${new Date(started).toISOString()}: ${release.tubes.length} tubes, 1 machine, ${release.boxes.length} boxes; the crowd arrives`,
  );
  const griefing = grief(s.urls[0]!, griefer, crowd, scale.griefSeconds);
  await Promise.all(
    shoppers.map(async (shopper) => {
      // Arrivals uniform over the window (a Poisson process's arrival times, given their number).
      await sleep(Math.random() * scale.arrivalSeconds * 1000);
      await shop[shopper.kind](shopper, crowd);
    }),
  );
  crowd.done = true;
  const ended = Date.now();
  const griefPaths = await griefing;
  // Let the last pushes land before reading them.
  await sleep(1500);
  const receipts = (await Promise.all(watchers.map((w) => w.report()))).flat();
  return { started, ended, shoppers, griefPaths, receipts };
}

const streamsOf = (release: Release): Record<Kind, string[]> => ({
  kuji: release.tubes.map((t) => `tube-${t}`),
  gacha: [`gacha-${release.machine}`],
  blindbox: release.boxes.map((b) => `package-${b}`),
});

export async function measureReleaseNight(pg: BenchPostgres, scale: ReleaseNightScale): Promise<ReleaseNightFigure | null> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await redisAnswers(redisUrl))) {
    console.log(`  SKIPPED: no Redis answers at ${redisUrl} (set REDIS_URL)`);
    return null;
  }
  const s = await startBenchShop(pg, 'release_night', { apis: 2, projector: true, redisUrl, env: CARD_MERCHANT });
  try {
    const [admin] = await s.members(1, 0, 'admin');
    const [griefer] = await s.members(1, 0);
    const members = await s.members(scale.shoppers, 10 * Math.max(...Object.values(PRICES)));
    console.log(`  ${scale.shoppers} shoppers and the griefer registered; opening the release`);
    const loadBefore = round(loadavg()[0]!, 2);
    const release = await openRelease(s.url, admin!.token, scale);
    const night = await playNight(s, release, scale, members, griefer!);
    const loadAfter = round(loadavg()[0]!, 2);

    // The log after the night: the containers' streams, and the buyers' prize boxes and wallets.
    const streams = streamsOf(release);
    const log = await readLog(s.db, Object.values(streams).flat());
    const { units, lastPrizes, soldOutAt } = salesOf(log);
    const buyers = members.map((m) => m.userId);
    const boxItems = (
      await readLog(
        s.db,
        buyers.map((u) => `box-${u}`),
      )
    )
      .filter((e) => e.type === 'BoxItemAdded')
      .map((e) => ({ itemId: String(e.data.itemId), orderId: String(e.data.orderId) }));
    const debits = (
      await readLog(
        s.db,
        buyers.map((u) => `wallet-${u}`),
      )
    )
      .filter((e) => e.type === 'TokensDebited' || e.type === 'TokensRefunded')
      .map((e) => ({ orderId: String(e.data.orderId), amount: (e.type === 'TokensRefunded' ? -1 : 1) * Number(e.data.amount) }));
    const sold = reconcile({ units, lastPrizes, boxItems, debits, prices: PRICES });

    const capacity: Record<Kind, number> = { kuji: scale.tubes * scale.ticketsPerTube, gacha: scale.capsules, blindbox: scale.boxes * SLOTS };
    const lastSellOut = (of: string[]) =>
      of.every((x) => soldOutAt.has(x)) ? round((Math.max(...of.map((x) => soldOutAt.get(x)!)) - night.started) / 1000, 1) : null;
    const byKind = <T>(f: (k: Kind) => T) => Object.fromEntries(KINDS.map((k) => [k, f(k)])) as Record<Kind, T>;

    const { shoppers } = night;
    const refusals: Record<string, number> = {};
    for (const x of shoppers)
      for (const [key, n] of Object.entries(x.refusals)) refusals[`${x.kind}: ${key}`] = (refusals[`${x.kind}: ${key}`] ?? 0) + n;
    const visits = shoppers.flatMap((x) => x.visits);
    const waitedMs = visits.filter((v) => v.metHold && v.servedAt !== null).map((v) => v.servedAt! - v.arrivedAt);
    const order = arrivalOrder(visits);
    const lines = lineOrder(await readLog(s.db, [...release.tubes.map((t) => `tube-line-${t}`), ...release.boxes.map((b) => `package-line-${b}`)]));

    const verdicts: Verdict[] = [];
    const ids: Record<Kind, string[]> = { kuji: release.tubes, gacha: [release.machine], blindbox: release.boxes };
    for (const k of KINDS)
      for (const [i, id] of ids[k].entries()) if (soldOutAt.has(streams[k][i]!)) verdicts.push(await verifySoldOut(s.url, k, id));

    return {
      scale,
      loadBefore,
      loadAfter,
      seconds: round((night.ended - night.started) / 1000, 1),
      shoppersDone: shoppers.filter((x) => x.got >= x.wants).length,
      sold,
      remaining: byKind((k) => capacity[k] - sold.sold[k]),
      soldOutSeconds: { ...byKind((k) => lastSellOut(streams[k])), all: lastSellOut(Object.values(streams).flat()) },
      purchases: byKind((k) => {
        const l = shoppers.filter((x) => x.kind === k).flatMap((x) => x.latencies);
        return { count: l.length, p50Ms: round(percentile(l, 50), 1), p99Ms: round(percentile(l, 99), 1) };
      }),
      refusals,
      waits: {
        visits: visits.length,
        waited: visits.filter((v) => v.metHold).length,
        p50Ms: round(percentile(waitedMs, 50), 0),
        p99Ms: round(percentile(waitedMs, 99), 0),
        unserved: visits.filter((v) => v.servedAt === null).length,
      },
      lineOrder: {
        lines: lines.length,
        joined: lines.reduce((n, l) => n + l.joined, 0),
        offers: lines.reduce((n, l) => n + l.offers, 0),
        overtakes: lines.reduce((n, l) => n + l.overtakes, 0),
      },
      arrivalOrder: {
        containers: order.length,
        inOrder: order.filter((o) => o.inOrder).length,
        overtakes: order.reduce((n, o) => n + o.overtakes, 0),
        worst: order
          .filter((o) => o.overtakes > 0)
          .sort((a, b) => b.overtakes - a.overtakes)
          .slice(0, 3),
      },
      push: night.receipts.length ? await summarizeStreamReceipts(s, night.receipts) : null,
      griefer: { paths: night.griefPaths, fromLog: holdsOf(log, griefer!.userId, night.ended) },
      fairness: {
        verified: verdicts.filter((v) => v.verdict.startsWith('VERIFIED')).length,
        checked: verdicts.length,
        failures: verdicts.filter((v) => !v.verdict.startsWith('VERIFIED')),
      },
    };
  } finally {
    await s.stop();
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
const ms = (x: number) => (Number.isNaN(x) ? '–' : `${x} ms`);

/** The figures beside the issue's targets. */
export function printReleaseNight(f: ReleaseNightFigure): void {
  const { scale } = f;
  const out = (line: string) => console.log(`  ${line}`);
  out(
    `scale: ${scale.shoppers} shoppers over ${scale.arrivalSeconds} s, ${scale.watchers} watchers; ${scale.tubes} tubes × ${scale.ticketsPerTube}, ` +
      `${scale.capsules} capsules, ${scale.boxes} boxes × ${SLOTS}; deadline ${scale.deadlineSeconds} s; load average ${f.loadBefore} → ${f.loadAfter}`,
  );
  out(`ran ${f.seconds} s; ${f.shoppersDone} of ${scale.shoppers} shoppers got all they wanted`);
  const sold = f.sold;
  out(
    `sold: ${sold.sold.kuji} tickets, ${sold.sold.gacha} capsules, ${sold.sold.blindbox} slots (${sold.soldTwice} twice); buyers' box items ${sold.boxItems} ` +
      `(expected ${sold.expectedBoxItems}, LAST prizes included); tokens debited ${sold.tokensDebited} (expected ${sold.expectedTokens}) ` +
      `— target: sold exactly once: ${verdict(sold.exactlyOnce)}`,
  );
  out(`remained: ${f.remaining.kuji} tickets, ${f.remaining.gacha} capsules, ${f.remaining.blindbox} slots`);
  const t = (x: number | null) => (x === null ? 'not sold out' : `${x} s`);
  out(
    `time to sell out: tickets ${t(f.soldOutSeconds.kuji)}, capsules ${t(f.soldOutSeconds.gacha)}, slots ${t(f.soldOutSeconds.blindbox)}; all ${t(f.soldOutSeconds.all)}`,
  );
  for (const k of KINDS) {
    const p = f.purchases[k];
    out(
      p.count
        ? `purchase (${k}): ${p.count} purchases, p50 ${ms(p.p50Ms)}, p99 ${ms(p.p99Ms)} — target p99 < 1,000 ms: ${verdict(p.p99Ms < 1000)}`
        : `purchase (${k}): none went through — target p99 < 1,000 ms: NOT MET`,
    );
  }
  if (Object.keys(f.refusals).length) out(`shoppers refused: ${JSON.stringify(f.refusals)}`);
  out(
    `waited for a held tube or box: ${f.waits.waited} of ${f.waits.visits} visits; of those served, p50 ${ms(f.waits.p50Ms)}, p99 ${ms(f.waits.p99Ms)}; ${f.waits.unserved} still waiting at the end`,
  );
  const lo = f.lineOrder;
  out(
    `lines (from their streams): ${lo.lines} lines, ${lo.joined} joins, ${lo.offers} offers, ${lo.overtakes} offers past someone who joined earlier` +
      ` — target strictly in arrival order: ${verdict(lo.lines > 0 && lo.overtakes === 0)}`,
  );
  out(
    `as the crowd's clocks saw it: ${f.arrivalOrder.inOrder} of ${f.arrivalOrder.containers} tubes and boxes in arrival order, ${f.arrivalOrder.overtakes} overtakes` +
      (f.arrivalOrder.overtakes
        ? ` (most: ${f.arrivalOrder.worst.map((o) => `${o.container} ${o.overtakes}`).join(', ')}; a shopper's first ask, not their join)`
        : ''),
  );
  out(
    f.push
      ? `push to ${scale.watchers} watchers: ${f.push.notices} notices, p50 ${f.push.p50Ms} ms, p99 ${f.push.p99Ms} ms (first socket p50 ${f.push.firstReceiptP50Ms} ms) — target p99 < 250 ms: ${verdict(f.push.p99Ms < 250)}`
      : 'push: no watchers',
  );
  const g = f.griefer;
  for (const [path, p] of Object.entries(g.paths))
    out(
      `griefer, ${path}: ${p.attempts} tries, ${p.holds} new holds (${p.announcedSeconds} s announced), ${p.again} answered on a hold it had, ${p.heldNothing} accepted holding nothing; refused ${JSON.stringify(p.refusals)}`,
    );
  // A card order holds nothing until it is paid, and the griefer never pays: the log must show no hold of its own.
  const kept = g.fromLog;
  out(
    `griefer kept from others: at most ${kept.mostUnitsKept} tickets/slots at once, ${kept.unitSeconds} ticket-seconds, in ${kept.holds} holds (${kept.seconds} s)` +
      ` — target the griefer holds nothing: ${verdict(kept.holds === 0)}`,
  );
  out(
    `fairness proofs of sold-out containers: ${f.fairness.verified} of ${f.fairness.checked} VERIFIED` +
      (f.fairness.failures.length ? `; ${f.fairness.failures.map((v) => `${v.kind} ${v.container}: ${v.verdict}`).join('; ')}` : ''),
  );
}
