// Locks the slot on the package's stream with the command's clock. Before asking, the handler finds
// out what the decision needs about the member (contracts' hold rule): whether their wallet pays for
// one draw of this box and, through the members' holds, whether they hold something else and how
// often their holds lapsed. It is also the keeper the members' holds ask whether a slot hold still
// holds. In the demo (SEED_DEMO) a member's first lock also gives them a welcome pack of tool
// cards, so hint and insight can be tried.
import { Inject, type OnModuleInit } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { walletCoversOne, type Holder } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Config } from '../../../../config/config';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { MemberHolds, type HoldKeeper, type HoldState } from '../../../../purchases/member-holds';
import { ProductRow } from '../../../catalogue/catalogue.public';
import { availablePoints, GrantToolCardsCommand, walletDecider, walletStreamId } from '../../../wallet/wallet.public';
import { singleDrawPrice } from '../../blindbox-pricing';
import { packageDecider, packageStreamId } from '../../domain/package.decide';
import { activeLock, memberSlotHold, type Package } from '../../domain/package.state';
import { passPackageLineGate } from '../../package-line';
import { LockSlotCommand } from './lock-slot.command';

export interface LockSlotResult {
  expiresAt: Date;
  remainSeconds: number;
}

const DEMO_WELCOME_DAYS = 30;

@CommandHandler(LockSlotCommand)
export class LockSlotHandler implements ICommandHandler<LockSlotCommand, LockSlotResult>, HoldKeeper, OnModuleInit {
  readonly kind = 'slot' as const;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(MemberHolds) private readonly holds: MemberHolds,
    @Inject(APP_CONFIG) private readonly config: Pick<Config, 'SEED_DEMO'>,
  ) {}

  onModuleInit(): void {
    this.holds.register(this);
  }

  async execute(cmd: LockSlotCommand): Promise<LockSlotResult> {
    const { packageId, userId, metadata } = cmd;
    const now = new Date(metadata.occurredAt);
    // Shoppers waiting in the box's line come first: a free slot goes to the one it is offered to.
    await passPackageLineGate(this.store, packageId, userId, now, cmd.itemIndex);
    const canPay = await this.walletPays(cmd, now);
    const result = await this.holds.take(userId, { kind: 'slot', containerId: packageId }, canPay, now, (holder) => this.lock(cmd, holder, now));
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
    return result;
  }

  async holdState(packageId: string, userId: string, now: Date): Promise<HoldState> {
    const { state } = await loadState<Package, never>({ store: this.store, streamId: packageStreamId(packageId), decider: packageDecider });
    return memberSlotHold(state, userId, now);
  }

  private async lock({ packageId, itemIndex, userId, metadata }: LockSlotCommand, holder: Holder, now: Date): Promise<LockSlotResult> {
    const { state } = await runCommand({
      store: this.store,
      streamId: packageStreamId(packageId),
      decider: packageDecider,
      command: { type: 'LockSlot', data: { packageId, userId, itemIndex, holder }, now },
      metadata,
    });
    const lock = activeLock(state, itemIndex, now)!;
    return { expiresAt: new Date(lock.expiresAt), remainSeconds: Math.ceil((lock.expiresAt - now.getTime()) / 1000) };
  }

  /** Whether the member's tokens (and points, where the box takes them) pay for one draw of this box. */
  private async walletPays({ packageId, userId }: LockSlotCommand, now: Date): Promise<boolean> {
    const { state: pkg } = await loadState<Package, never>({ store: this.store, streamId: packageStreamId(packageId), decider: packageDecider });
    if (pkg.status !== 'open') return true; // the decision refuses the package itself
    const product = await this.db.getRepository(ProductRow).findOneBy({ id: pkg.productId });
    if (!product) return true;
    const { state: wallet } = await loadState({ store: this.store, streamId: walletStreamId(userId), decider: walletDecider });
    return walletCoversOne({ tokens: wallet.tokens, points: availablePoints(wallet, now) }, singleDrawPrice(product), product.allowPointPayment);
  }
}
