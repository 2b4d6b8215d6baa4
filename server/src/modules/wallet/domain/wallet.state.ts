// The wallet's state and `evolve` are pure and shared with support's replay in the browser, so they
// live in contracts (contracts/src/folds/wallet.fold.ts); the decider imports them from here.
export {
  adjustmentKey,
  availablePoints,
  couponStatus,
  evolveWallet as evolve,
  expiredPoints,
  initialWallet,
  usableToolCards,
  type CouponStatus,
  type OrderPayment,
  type PointsLot,
  type ToolCardLot,
  type Wallet,
  type WalletCoupon,
} from '@shop/contracts';
