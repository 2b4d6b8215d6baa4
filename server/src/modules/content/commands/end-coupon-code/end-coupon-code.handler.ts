// Ending a redeem code: its redeemable_until becomes now (the redeem refuses it from then on as
// expired); 404 for no such code, 409 when its redeem period already ended. Written with its staff
// change record in one transaction, the row locked so two admins ending it at once record one end.
import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages, type AdminCouponCode } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { CouponCodeRedemptionRow, CouponCodeRow } from '../../../wallet/wallet.public';
import { staffNameOf, toAdminCouponCode } from '../../queries/staff-tables.reader';
import { recordContentChange } from '../../staff-changes/record-content-change';
import { EndCouponCodeCommand } from './end-coupon-code.command';

@CommandHandler(EndCouponCodeCommand)
export class EndCouponCodeHandler implements ICommandHandler<EndCouponCodeCommand, AdminCouponCode> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ code, staffId, now }: EndCouponCodeCommand): Promise<AdminCouponCode> {
    return this.db.transaction(async (tx) => {
      const codes = tx.getRepository(CouponCodeRow);
      const row = await codes.findOne({ where: { code }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new NotFoundException({ success: false, message: messages.staffContent.codeNotFound });
      if (row.redeemableUntil && row.redeemableUntil <= now) {
        throw new ConflictException({ success: false, message: messages.staffContent.codeEnded });
      }
      await codes.update({ code }, { redeemableUntil: now });
      await recordContentChange(tx, { staffId, kind: 'coupon_codes', rowKey: code, action: 'ended', values: { redeemableUntil: now }, at: now });
      const redeemed = await tx.getRepository(CouponCodeRedemptionRow).countBy({ code });
      return toAdminCouponCode({ ...row, redeemableUntil: now }, redeemed, await staffNameOf(tx, row.createdBy));
    });
  }
}
