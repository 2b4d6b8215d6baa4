// Editing a redeem code: 404 for no such code, 409 once it has ended (an ended code stays ended:
// it was stopped for a reason), 400 for an edit that changes nothing, a redeem period that ends in
// the past, or a member limit below the members who already redeemed it. Written with its staff
// change record (only what changed) in one transaction, the row locked against a concurrent edit
// or end, and the redemptions counted under that lock.
import { BadRequestException, ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages, type AdminCouponCode } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { CouponCodeRedemptionRow, CouponCodeRow } from '../../../wallet/wallet.public';
import { staffNameOf, toAdminCouponCode } from '../../queries/staff-tables.reader';
import { recordContentChange } from '../../staff-changes/record-content-change';
import { UpdateCouponCodeCommand } from './update-coupon-code.command';

const refused = (message: string) => new BadRequestException({ success: false, message });

@CommandHandler(UpdateCouponCodeCommand)
export class UpdateCouponCodeHandler implements ICommandHandler<UpdateCouponCodeCommand, AdminCouponCode> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ code, changes: c, staffId, now }: UpdateCouponCodeCommand): Promise<AdminCouponCode> {
    return this.db.transaction(async (tx) => {
      const codes = tx.getRepository(CouponCodeRow);
      const row = await codes.findOne({ where: { code }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new NotFoundException({ success: false, message: messages.staffContent.codeNotFound });
      if (row.redeemableUntil && row.redeemableUntil <= now)
        throw new ConflictException({ success: false, message: messages.staffContent.codeEnded });
      const next = {
        title: c.title,
        description: c.description,
        redeemableUntil: c.redeemable_until === null ? null : new Date(c.redeemable_until),
        maxRedemptions: c.max_redemptions,
      };
      const changed = Object.fromEntries(
        (Object.keys(next) as (keyof typeof next)[])
          .filter((k) => String(next[k]?.valueOf() ?? null) !== String(row[k]?.valueOf() ?? null))
          .map((k) => [k, next[k]]),
      );
      if (Object.keys(changed).length === 0) throw refused(messages.staffContent.codeUnchanged);
      if (next.redeemableUntil && next.redeemableUntil <= now) throw refused(messages.staffContent.untilPast);
      const redeemed = await tx.getRepository(CouponCodeRedemptionRow).countBy({ code });
      if (next.maxRedemptions !== null && next.maxRedemptions < redeemed) throw refused(messages.staffContent.maxBelowRedeemed(redeemed));
      await codes.update({ code }, changed);
      await recordContentChange(tx, { staffId, kind: 'coupon_codes', rowKey: code, action: 'updated', values: changed, at: now });
      return toAdminCouponCode({ ...row, ...next }, redeemed, await staffNameOf(tx, row.createdBy));
    });
  }
}
