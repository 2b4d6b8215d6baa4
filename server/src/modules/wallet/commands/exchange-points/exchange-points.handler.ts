// Spends points on a catalogue item: the wallet decides the debit and the item together (one
// append), so the points never go negative and never go without the cards or coupon.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { DomainError } from '../../../../platform/decider';
import type { ExchangePoints } from '../../domain/wallet.decide';
import type { Wallet } from '../../domain/wallet.state';
import { PointsExchangeCatalogue } from '../../points-exchange/points-exchange-catalogue';
import type { PointsExchangeItemRow } from '../../points-exchange/points-exchange-item.entity';
import { runWalletCommand } from '../wallet-command';
import { ExchangePointsCommand } from './exchange-points.command';

const DAY_MS = 86_400_000;

export class ExchangeItemUnavailable extends DomainError {
  constructor() {
    super(messages.pointsExchange.itemUnavailable);
  }
}

export function exchangeReward(item: PointsExchangeItemRow, now: Date): ExchangePoints['data']['reward'] {
  const expiresAt = new Date(now.getTime() + item.validDays * DAY_MS).toISOString();
  if (item.kind === 'tool_cards') return { kind: 'tool_cards', cardType: item.toolCardType!, quantity: item.quantity, expiresAt };
  return {
    kind: 'coupon',
    coupon: {
      title: item.title,
      amount: item.couponAmount,
      minPurchase: item.couponMinPurchase,
      description: `紅利兌換：${item.description}`,
      categoryIds: [],
      productIds: [],
      expiresAt,
    },
  };
}

@CommandHandler(ExchangePointsCommand)
export class ExchangePointsHandler implements ICommandHandler<ExchangePointsCommand, { wallet: Wallet; item: PointsExchangeItemRow }> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PointsExchangeCatalogue) private readonly catalogue: PointsExchangeCatalogue,
  ) {}

  async execute({ userId, itemId, exchangeId, metadata }: ExchangePointsCommand): Promise<{ wallet: Wallet; item: PointsExchangeItemRow }> {
    const item = await this.catalogue.item(itemId);
    if (!item) throw new ExchangeItemUnavailable();
    const now = new Date(metadata.occurredAt);
    const { state } = await runWalletCommand(
      this.store,
      userId,
      {
        type: 'ExchangePoints',
        data: { userId, exchangeId, cost: item.pointsCost, description: `紅利兌換：${item.title}`, reward: exchangeReward(item, now) },
        now,
      },
      metadata,
    );
    return { wallet: state, item };
  }
}
