// The one TypeORM DataSource: read models (from @shop/projections) and content tables.
// Schema changes go through migrations only; `synchronize` stays off.
import { DataSource } from 'typeorm';
import { readModelEntities, readModelMigrations } from '@shop/projections';
import { ProductRow } from '../modules/catalogue/product.entity';
import { SessionRow } from '../modules/accounts/session.entity';
import { DrawSeedRow } from '../modules/fairness/draw-seed.entity';
import { ContentAndSessions1763800000100 } from './migrations/1763800000100-content-and-sessions';
import { EditorialContent1763905000000 } from './migrations/1763905000000-editorial-content';
import { AccountsAuth1763900001000 } from './migrations/1763900001000-accounts-auth';
import { contentEntities } from '../modules/content/content.entities';
import { HotKeywordRow } from '../modules/catalogue/hot-keyword.entity';
import { CouponCodeRedemptionRow, CouponCodeRow, CouponRedeemAttemptRow } from '../modules/wallet/coupons/coupon-code.entity';
import { WalletCoupons1763900003500 } from './migrations/1763900003500-wallet-coupons';
import { AppSecrets1763900006500 } from './migrations/1763900006500-app-secrets';
import { ScheduledJobRuns1763910000100 } from './migrations/1763910000100-scheduled-job-runs';
import { CouponCodeRedemptions1764900000100 } from './migrations/1764900000100-coupon-code-redemptions';
import { CredentialsAndMemberKeys1763910000000 } from './migrations/1763910000000-credentials-and-member-keys';
import { CheckInRewardRow } from '../modules/member/check-in-rewards/check-in-reward.entity';
import { CheckInRewards1764500000100 } from './migrations/1764500000100-check-in-rewards';
import { AuthRateLimits1764700000000 } from './migrations/1764700000000-auth-rate-limits';
import { Addresses1764400000100 } from './migrations/1764400000100-addresses';
import { ProductStaffChanges1765700000000 } from './migrations/1765700000000-product-staff-changes';
import { AddressRow } from '../modules/addresses/address.entity';
import { MemberNotificationReads1765000000200 } from './migrations/1765000000200-member-notification-reads';
import { PointsExchangeItemRow } from '../modules/wallet/points-exchange/points-exchange-item.entity';
import { PointsExchangeItems1765600000100 } from './migrations/1765600000100-points-exchange-items';
import { MemberTubeLocks1765300000100 } from './migrations/1765300000100-member-tube-locks';
import { IdempotencyKeys1765100000000 } from './migrations/1765100000000-idempotency-keys';
import { ContentStaffChanges1766200000000 } from './migrations/1766200000000-content-staff-changes';
import { RowChangeNotifications1766500000000 } from './migrations/1766500000000-row-change-notifications';
import { ContentChangeEnded1766600000000 } from './migrations/1766600000000-content-change-ended';
import { MemberHolds1766700000000 } from './migrations/1766700000000-member-holds';

export function createDataSource(url: string, poolSize = 20): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [
      ...readModelEntities,
      ProductRow,
      SessionRow,
      DrawSeedRow,
      ...contentEntities,
      HotKeywordRow,
      CouponCodeRow,
      CouponRedeemAttemptRow,
      CouponCodeRedemptionRow,
      CheckInRewardRow,
      AddressRow,
      PointsExchangeItemRow,
    ],
    migrations: [
      ...readModelMigrations,
      ContentAndSessions1763800000100,
      EditorialContent1763905000000,
      AccountsAuth1763900001000,
      WalletCoupons1763900003500,
      AppSecrets1763900006500,
      CredentialsAndMemberKeys1763910000000,
      ScheduledJobRuns1763910000100,
      CouponCodeRedemptions1764900000100,
      CheckInRewards1764500000100,
      AuthRateLimits1764700000000,
      Addresses1764400000100,
      MemberNotificationReads1765000000200,
      PointsExchangeItems1765600000100,
      MemberTubeLocks1765300000100,
      ProductStaffChanges1765700000000,
      IdempotencyKeys1765100000000,
      ContentStaffChanges1766200000000,
      RowChangeNotifications1766500000000,
      ContentChangeEnded1766600000000,
      MemberHolds1766700000000,
    ],
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    extra: { max: poolSize },
  });
}
