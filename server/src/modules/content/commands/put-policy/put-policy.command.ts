import type { PolicyKey } from '@shop/contracts';

/** Replaces one policy text (terms, privacy …), one per key. */
export class PutPolicyCommand {
  constructor(
    readonly key: PolicyKey,
    readonly title: string,
    readonly body: string,
    readonly now: Date,
    /** The admin who writes it, recorded with the write. */
    readonly staffId: string,
  ) {}
}
