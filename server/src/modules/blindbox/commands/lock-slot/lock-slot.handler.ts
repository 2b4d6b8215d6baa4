// Locks the slot on the package's stream with the command's clock. In the demo (SEED_DEMO) a
// member's first lock also gives them a welcome pack of tool cards, so hint and insight can be tried.
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type Config } from '../../../../config/config';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { GrantToolCardsCommand } from '../../../wallet/wallet.public';
import { packageDecider, packageStreamId } from '../../domain/package.decide';
import { activeLock } from '../../domain/package.state';
import { passPackageLineGate } from '../../package-line';
import { LockSlotCommand } from './lock-slot.command';

export interface LockSlotResult {
  expiresAt: Date;
  remainSeconds: number;
}

const DEMO_WELCOME_DAYS = 30;

@CommandHandler(LockSlotCommand)
export class LockSlotHandler implements ICommandHandler<LockSlotCommand, LockSlotResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: Pick<Config, 'SEED_DEMO'>,
  ) {}

  async execute({ packageId, itemIndex, userId, metadata }: LockSlotCommand): Promise<LockSlotResult> {
    const now = new Date(metadata.occurredAt);
    // Shoppers waiting in the box's line come first: a free slot goes to the one it is offered to.
    await passPackageLineGate(this.store, packageId, userId, now, itemIndex);
    const { state } = await runCommand({
      store: this.store,
      streamId: packageStreamId(packageId),
      decider: packageDecider,
      command: { type: 'LockSlot', data: { packageId, userId, itemIndex }, now },
      metadata,
    });
    if (this.config.SEED_DEMO) {
      const expiresAt = new Date(now.getTime() + DEMO_WELCOME_DAYS * 86_400_000).toISOString();
      for (const [cardType, quantity] of [
        ['shake_card', 3],
        ['insight_card', 2],
      ] as const)
        await this.commands.execute(
          new GrantToolCardsCommand({ userId, cardType, quantity, expiresAt, reason: 'demo', reference: `demo-welcome-${cardType}` }, metadata),
        );
    }
    const lock = activeLock(state, itemIndex, now)!;
    return { expiresAt: new Date(lock.expiresAt), remainSeconds: Math.ceil((lock.expiresAt - now.getTime()) / 1000) };
  }
}
