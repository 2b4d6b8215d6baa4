// A tool card is spent and its reveal recorded together: the wallet's ToolCardUsed and the
// package's SlotHintRevealed / SlotInsightRevealed in one appendMany where the store has it (so a
// card is never spent without its reveal, nor a reveal given without its card). Elsewhere the card
// is spent first; both steps are idempotent on the use's reference, so a retry after a conflict on
// the package spends nothing more.
import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PackageEvent, PackageItem, WalletEvent } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import { WrongExpectedRevisionError, type EventStore, type StreamAppend } from '../../../../event-store/event-store.port';
import { backoff, CommandConflictError, forgetState, loadState } from '../../../../platform/command-runner';
import { usableToolCards, walletDecider, walletStreamId } from '../../../wallet/wallet.public';
import { PackageNotOpen, packageDecider, packageStreamId } from '../../domain/package.decide';
import { PackageSecrets } from '../../package-secrets';
import { UseToolCardCommand } from './use-tool-card.command';

export interface ToolCardReveal {
  item: PackageItem;
  /** Cards of this type left after this one. */
  remaining: number;
}

const MAX_ATTEMPTS = 8;

@CommandHandler(UseToolCardCommand)
export class UseToolCardHandler implements ICommandHandler<UseToolCardCommand, ToolCardReveal> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PackageSecrets) private readonly secrets: PackageSecrets,
  ) {}

  async execute({ cardType, packageId, itemIndex, userId, metadata }: UseToolCardCommand): Promise<ToolCardReveal> {
    const now = new Date(metadata.occurredAt);
    const reference = randomUUID();
    const randomSeed = randomBytes(4).readUInt32BE(0);
    const walletId = walletStreamId(userId);
    const packageStream = packageStreamId(packageId);
    for (let attempt = 1; ; attempt++) {
      const [pkg, wallet] = await Promise.all([
        loadState({ store: this.store, streamId: packageStream, decider: packageDecider }),
        loadState({ store: this.store, streamId: walletId, decider: walletDecider }),
      ]);
      if (pkg.state.status !== 'open') throw new PackageNotOpen(packageId);
      const layout = await this.secrets.layout(pkg.state);
      const revealed: PackageEvent[] = packageDecider.decide(
        cardType === 'shake_card'
          ? { type: 'RevealHint', data: { packageId, userId, itemIndex, layout, randomSeed, reference }, now }
          : { type: 'RevealInsight', data: { packageId, userId, itemIndex, layout, reference }, now },
        pkg.state,
      );
      const spent: WalletEvent[] = walletDecider.decide(
        { type: 'UseToolCard', data: { userId, cardType, reference, usedOn: `${packageStream}#${itemIndex}` }, now },
        wallet.state,
      );
      const append = (streamId: string, revision: bigint, events: { type: string; data: unknown }[]): StreamAppend => ({
        streamId,
        expectedRevision: revision < 0n ? 'no_stream' : revision,
        events: events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
      });
      const batch = [append(walletId, wallet.revision, spent), append(packageStream, pkg.revision, revealed)].filter((b) => b.events.length > 0);
      try {
        if (this.store.appendMany) await this.store.appendMany(batch);
        else for (const b of batch) await this.store.appendToStream(b.streamId, b.events, { expectedRevision: b.expectedRevision });
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw new CommandConflictError(error.streamId, attempt);
        await backoff(attempt);
        continue;
      } finally {
        // The runner's cached folds of both streams are behind now (or after a conflict, stale).
        forgetState(this.store, walletId);
        forgetState(this.store, packageStream);
      }
      const wallet2 = spent.reduce(walletDecider.evolve, wallet.state);
      const event = revealed[0]!;
      const item = event.type === 'SlotHintRevealed' ? event.data.notMeItem : event.type === 'SlotInsightRevealed' ? event.data.currentItem : null;
      if (!item) throw new Error(`unexpected ${event.type} for a ${cardType}`);
      return { item, remaining: usableToolCards(wallet2, cardType, now) };
    }
  }
}
