import type { EventMetadata, ToolCardsGranted } from '@shop/contracts';

/** Puts tool cards into a wallet (VIP monthly, points exchange, staff, the demo's welcome pack); idempotent on the reference. */
export class GrantToolCardsCommand {
  constructor(
    readonly grant: ToolCardsGranted['data'],
    readonly metadata: EventMetadata,
  ) {}
}
