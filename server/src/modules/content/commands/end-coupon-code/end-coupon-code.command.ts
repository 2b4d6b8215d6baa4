/** An admin stops a redeem code now (e.g. a leaked code): members can no longer redeem it. */
export class EndCouponCodeCommand {
  constructor(
    readonly code: string,
    readonly staffId: string,
    readonly now: Date,
  ) {}
}
