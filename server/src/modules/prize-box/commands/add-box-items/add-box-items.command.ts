import type { EventMetadata } from '@shop/contracts';
import type { AddBoxItems } from '../../domain/box.decide';

/** Puts an order's won prizes into `box-<userId>`, once per order however often it runs. */
export class AddBoxItemsCommand {
  constructor(
    readonly data: AddBoxItems['data'],
    readonly metadata: EventMetadata,
  ) {}
}
