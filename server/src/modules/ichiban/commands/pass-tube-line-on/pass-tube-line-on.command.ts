import type { EventMetadata } from '@shop/contracts';

/** Moves a tube's line on with the tube's state now (see PassOn in tube-line.decide.ts). */
export class PassTubeLineOnCommand {
  constructor(
    readonly tubeId: string,
    readonly metadata: EventMetadata,
  ) {}
}
