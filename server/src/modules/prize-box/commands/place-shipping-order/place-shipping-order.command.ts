import type { EventMetadata } from '@shop/contracts';
import type { z } from 'zod';
import type { shippingOrderRequestSchema } from '@shop/contracts';

export type ShippingOrderInput = z.output<typeof shippingOrderRequestSchema>;

/** action check: what the order would cost; confirm: place and pay it. */
export class PlaceShippingOrderCommand {
  constructor(
    readonly userId: string,
    readonly request: ShippingOrderInput,
    readonly metadata: EventMetadata,
  ) {}
}
