// A new redeem code: refused when the code exists, its redeem period already ended, or a product it
// names does not exist; written with its staff change record in one transaction.
import { BadRequestException, ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { messages, type AdminCouponCode } from '@shop/contracts';
import { DataSource, In, QueryFailedError } from 'typeorm';
import { ProductRow } from '../../../catalogue/catalogue.public';
import { CouponCodeRow } from '../../../wallet/wallet.public';
import { staffNameOf, toAdminCouponCode } from '../../queries/staff-tables.reader';
import { recordContentChange } from '../../staff-changes/record-content-change';
import { CreateCouponCodeCommand } from './create-coupon-code.command';

const refused = (message: string) => new BadRequestException({ success: false, message });
const isUniqueViolation = (error: unknown) => error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';

@CommandHandler(CreateCouponCodeCommand)
export class CreateCouponCodeHandler implements ICommandHandler<CreateCouponCodeCommand, AdminCouponCode> {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async execute({ code: c, staffId, now }: CreateCouponCodeCommand): Promise<AdminCouponCode> {
    const until = c.redeemable_until === null ? null : new Date(c.redeemable_until);
    if (until && until <= now) throw refused(messages.staffContent.untilPast);
    const productIds = [...new Set(c.product_ids)];
    if (productIds.length && (await this.db.getRepository(ProductRow).countBy({ id: In(productIds) })) !== productIds.length) {
      throw refused(messages.staffContent.productNotFound);
    }
    const row: CouponCodeRow = {
      code: c.code,
      title: c.title,
      description: c.description,
      amount: c.amount,
      minPurchase: c.min_purchase,
      categoryIds: [...new Set(c.category_ids)],
      productIds,
      validDays: c.valid_days,
      redeemableUntil: until,
      maxRedemptions: c.max_redemptions,
      createdAt: now,
      createdBy: staffId,
    };
    await this.db
      .transaction(async (tx) => {
        await tx.getRepository(CouponCodeRow).insert(row);
        await recordContentChange(tx, { staffId, kind: 'coupon_codes', rowKey: c.code, action: 'created', values: row, at: now });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ConflictException({ success: false, message: messages.staffContent.codeTaken });
        throw error;
      });
    return toAdminCouponCode(row, 0, await staffNameOf(this.db, staffId));
  }
}
