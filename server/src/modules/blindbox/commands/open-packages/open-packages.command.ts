import type { EventMetadata, OpenPackagesRequest } from '@shop/contracts';

/** An admin opens new boxes of a blind-box series (validated by openPackagesRequestSchema). */
export class OpenPackagesCommand {
  constructor(
    readonly productId: string,
    readonly request: OpenPackagesRequest,
    readonly metadata: EventMetadata,
  ) {}
}

export interface PackagesOpened {
  packageIds: string[];
  slots: number;
}

/** No blind-box series has that id. */
export class SeriesNotFound extends Error {}
/** The contents name a figure the series does not have. */
export class UnknownFigure extends Error {}
