import type { EventMetadata } from '@shop/contracts';

/** A signed-in member entered the right code for a phone; bind it to their account. */
export class BindPhoneCommand {
  constructor(
    readonly userId: string,
    /** Normalised (bindablePhoneSchema). */
    readonly phone: string,
    readonly metadata: EventMetadata,
  ) {}
}

export interface PhoneBindingResult {
  phone: string;
  boundAt: string;
  /** Points paid to the member and to their inviter; 0 when nobody invited them. */
  rewardPoints: number;
}
