import type { CreateBlindboxSeriesRequest } from '@shop/contracts';

/** An admin adds a blind-box series (validated by createBlindboxSeriesRequestSchema). */
export class CreateBlindboxSeriesCommand {
  constructor(
    readonly productId: string,
    readonly series: Required<CreateBlindboxSeriesRequest>,
    readonly staffId: string,
    readonly now: Date,
  ) {}
}
