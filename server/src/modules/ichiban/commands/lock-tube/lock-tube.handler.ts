// Reserves a tube for the buyer: decided on the tube's stream with the command's clock. Before
// asking, the handler finds out what the decision needs about the buyer (contracts' hold rule):
// whether their wallet pays for one ticket of this tube — and, through the members' holds, whether they hold something else and how often their
// holds lapsed. It is also the keeper the members' holds ask whether a tube hold (a lock: a card
// order holds nothing) still holds.
import { Inject, type OnModuleInit } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { walletCoversOne, type Holder } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { MemberHolds, type HoldKeeper, type HoldState } from '../../../../purchases/member-holds';
import { availablePoints, walletDecider, walletStreamId } from '../../../wallet/wallet.public';
import { tubeDecider } from '../../domain/tube.decide';
import { activeLock, lastLapse, type Tube } from '../../domain/tube.state';
import { tubeStreamId } from '../../purchase/ichiban.line';
import { passTubeLineGate } from '../../tube-line-gate';
import { LockTubeCommand } from './lock-tube.command';

export interface LockTubeResult {
  remainSeconds: number;
  revision: bigint;
}

@CommandHandler(LockTubeCommand)
export class LockTubeHandler implements ICommandHandler<LockTubeCommand, LockTubeResult>, HoldKeeper, OnModuleInit {
  readonly kind = 'tube' as const;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(MemberHolds) private readonly holds: MemberHolds,
  ) {}

  onModuleInit(): void {
    this.holds.register(this);
  }

  async execute(cmd: LockTubeCommand): Promise<LockTubeResult> {
    const now = new Date(cmd.metadata.occurredAt);
    // Shoppers waiting in the tube's line come first: a free tube goes to the one it is offered to.
    await passTubeLineGate(this.store, cmd.tubeId, cmd.userId, now);
    const canPay = await this.walletPays(cmd, now);
    return this.holds.take(cmd.userId, { kind: 'tube', containerId: cmd.tubeId }, canPay, now, (holder) => this.lock(cmd, holder, now));
  }

  async holdState(tubeId: string, userId: string, now: Date): Promise<HoldState> {
    const { state } = await loadState<Tube, never>({ store: this.store, streamId: tubeStreamId(tubeId), decider: tubeDecider });
    if (activeLock(state, now)?.userId === userId) return { live: true, lapsedAt: null };
    return { live: false, lapsedAt: lastLapse(state, userId, now) };
  }

  private async lock(cmd: LockTubeCommand, holder: Holder, now: Date): Promise<LockTubeResult> {
    const result = await runCommand({
      store: this.store,
      streamId: tubeStreamId(cmd.tubeId),
      decider: tubeDecider,
      command: { type: 'LockTube', data: { tubeId: cmd.tubeId, userId: cmd.userId, holder }, now },
      metadata: cmd.metadata,
    });
    const lock = activeLock(result.state, now);
    return { remainSeconds: lock ? Math.ceil((lock.expiresAt - now.getTime()) / 1000) : 0, revision: result.revision };
  }

  /** Whether the buyer's tokens (and points, where the product takes them) pay for one ticket of this tube. */
  private async walletPays(cmd: LockTubeCommand, now: Date): Promise<boolean> {
    const { state: tube } = await loadState({ store: this.store, streamId: tubeStreamId(cmd.tubeId), decider: tubeDecider });
    if (tube.status !== 'open') return true; // the decision refuses the tube itself
    const [product] = (await this.db.query(`SELECT price, discount_price, allow_point_payment FROM products WHERE id = $1`, [
      tube.productId,
    ])) as Array<{
      price: number;
      discount_price: number | null;
      allow_point_payment: boolean;
    }>;
    if (!product) return true;
    const { state: wallet } = await loadState({ store: this.store, streamId: walletStreamId(cmd.userId), decider: walletDecider });
    return walletCoversOne(
      { tokens: wallet.tokens, points: availablePoints(wallet, now) },
      product.discount_price ?? product.price,
      product.allow_point_payment,
    );
  }
}
