import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { likesDecider, likesStreamId } from '../../domain/likes.decide';
import { ToggleLikeCommand } from './toggle-like.command';

/** Answers whether the product is liked after the toggle. */
@CommandHandler(ToggleLikeCommand)
export class ToggleLikeHandler implements ICommandHandler<ToggleLikeCommand, boolean> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, productId, metadata }: ToggleLikeCommand): Promise<boolean> {
    const { state } = await runCommand({
      store: this.store,
      streamId: likesStreamId(userId),
      decider: likesDecider,
      command: { type: 'ToggleLike', data: { userId, productId } },
      metadata,
    });
    return state.productIds.includes(productId);
  }
}
