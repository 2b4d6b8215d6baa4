import type { CreateIchibanProductRequest, EventMetadata } from '@shop/contracts';

/** An admin puts a new ichiban product on sale with its tubes (validated by createIchibanProductRequestSchema). */
export class CreateIchibanProductCommand {
  constructor(
    readonly productId: string,
    readonly product: Required<CreateIchibanProductRequest>,
    readonly staffId: string,
    readonly metadata: EventMetadata,
  ) {}
}

export interface IchibanProductCreated {
  productId: string;
  tubeIds: string[];
  ticketsPerTube: number;
}
