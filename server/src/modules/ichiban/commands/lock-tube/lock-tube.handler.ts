// Reserves a tube for the buyer: decided on the tube's stream with the command's clock. Before
// asking, the handler finds out what the decision needs about the buyer: whether their wallet
// pays for one ticket of this tube, and which other tube they hold now. A member's locks are
// taken one at a time (an advisory lock per member, shared by every API process); each records
// the tube it took in member_tube_locks, and whether that tube is still held is decided by its
// own stream.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { constants } from '@shop/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { availablePoints, walletDecider, walletStreamId } from '../../../wallet/wallet.public';
import { tubeDecider, type LockBuyer } from '../../domain/tube.decide';
import { activeLock, type Tube } from '../../domain/tube.state';
import { tubeStreamId } from '../../purchase/ichiban.line';
import { passTubeLineGate } from '../../tube-line-gate';
import { LockTubeCommand } from './lock-tube.command';

export interface LockTubeResult {
  remainSeconds: number;
  revision: bigint;
}

/** What a wallet can put toward one ticket, in 元: its tokens, and its points where the product takes them. */
export function walletCanPay(wallet: { tokens: number; points: number }, unitPrice: number, pointsAllowed: boolean): boolean {
  const { pointsPerCurrencyUnit, step, minimumUsable } = constants.points;
  const usablePoints = pointsAllowed && wallet.points >= minimumUsable ? Math.floor(wallet.points / step) * step : 0;
  return wallet.tokens + Math.floor(usablePoints / pointsPerCurrencyUnit) >= unitPrice;
}

@CommandHandler(LockTubeCommand)
export class LockTubeHandler implements ICommandHandler<LockTubeCommand, LockTubeResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  async execute(cmd: LockTubeCommand): Promise<LockTubeResult> {
    // Shoppers waiting in the tube's line come first: a free tube goes to the one it is offered to.
    await passTubeLineGate(this.store, cmd.tubeId, cmd.userId, new Date(cmd.metadata.occurredAt));
    if (cmd.payment === 'card') return this.lock(cmd, { canPayOneTicket: true, holdsTube: null, forPurchase: true });
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('tube-lock:' || $1))`, [cmd.userId]);
      const buyer = { canPayOneTicket: await this.canPay(cmd), holdsTube: await this.heldTube(tx, cmd), forPurchase: false };
      const result = await this.lock(cmd, buyer);
      await tx.query(
        `INSERT INTO member_tube_locks (user_id, tube_id, locked_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET tube_id = EXCLUDED.tube_id, locked_at = EXCLUDED.locked_at`,
        [cmd.userId, cmd.tubeId, new Date(cmd.metadata.occurredAt)],
      );
      return result;
    });
  }

  private async lock(cmd: LockTubeCommand, buyer: LockBuyer): Promise<LockTubeResult> {
    const now = new Date(cmd.metadata.occurredAt);
    const result = await runCommand({
      store: this.store,
      streamId: tubeStreamId(cmd.tubeId),
      decider: tubeDecider,
      command: { type: 'LockTube', data: { tubeId: cmd.tubeId, userId: cmd.userId, buyer }, now },
      metadata: cmd.metadata,
    });
    const lock = activeLock(result.state, now);
    return { remainSeconds: lock ? Math.ceil((lock.expiresAt - now.getTime()) / 1000) : 0, revision: result.revision };
  }

  private async canPay(cmd: LockTubeCommand): Promise<boolean> {
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
    const now = new Date(cmd.metadata.occurredAt);
    return walletCanPay(
      { tokens: wallet.tokens, points: availablePoints(wallet, now) },
      product.discount_price ?? product.price,
      product.allow_point_payment,
    );
  }

  /** The other tube this member locked last, if its own stream says they still hold it. */
  private async heldTube(tx: EntityManager, cmd: LockTubeCommand): Promise<string | null> {
    const [last] = (await tx.query('SELECT tube_id FROM member_tube_locks WHERE user_id = $1', [cmd.userId])) as Array<{ tube_id: string }>;
    if (!last || last.tube_id === cmd.tubeId) return null;
    const { state } = await loadState<Tube, never>({ store: this.store, streamId: tubeStreamId(last.tube_id), decider: tubeDecider });
    return activeLock(state, new Date(cmd.metadata.occurredAt))?.userId === cmd.userId ? last.tube_id : null;
  }
}
