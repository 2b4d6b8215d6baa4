// Members for specs that drive the shop: registered through the accounts command, credited through
// the wallet's own commands (as an admin credit would be), signed in through the session service
// (the login endpoint rightly rate-limits one address).
import { randomUUID } from 'node:crypto';
import type { Role } from '@shop/contracts';
import { UserAccountRow } from '@shop/projections';
import { systemMetadata } from '../../server/src/http/request-metadata';
import { RegisterUserCommand } from '../../server/src/modules/accounts/commands/register-user/register-user.command';
import { RegisterUserHandler } from '../../server/src/modules/accounts/commands/register-user/register-user.handler';
import { SessionsService } from '../../server/src/modules/accounts/sessions.service';
import { walletDecider } from '../../server/src/modules/wallet/wallet.public';
import { runCommand } from '../../server/src/platform/command-runner';
import type { OpenInfrastructure } from '../../server/src/infrastructure';
import { eventually } from './eventually';

/** What the helpers need of a shop: its store and database (a running shop, or a connection beside spawned processes). */
export interface ShopStorage {
  infra: Pick<OpenInfrastructure, 'eventStore' | 'dataSource'>;
}

export interface Buyer {
  userId: string;
  token: string;
}

/** Tokens and bonus points into a member's wallet. */
export async function creditWallet(
  shop: ShopStorage,
  userId: string,
  { tokens = 0, points = 0 }: { tokens?: number; points?: number },
): Promise<void> {
  const wallet = (command: Parameters<typeof walletDecider.decide>[0]) =>
    runCommand({ store: shop.infra.eventStore, streamId: `wallet-${userId}`, decider: walletDecider, command, metadata: systemMetadata(new Date()) });
  if (tokens)
    await wallet({
      type: 'CreditTokens',
      data: { userId, amount: tokens, reference: `admin:${randomUUID()}`, source: 'admin', description: 'test' },
    });
  if (points)
    await wallet({
      type: 'AdjustPoints',
      data: { userId, delta: points, reason: 'admin', reference: randomUUID(), description: 'test' },
      now: new Date(),
    });
}

let phoneSeq = 0;

/** A signed-in member (or staff of `role`), once the account read model has them, holding `tokens` and `points`. */
export async function createBuyer(
  shop: ShopStorage,
  {
    tokens = 0,
    points = 0,
    name = '買家',
    phone = `0977${String(100000 + phoneSeq++).slice(-6)}`,
    role = 'member',
  }: { tokens?: number; points?: number; name?: string; phone?: string; role?: Role } = {},
): Promise<Buyer> {
  const { userId } = await RegisterUserHandler.standalone(shop.infra).execute(new RegisterUserCommand(phone, 'secret-pass', name, role, 'cli'));
  await eventually(
    () => shop.infra.dataSource.getRepository(UserAccountRow).findOneBy({ userId }),
    (row) => row !== null,
  );
  await creditWallet(shop, userId, { tokens, points });
  return { userId, token: await new SessionsService(shop.infra.dataSource, shop.infra.eventStore).create(userId, 'password') };
}
