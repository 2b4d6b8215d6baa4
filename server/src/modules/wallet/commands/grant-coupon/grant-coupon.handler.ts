import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import type { Wallet } from '../../domain/wallet.state';
import { runWalletCommand } from '../wallet-command';
import { GrantCouponCommand } from './grant-coupon.command';

@CommandHandler(GrantCouponCommand)
export class GrantCouponHandler implements ICommandHandler<GrantCouponCommand, Wallet> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ coupon, metadata }: GrantCouponCommand): Promise<Wallet> {
    const { state } = await runWalletCommand(
      this.store,
      coupon.userId,
      { type: 'GrantCoupon', data: coupon, now: new Date(metadata.occurredAt) },
      metadata,
    );
    return state;
  }
}
