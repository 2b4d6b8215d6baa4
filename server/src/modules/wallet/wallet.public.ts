// What other modules (and the purchase core, server/src/purchases) may use of the wallet; lint
// forbids reaching any other file of this module. Writes are commands on the CommandBus; the
// decider, state and events are here so that the purchase core can decide a debit in memory.
export { AdjustPointsCommand, type PointsChange } from './commands/adjust-points/adjust-points.command';
export { GrantCouponCommand } from './commands/grant-coupon/grant-coupon.command';
export { GrantToolCardsCommand } from './commands/grant-tool-cards/grant-tool-cards.command';
export { ExpirePointsCommand } from './commands/expire-points/expire-points.command';
export { WalletReader } from './queries/wallet.reader';
export { ToolCardsReader } from './queries/tool-cards.reader';
export {
  CouponCodeAlreadyRedeemed,
  CouponNotUsable,
  InsufficientPoints,
  InsufficientTokens,
  InvalidWalletAmount,
  NoToolCard,
  OrderPaymentClosed,
  couponProblem,
  decide as decideWallet,
  walletDecider,
  walletStreamId,
  type CouponContext,
  type CouponProblem,
  type WalletCommand,
} from './domain/wallet.decide';
export {
  availablePoints,
  couponStatus,
  evolve as evolveWallet,
  initialWallet,
  usableToolCards,
  type Wallet,
  type WalletCoupon,
  type PointsLot,
} from './domain/wallet.state';
export type { WalletEvent } from '@shop/contracts';
// NewebPay MPG, shared with the card payment of orders.
export { decryptTradeInfo, encryptTradeInfo, MpgCodecError, toQueryString, tradeSha, verifyTradeSha, type MpgKeys } from './newebpay/mpg-codec';
export { MPG_AUTO_SUBMIT_JS, MPG_AUTO_SUBMIT_PATH, mpgFormHtml } from './newebpay/mpg-form';
export { MPG_VERSION, RejectedGatewayResult } from './newebpay/mpg-gateway';
export { DEV_GATEWAY_PATH, MPG_SETTINGS, type MpgSettings } from './newebpay/mpg-settings';
export { MpgOrderKinds, type MpgOrderKind } from './newebpay/mpg-orders';
export {
  CARD_REFUND_GATEWAY,
  cardClosePostData,
  type CardRefundAnswer,
  type CardRefundGateway,
  type CardRefundRequest,
} from './newebpay/credit-card-close';
// Tables this module owns, for the one DataSource.
export { CouponCodeRedemptionRow, CouponCodeRow, CouponRedeemAttemptRow } from './coupons/coupon-code.entity';
