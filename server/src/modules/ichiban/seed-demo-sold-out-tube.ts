// The demo's sold-out, revealed tube: on first start a demo buyer account buys every
// ticket of tube 1006-2 through the same purchase command the HTTP purchase runs (BuyTicketsCommand:
// order, wallet debit, draws with LAST, sell-out and the seed's reveal in one commit), so a newcomer
// can export its log and check it on /ichiban/fairness-verification or with `npm run verify` at once.
// Idempotent: it acts only while that tube is open with no ticket drawn, and credits the buyer once.
import { randomBytes, randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { messages, type EventMetadata } from '@shop/contracts';
import type { DataSource } from 'typeorm';
import type { EventStore } from '../../event-store/event-store.port';
import { systemMetadata } from '../../http/request-metadata';
import { loadState, runCommand } from '../../platform/command-runner';
import { AccountDirectory, RegisterUserCommand, type RegisteredUser } from '../accounts/accounts.public';
import { walletDecider, walletStreamId } from '../wallet/wallet.public';
import { BuyTicketsCommand } from './commands/buy-tickets/buy-tickets.command';
import type { BuyTicketsResult } from './commands/buy-tickets/buy-tickets.handler';
import { RevealTubeSeedCommand } from './commands/reveal-tube-seed/reveal-tube-seed.command';
import { tubeDecider } from './domain/tube.decide';

export const DEMO_SOLD_OUT_TUBE = { tubeId: '1006-2', productId: '1006' } as const;
/** The account that bought it: a member like any other, whose password nobody knows. */
export const DEMO_BUYER = { phone: '0900000006', name: '示範買家' } as const;

/** Sells the demo tube out if it is still untouched; answers whether it did now. */
export async function seedDemoSoldOutTube(
  db: DataSource,
  store: EventStore,
  commands: CommandBus,
  directory: AccountDirectory,
  now = new Date(),
): Promise<boolean> {
  const { tubeId, productId } = DEMO_SOLD_OUT_TUBE;
  const { state: tube } = await loadState({ store, streamId: `tube-${tubeId}`, decider: tubeDecider });
  if (tube.status !== 'open' || tube.drawn.size > 0) return false;
  const [product] = (await db.query(`SELECT COALESCE(discount_price, price) AS unit FROM products WHERE id = $1`, [productId])) as {
    unit: number;
  }[];
  if (!product) return false;

  const userId =
    (await directory.userIdByPhone(DEMO_BUYER.phone)) ??
    (
      await commands.execute<RegisterUserCommand, RegisteredUser>(
        new RegisterUserCommand(DEMO_BUYER.phone, randomBytes(24).toString('base64url'), DEMO_BUYER.name, 'member', 'cli'),
      )
    ).userId;
  // The price of every ticket, credited once (the reference makes a second credit a no-op).
  const reference = `demo:${tubeId}`;
  const wallet = { store, streamId: walletStreamId(userId), decider: walletDecider };
  const { state } = await loadState(wallet);
  if (!state.credits.has(reference)) {
    const amount = Number(product.unit) * tube.totalTickets;
    await runCommand({
      ...wallet,
      command: { type: 'CreditTokens', data: { userId, amount, reference, source: 'admin', description: '示範資料' } },
      metadata: systemMetadata(now),
    });
  }
  const correlation = randomUUID();
  const metadata: EventMetadata = {
    actor: { kind: 'user', id: userId },
    correlationId: correlation,
    causationId: correlation,
    occurredAt: now.toISOString(),
  };
  await commands.execute<BuyTicketsCommand, BuyTicketsResult>(
    new BuyTicketsCommand(tubeId, userId, productId, { fullPack: true }, 0, 'balance', messages.ichiban.multiDrawFailed, metadata),
  );
  // The purchase reveals in its own commit; after a step-wise one this publishes it (once only).
  await commands.execute(new RevealTubeSeedCommand(tubeId, systemMetadata(now, correlation)));
  return true;
}
