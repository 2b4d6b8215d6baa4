// Members with tokens and points, and a buyer's random shopping over HTTP, shared by the
// invariant tests. Members are registered and credited through the real command handlers on the
// shop's event store (signing in over HTTP is rate-limited per address, rightly).
import { randomUUID } from 'node:crypto';
import { UserAccountRow } from '@shop/projections';
import type { DataSource } from 'typeorm';
import type { EventStore } from '../../../server/src/event-store/event-store.port';
import { systemMetadata } from '../../../server/src/http/request-metadata';
import { runCommand } from '../../../server/src/platform/command-runner';
import { RegisterUserCommand } from '../../../server/src/modules/accounts/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../../../server/src/modules/accounts/commands/register-user/register-user.handler';
import { SessionsService } from '../../../server/src/modules/accounts/sessions.service';
import { TubeAlreadySoldOut, tubeDecider } from '../../../server/src/modules/ichiban/domain/tube.decide';
import { walletDecider } from '../../../server/src/modules/wallet/domain/wallet.decide';
import { eventually } from '../../support/eventually';

export interface Buyer {
  userId: string;
  token: string;
}

/** Demo tubes the load runs on: their product, ticket count and price (demo-catalogue.ts). */
export interface TubeTarget {
  tubeId: string;
  productId: string;
  total: number;
}

let phoneSeq = 0;

export async function createBuyers(store: EventStore, db: DataSource, count: number, tokens: (i: number) => number, points = 1000): Promise<Buyer[]> {
  const prefix = String(Math.floor(Math.random() * 900) + 100);
  const buyers: Buyer[] = [];
  // A few at a time: registering hashes a password, which is slow on purpose.
  for (let i = 0; i < count; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, async (_, k) => {
        const phone = `09${prefix}${String(10000 + phoneSeq++).slice(-5)}`;
        const { userId } = await RegisterUserHandler.standalone({ eventStore: store, dataSource: db }).execute(
          new RegisterUserCommand(phone, 'secret-pass', `買家${i + k}`, 'member', 'cli'),
        );
        const wallet = (command: Parameters<typeof walletDecider.decide>[0]) =>
          runCommand({ store, streamId: `wallet-${userId}`, decider: walletDecider, command, metadata: systemMetadata(new Date()) });
        const amount = tokens(i + k);
        if (amount > 0)
          await wallet({
            type: 'CreditTokens',
            data: { userId, amount, reference: `admin:${randomUUID()}`, source: 'admin', description: '測試儲值' },
          });
        if (points > 0)
          await wallet({
            type: 'AdjustPoints',
            data: { userId, delta: points, reason: 'admin', reference: randomUUID(), description: '測試紅利' },
            now: new Date(),
          });
        return userId;
      }),
    );
    for (const userId of batch) buyers.push({ userId, token: '' });
  }
  // Sessions need the account's read-model row (the auth guard reads it).
  await eventually(
    () => db.getRepository(UserAccountRow).countBy(buyers.map((b) => ({ userId: b.userId }))),
    (n) => n === buyers.length,
    { timeoutMs: 60_000 },
  );
  const sessions = new SessionsService(db, store);
  for (const b of buyers) b.token = await sessions.create(b.userId, 'password');
  return buyers;
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A random purchase body: picked numbers (some may be taken), a random count, now and then a full pack. */
export function randomPurchase(target: TubeTarget, free?: readonly number[]): { path: string; body: Record<string, unknown> } {
  const points_discount = pick([0, 0, 200, 400]);
  const r = Math.random();
  if (r < 0.005)
    return { path: `/raffle/draw/multiple/${target.tubeId}`, body: { product_id: target.productId, is_full_pack: true, points_discount } };
  // Picks come from the numbers the page showed as free (others may take them meanwhile).
  const pool = free?.length ? free : Array.from({ length: target.total }, (_, i) => i + 1);
  if (r < 0.1) return { path: `/raffle/draw/${target.tubeId}`, body: { product_id: target.productId, ticket_number: pick(pool), points_discount } };
  if (r < 0.35) {
    const k = Math.min(pool.length, 1 + Math.floor(Math.random() * 10));
    const numbers = new Set<number>();
    while (numbers.size < k) numbers.add(pick(pool));
    return {
      path: `/raffle/draw/multiple/${target.tubeId}`,
      body: { product_id: target.productId, ticket_numbers: [...numbers], is_multiple: true, points_discount },
    };
  }
  return {
    path: `/raffle/draw/multiple/${target.tubeId}`,
    body: { product_id: target.productId, random_count: 1 + Math.floor(Math.random() * 10), points_discount },
  };
}

export interface Answer {
  status: number;
  body: { message?: string; order?: { id: string; token_amount: number }; tickets?: { ticket_number: number }[] };
}

export async function post(baseUrl: string, path: string, token: string, body: unknown): Promise<Answer> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Answer['body'] };
}

/**
 * One buyer's visit, as the ticket page goes: look at a tube (its lock and drawn numbers), buy
 * when it is free or already the buyer's, otherwise try another tube a moment later. After one to
 * three purchases the buyer leaves the tube, releasing the lock (as leaving the page does), so
 * others get a turn. Ends after `wanted` purchases, `attempts` looks, or when all is sold out.
 */
export async function shopAround(
  baseUrl: string,
  store: EventStore,
  buyer: Buyer,
  tubes: TubeTarget[],
  wanted: number,
  onAnswer: (a: Answer, target: TubeTarget) => void,
  attempts = 200,
): Promise<void> {
  const open = new Set(tubes);
  let target = pick(tubes);
  let boughtHere = 0;
  let bought = 0;
  const get = async <T>(path: string) =>
    (await (await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${buyer.token}` } })).json()) as T;
  for (let i = 0; i < attempts && bought < wanted && open.size > 0; i++) {
    const lock = await get<{ locked: boolean; is_mine: boolean }>(`/raffle/tube/${target.tubeId}/lock/status`);
    if (lock.locked && !lock.is_mine && Math.random() < 0.97) {
      // Mostly wait elsewhere; now and then try anyway, to be refused with 423. (The lock shown
      // may be a moment old: leaving, the buyer frees whatever it may hold.)
      if (boughtHere > 0) await releaseLock(store, target.tubeId, buyer.userId);
      boughtHere = 0;
      target = pick([...open]);
      await sleep(100 + Math.random() * 150);
      continue;
    }
    const board = await get<{ drawn_numbers?: number[] }>(`/raffle/tubes/${target.tubeId}/tickets`);
    const drawn = new Set(board.drawn_numbers ?? []);
    const free = Array.from({ length: target.total }, (_, n) => n + 1).filter((n) => !drawn.has(n));
    const { path, body } = randomPurchase(target, free);
    const answer = await post(baseUrl, path, buyer.token, body);
    onAnswer(answer, target);
    if (answer.status === 200) {
      bought++;
      boughtHere++;
      if (boughtHere < 1 + Math.floor(Math.random() * 3)) continue;
    }
    if (answer.body.message === '目前沒有可選的號碼') open.delete(target);
    if (answer.status === 400 && answer.body.message?.includes('代幣餘額不足')) {
      await releaseLock(store, target.tubeId, buyer.userId);
      break;
    }
    // A refused purchase may still have reserved the tube (the order was created): leave it free.
    if (answer.status !== 423) await releaseLock(store, target.tubeId, buyer.userId);
    boughtHere = 0;
    if (open.size === 0) break;
    target = pick([...open]);
    await sleep(answer.status === 423 ? 50 + Math.random() * 100 : 5);
  }
  await releaseLock(store, target.tubeId, buyer.userId);
}

export async function releaseLock(store: EventStore, tubeId: string, userId: string): Promise<void> {
  try {
    await runCommand({
      store,
      streamId: `tube-${tubeId}`,
      decider: tubeDecider,
      command: { type: 'ReleaseTubeLock', data: { tubeId, userId }, now: new Date() },
      metadata: systemMetadata(new Date()),
    });
  } catch (error) {
    // A sold-out tube holds no lock any more, and refuses the release.
    if (!(error instanceof TubeAlreadySoldOut)) throw error;
  }
}
