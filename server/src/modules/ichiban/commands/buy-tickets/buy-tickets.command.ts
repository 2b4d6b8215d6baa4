import type { EventMetadata } from '@shop/contracts';

/** Which tickets: picked numbers, a count chosen at random, or every ticket left. */
export type TicketPick = { numbers: number[] } | { random: number } | { fullPack: true };

/** Buy tickets of one tube with tokens (and bonus points), or by card through the gateway. */
export class BuyTicketsCommand {
  constructor(
    readonly tubeId: string,
    readonly userId: string,
    readonly productId: string,
    readonly pick: TicketPick,
    readonly pointsDiscount: number,
    readonly paymentMethod: 'balance' | 'credit_card',
    /** The spec's message when the draw fails: single and multiple draws word it differently. */
    readonly drawFailed: string,
    readonly metadata: EventMetadata,
    /** The client's Idempotency-Key: a retry with it answers the first purchase instead of buying again. */
    readonly idempotencyKey?: string,
  ) {}
}
