// Claims the hold the line offers the member. The hold itself is the normal LockTubeCommand, so every
// hold rule applies (the line only opens the gate to the offered shopper); the line then records
// the outcome: claimed, or refused with the rule's words and the next shopper offered.
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages } from '@shop/contracts';
import { lineDecider, lineStreamId, type ClaimOutcome, placeOf } from '../../../lines/lines.public';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { DomainError } from '../../../../platform/decider';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { TubeAlreadySoldOut, TubeLockedByOther, TubeNotOpen, tubeDecider } from '../../domain/tube.decide';
import { activeLock } from '../../domain/tube.state';
import { tubeStreamId } from '../../purchase/ichiban.line';
import { LockTubeCommand } from '../lock-tube/lock-tube.command';
import type { LockTubeResult } from '../lock-tube/lock-tube.handler';
import { ClaimLineOfferCommand } from './claim-line-offer.command';

/** 目前沒有輪到您的鎖定 */
export class NoLineOffer extends DomainError {
  constructor() {
    super(messages.holdLine.noOffer);
  }
}

@CommandHandler(ClaimLineOfferCommand)
export class ClaimLineOfferHandler implements ICommandHandler<ClaimLineOfferCommand, LockTubeResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ tubeId, userId, metadata }: ClaimLineOfferCommand): Promise<LockTubeResult> {
    const now = new Date(metadata.occurredAt);
    const { state: line } = await loadState({ store: this.store, streamId: lineStreamId('tube', tubeId), decider: lineDecider });
    const offer = placeOf(line, userId)?.offer;
    if (!offer || offer.expiresAt <= now.getTime()) throw new NoLineOffer();
    let outcome: ClaimOutcome;
    let result: LockTubeResult | undefined;
    try {
      result = await this.commands.execute<LockTubeCommand, LockTubeResult>(new LockTubeCommand(tubeId, userId, metadata));
      outcome = { held: true };
    } catch (error) {
      // Someone holds the tube after all (a hold not taken through the lock route): the offer stands
      // until it runs out. A tube gone or sold out: the keeper closes the line. Neither is this shopper's refusal.
      if (
        !(error instanceof DomainError) ||
        error instanceof TubeLockedByOther ||
        error instanceof TubeNotOpen ||
        error instanceof TubeAlreadySoldOut
      )
        throw error;
      const { state: tube } = await loadState({ store: this.store, streamId: tubeStreamId(tubeId), decider: tubeDecider });
      outcome = { held: false, message: error.message, free: !activeLock(tube, now) };
      await this.record(tubeId, userId, outcome, metadata);
      throw error;
    }
    await this.record(tubeId, userId, outcome, metadata);
    return result;
  }

  private record(tubeId: string, userId: string, outcome: ClaimOutcome, metadata: ClaimLineOfferCommand['metadata']) {
    return runCommand({
      store: this.store,
      streamId: lineStreamId('tube', tubeId),
      decider: lineDecider,
      command: { type: 'ClaimOffer', data: { container: 'tube', containerId: tubeId, userId, outcome }, now: new Date(metadata.occurredAt) },
      metadata,
    });
  }
}
