import 'reflect-metadata';
import { userAccount } from './accounts/user-account/user-account.projection';
import { UserAccountRow } from './accounts/user-account/user-account.entity';
import { tubeBoard } from './ichiban/tube-board/tube-board.projection';
import { TubeBoardRow } from './ichiban/tube-board/tube-board.entity';
import { ProjectionCheckpointRow } from './runner/checkpoint.entity';
import { ReadModels1763800000000 } from './migrations/1763800000000-read-models';
import { UserAccountProfile1763900001000 } from './migrations/1763900001000-user-account-profile';
import type { AnyProjection } from './runner/projection';
import { orderSummary } from './orders/order-summary/order-summary.projection';
import { OrderSummaryRow } from './orders/order-summary/order-summary.entity';
import { boxItem } from './box/box-item/box-item.projection';
import { BoxItemRow } from './box/box-item/box-item.entity';
import { IchibanOrdersBox1763900006000 } from './migrations/1763900006000-ichiban-orders-box';
import { pointsHistory } from './wallet/points-history/points-history.projection';
import { PointsHistoryRow } from './wallet/points-history/points-history.entity';
import { tokenHistory } from './wallet/token-history/token-history.projection';
import { TokenHistoryRow } from './wallet/token-history/token-history.entity';
import { walletBalance } from './wallet/wallet-balance/wallet-balance.projection';
import { WalletBalanceRow } from './wallet/wallet-balance/wallet-balance.entity';
import { WalletReadModels1763900003000 } from './migrations/1763900003000-wallet-read-models';
import { UserAccountWithoutPassword1763910000100 } from './migrations/1763910000100-user-account-without-password';
import { BoxItemRarity1764000000000 } from './migrations/1764000000000-box-item-rarity';
import { TubeChainHead1764900000000 } from './migrations/1764900000000-tube-chain-head';
import { checkInFeed } from './member/check-in-feed/check-in-feed.projection';
import { CheckInFeedRow } from './member/check-in-feed/check-in-feed.entity';
import { productLikes } from './member/product-likes/product-likes.projection';
import { ProductLikeRow } from './member/product-likes/product-like.entity';
import { MemberReadModels1764500000000 } from './migrations/1764500000000-member-read-models';
import { gachaMachine } from './gacha/gacha-machine/gacha-machine.projection';
import { GachaMachineRow } from './gacha/gacha-machine/gacha-machine.entity';
import { gachaDraw } from './gacha/gacha-draw/gacha-draw.projection';
import { GachaDrawRow } from './gacha/gacha-draw/gacha-draw.entity';
import { GachaMachines1764100000000 } from './migrations/1764100000000-gacha-machines';
import { OrderHistory1764300000000 } from './migrations/1764300000000-order-history';
import { ShopStock1764300001000 } from './migrations/1764300001000-shop-stock';
import { shopStock } from './shop/shop-stock/shop-stock.projection';
import { ShopStockRow } from './shop/shop-stock/shop-stock.entity';
import { packageBoard } from './blindbox/package-board/package-board.projection';
import { PackageBoardRow } from './blindbox/package-board/package-board.entity';
import { PackageBoard1764200000000 } from './migrations/1764200000000-package-board';
import { shippingOrder } from './box/shipping-order/shipping-order.projection';
import { ShippingOrderRow } from './box/shipping-order/shipping-order.entity';
import { BoxShipping1764400000000 } from './migrations/1764400000000-box-shipping';
import { BoxShippingOrderHistory1765000000000 } from './migrations/1765000000000-box-shipping-order-history';
import { memberNotification } from './member/member-notification/member-notification.projection';
import { MemberNotificationRow } from './member/member-notification/member-notification.entity';
import { MemberNotifications1765000000100 } from './migrations/1765000000100-member-notifications';
import { OrderInvoice1765100000100 } from './migrations/1765100000100-order-invoice';
import { taskClaims } from './member/task-claims/task-claims.projection';
import { TaskClaimRow } from './member/task-claims/task-claims.entity';
import { TaskClaims1765800000000 } from './migrations/1765800000000-task-claims';
import { OrderCardRefunds1766000000000 } from './migrations/1766000000000-order-card-refunds';
import { ShopOrdersFulfilment1766000000100 } from './migrations/1766000000100-shop-orders-fulfilment';
import { voidedPayment } from './wallet/voided-payment/voided-payment.projection';
import { VoidedPaymentRow } from './wallet/voided-payment/voided-payment.entity';
import { VoidedPayments1766200000100 } from './migrations/1766200000100-voided-payments';
import { ContainerChainHeads1766400000300 } from './migrations/1766400000300-container-chain-heads';
import { MemberGrowth1766900000000 } from './migrations/1766900000000-member-growth';
import { TubeBeaconRandomness1767100000000 } from './migrations/1767100000000-tube-beacon-randomness';
import { memberGrowth } from './member/member-growth/member-growth.projection';
import { holdLine } from './lines/hold-line/hold-line.projection';
import { HoldLineRow } from './lines/hold-line/hold-line.entity';
import { HoldLine1767000000000 } from './migrations/1767000000000-hold-line';
import { MemberGrowthRow } from './member/member-growth/member-growth.entity';
import { MemberHistory1767200000000 } from './migrations/1767200000000-member-history';
import { TubeReservations1767300000000 } from './migrations/1767300000000-tube-reservations';
import { memberHistory } from './member/member-history/member-history.projection';
import { MemberHistoryRow } from './member/member-history/member-history.entity';

export * from './runner/event-source';
export * from './runner/projection';
export * from './runner/projection-runner';
export { ProjectionCheckpointRow } from './runner/checkpoint.entity';
export { TubeBoardRow, type TubeBoardPrize, type TubeBoardReservation } from './ichiban/tube-board/tube-board.entity';
export {
  tubeBoard,
  chainHeadOf,
  remainingTickets,
  reservedTickets,
  availableTickets,
  lockRemainSeconds,
  tierCounts,
  type TierCountRow,
} from './ichiban/tube-board/tube-board.projection';
export { OrderSummaryRow, type OrderSummaryPrize, type OrderSummaryItem } from './orders/order-summary/order-summary.entity';
export { orderSummary, orderTypeOf } from './orders/order-summary/order-summary.projection';
export { BoxItemRow } from './box/box-item/box-item.entity';
export { boxItem } from './box/box-item/box-item.projection';
export { ShippingOrderRow, type ShippingOrderItem } from './box/shipping-order/shipping-order.entity';
export { shippingOrder } from './box/shipping-order/shipping-order.projection';
export { UserAccountRow } from './accounts/user-account/user-account.entity';
export { userAccount } from './accounts/user-account/user-account.projection';
export { PointsHistoryRow } from './wallet/points-history/points-history.entity';
export { pointsHistory, POINTS_EXPIRED_DESCRIPTION } from './wallet/points-history/points-history.projection';
export { TokenHistoryRow } from './wallet/token-history/token-history.entity';
export { tokenHistory } from './wallet/token-history/token-history.projection';
export { WalletBalanceRow } from './wallet/wallet-balance/wallet-balance.entity';
export { walletBalance } from './wallet/wallet-balance/wallet-balance.projection';
export { CheckInFeedRow } from './member/check-in-feed/check-in-feed.entity';
export { checkInFeed } from './member/check-in-feed/check-in-feed.projection';
export { ProductLikeRow } from './member/product-likes/product-like.entity';
export { productLikes } from './member/product-likes/product-likes.projection';
export { GachaMachineRow, type GachaMachineItem } from './gacha/gacha-machine/gacha-machine.entity';
export { gachaMachine } from './gacha/gacha-machine/gacha-machine.projection';
export { GachaDrawRow } from './gacha/gacha-draw/gacha-draw.entity';
export { gachaDraw } from './gacha/gacha-draw/gacha-draw.projection';

/** Every read model, in the order they are listed for rebuilds and health. */
export const allProjections: AnyProjection[] = [
  tubeBoard,
  userAccount,
  pointsHistory,
  tokenHistory,
  walletBalance,
  orderSummary,
  boxItem,
  checkInFeed,
  productLikes,
  gachaMachine,
  gachaDraw,
  shopStock,
  packageBoard,
  shippingOrder,
  memberNotification,
  taskClaims,
  voidedPayment,
  memberGrowth,
  holdLine,
  memberHistory,
];
export { ShopStockRow } from './shop/shop-stock/shop-stock.entity';
export { shopStock } from './shop/shop-stock/shop-stock.projection';

export { PackageBoardRow, type PackageBoardItem, type PackageBoardLock } from './blindbox/package-board/package-board.entity';
export { packageBoard, slotStates, type SlotState } from './blindbox/package-board/package-board.projection';

export const readModelEntities = [
  ProjectionCheckpointRow,
  TubeBoardRow,
  UserAccountRow,
  PointsHistoryRow,
  TokenHistoryRow,
  WalletBalanceRow,
  OrderSummaryRow,
  BoxItemRow,
  CheckInFeedRow,
  ProductLikeRow,
  GachaMachineRow,
  GachaDrawRow,
  ShopStockRow,
  PackageBoardRow,
  ShippingOrderRow,
  MemberNotificationRow,
  TaskClaimRow,
  MemberGrowthRow,
  VoidedPaymentRow,
  HoldLineRow,
  MemberHistoryRow,
];
export const readModelMigrations = [
  ReadModels1763800000000,
  UserAccountProfile1763900001000,
  WalletReadModels1763900003000,
  IchibanOrdersBox1763900006000,
  UserAccountWithoutPassword1763910000100,
  BoxItemRarity1764000000000,
  TubeChainHead1764900000000,
  MemberReadModels1764500000000,
  GachaMachines1764100000000,
  OrderHistory1764300000000,
  ShopStock1764300001000,
  PackageBoard1764200000000,
  BoxShipping1764400000000,
  BoxShippingOrderHistory1765000000000,
  MemberNotifications1765000000100,
  OrderInvoice1765100000100,
  TaskClaims1765800000000,
  OrderCardRefunds1766000000000,
  ShopOrdersFulfilment1766000000100,
  VoidedPayments1766200000100,
  ContainerChainHeads1766400000300,
  MemberGrowth1766900000000,
  HoldLine1767000000000,
  TubeBeaconRandomness1767100000000,
  MemberHistory1767200000000,
  TubeReservations1767300000000,
];
export { MemberNotificationRow } from './member/member-notification/member-notification.entity';
export { memberNotification, notificationOf } from './member/member-notification/member-notification.projection';
export { TaskClaimRow } from './member/task-claims/task-claims.entity';
export { taskClaims } from './member/task-claims/task-claims.projection';
export { VoidedPaymentRow } from './wallet/voided-payment/voided-payment.entity';
export { voidedPayment } from './wallet/voided-payment/voided-payment.projection';
export { MemberGrowthRow } from './member/member-growth/member-growth.entity';
export { memberGrowth, growthStateOf } from './member/member-growth/member-growth.projection';
export { HoldLineRow, type HoldLineEntry } from './lines/hold-line/hold-line.entity';
export { holdLine, lineEtas, offerRemainSeconds } from './lines/hold-line/hold-line.projection';
export { MemberHistoryRow } from './member/member-history/member-history.entity';
export { memberHistory, entryKeyOf } from './member/member-history/member-history.projection';
