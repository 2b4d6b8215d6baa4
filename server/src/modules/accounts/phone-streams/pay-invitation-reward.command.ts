import type { EventMetadata } from '@shop/contracts';

export interface InvitationReward {
  userId: string;
  /** What makes a retried payment one payment (the wallet pays each reference once). */
  reference: string;
  description: string;
  points: number;
}

/**
 * Points an invitation earned. Accounts decides the reward and sends this on the command bus; the
 * wallet, a layer above, pays it. Accounts sits below every module that uses its session guard,
 * the wallet among them, so it names the message and never the wallet.
 */
export class PayInvitationRewardCommand {
  constructor(
    readonly reward: InvitationReward,
    readonly metadata: EventMetadata,
  ) {}
}
