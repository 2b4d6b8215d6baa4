import type { EventMetadata, PointsReason } from '@shop/contracts';

export interface PointsChange {
  userId: string;
  /** Positive: a lot that expires in a year; negative: spent oldest first (InsufficientPoints beyond the balance). */
  delta: number;
  reason: PointsReason;
  /** With the reason, what makes a repeated reward one reward. */
  reference: string;
  description: string;
}

/** Gives or takes bonus points (staff, check-in, tasks, rewards); idempotent on reason + reference. */
export class AdjustPointsCommand {
  constructor(
    readonly change: PointsChange,
    readonly metadata: EventMetadata,
  ) {}
}
