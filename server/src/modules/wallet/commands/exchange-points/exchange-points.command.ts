import type { EventMetadata } from '@shop/contracts';

/** A member spends bonus points on an item of the exchange catalogue. */
export class ExchangePointsCommand {
  constructor(
    readonly userId: string,
    readonly itemId: string,
    /** Names this exchange: its debit and its item are recorded once per id. */
    readonly exchangeId: string,
    readonly metadata: EventMetadata,
  ) {}
}
