// What the product modules (ichiban, gacha, blind box, shop) ask of the wallet: pay one order
// with tokens, bonus points and at most one coupon as a single step on `wallet-<userId>`, and
// refund it. Both are idempotent on the order id (DESIGN.md decision 6): paying or refunding the
// same order twice changes the wallet once.
import type { EventMetadata } from '@shop/contracts';

export interface OrderPaymentRequest {
  orderId: string;
  userId: string;
  /** Tokens to debit (the price after the points offset and coupon discount), ≥ 0. */
  tokens: number;
  /** Bonus points to spend, already checked by the caller against the spend rule; ≥ 0. */
  points: number;
  couponId?: string;
  /** Shown in the points and token histories, e.g. "一番賞 抽獎 #<order>". */
  description: string;
  /** What is bought, so that the coupon's product and category restrictions can be checked. */
  context?: { productId?: string; categoryId?: string };
}

export interface OrderPaymentReceipt {
  orderId: string;
  tokensDebited: number;
  pointsSpent: number;
  couponId: string | null;
  /** Token balance after the payment. */
  tokenBalance: number;
}

/**
 * Thrown as DomainError subclasses by the implementation (domain/wallet.decide.ts):
 * InsufficientTokens (餘額不足), InsufficientPoints (紅利不足), CouponNotUsable. A payment that
 * throws changed nothing. Many payments racing on one wallet may end in CommandConflictError
 * (platform/command-runner.ts) after the retries: that payment changed nothing either.
 */
export interface OrderPayments {
  pay(request: OrderPaymentRequest, metadata: EventMetadata): Promise<OrderPaymentReceipt>;
  /** Gives back exactly what `pay` took for this order; a no-op if it was never paid or already refunded. */
  refund(orderId: string, userId: string, reason: string, metadata: EventMetadata): Promise<void>;
}

/** Nest injection token; WalletModule provides it over the CommandBus (order-payments.on-command-bus.ts). */
export const ORDER_PAYMENTS = Symbol('ORDER_PAYMENTS');
