// Claims the hold the box's line offers the member: the first free slot, taken by the normal
// LockSlotCommand, so every hold rule applies (the line only opens the gate to the offered shopper);
// the line then records the outcome: claimed, or refused with the rule's words and the next offered.
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { DomainError } from '../../../../platform/decider';
import { lineDecider, lineStreamId, placeOf, type ClaimOutcome } from '../../../lines/lines.public';
import { PackageAlreadySoldOut, PackageNotOpen, SlotLockedByOther, SlotUnavailable } from '../../domain/package.decide';
import { firstFreeSlot, loadPackage } from '../../package-line';
import { LockSlotCommand } from '../lock-slot/lock-slot.command';
import type { LockSlotResult } from '../lock-slot/lock-slot.handler';
import { ClaimPackageLineOfferCommand } from './claim-package-line-offer.command';

/** 目前沒有輪到您的鎖定 */
export class NoPackageLineOffer extends DomainError {
  constructor() {
    super(messages.holdLine.noOffer);
  }
}

export type ClaimPackageLineOfferResult = LockSlotResult & { itemIndex: number };

@CommandHandler(ClaimPackageLineOfferCommand)
export class ClaimPackageLineOfferHandler implements ICommandHandler<ClaimPackageLineOfferCommand, ClaimPackageLineOfferResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ packageId, userId, metadata }: ClaimPackageLineOfferCommand): Promise<ClaimPackageLineOfferResult> {
    const now = new Date(metadata.occurredAt);
    const { state: line } = await loadState({ store: this.store, streamId: lineStreamId('package', packageId), decider: lineDecider });
    const offer = placeOf(line, userId)?.offer;
    if (!offer || offer.expiresAt <= now.getTime()) throw new NoPackageLineOffer();
    const { state: pkg } = await loadPackage(this.store, packageId);
    if (pkg.status !== 'open') throw new PackageNotOpen(packageId);
    const itemIndex = firstFreeSlot(pkg, now);
    // Every slot taken after all (a hold not taken through the lock): the offer stands until it runs out.
    if (itemIndex === null) throw new SlotLockedByOther(Math.max(1, Math.ceil((offer.expiresAt - now.getTime()) / 1000)));
    try {
      const result = await this.commands.execute<LockSlotCommand, LockSlotResult>(new LockSlotCommand(packageId, itemIndex, userId, metadata));
      await this.record(packageId, userId, { held: true }, metadata);
      return { ...result, itemIndex };
    } catch (error) {
      // Another hold or a sell-out won the race: not this shopper's refusal (the keeper closes a sold-out box's line).
      const notTheirs = [SlotLockedByOther, SlotUnavailable, PackageNotOpen, PackageAlreadySoldOut].some((kind) => error instanceof kind);
      if (!(error instanceof DomainError) || notTheirs) throw error;
      const { state: after } = await loadPackage(this.store, packageId);
      const free = after.status === 'open' && firstFreeSlot(after, now) !== null;
      await this.record(packageId, userId, { held: false, message: error.message, free }, metadata);
      throw error;
    }
  }

  private record(packageId: string, userId: string, outcome: ClaimOutcome, metadata: ClaimPackageLineOfferCommand['metadata']) {
    return runCommand({
      store: this.store,
      streamId: lineStreamId('package', packageId),
      decider: lineDecider,
      command: { type: 'ClaimOffer', data: { container: 'package', containerId: packageId, userId, outcome }, now: new Date(metadata.occurredAt) },
      metadata,
    });
  }
}
