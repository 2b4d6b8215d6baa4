import type { CreateGachaMachineRequest, EventMetadata } from '@shop/contracts';

/** An admin puts a new gacha machine on sale, stocked with its first round (validated by createGachaMachineRequestSchema). */
export class CreateGachaMachineCommand {
  constructor(
    readonly productId: string,
    readonly product: Required<CreateGachaMachineRequest>,
    readonly staffId: string,
    readonly metadata: EventMetadata,
  ) {}
}
