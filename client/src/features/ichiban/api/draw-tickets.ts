// POST /api/raffle/draw/{tubeId} (one ticket) or /raffle/draw/multiple/{tubeId} (several, or the
// full pack): creates the order; with tokens it also pays it and draws the tickets in one call,
// by card the order waits (pending) for the gateway reached through the payment redirect.
import type { DrawPurchaseResponse, MultipleDrawRequest, SingleDrawRequest } from '@shop/contracts';
import { purchaseRequest } from '../../../lib/idempotency-key';

export type DrawPurchase = { kind: 'picked'; numbers: number[] } | { kind: 'fullPack' };

export type PaymentMethod = 'balance' | 'credit_card';

export interface DrawTicketsInput {
  tubeId: string;
  productId: string;
  purchase: DrawPurchase;
  paymentMethod: PaymentMethod;
  /** Bonus points to spend (not 元). */
  points: number;
}

export function drawTickets({ tubeId, productId, purchase, paymentMethod, points }: DrawTicketsInput): Promise<DrawPurchaseResponse> {
  const tube = encodeURIComponent(tubeId);
  // A 401 is the draw flow's to handle: message, then login after 1.5 s (spec 001 §4).
  const common = { method: 'POST' as const, handleUnauthorized: false };
  if (purchase.kind === 'picked' && purchase.numbers.length === 1) {
    const body: SingleDrawRequest = {
      payment_method: paymentMethod,
      product_id: productId,
      ticket_number: purchase.numbers[0],
      points_discount: points,
      coupon_id: null,
    };
    return purchaseRequest<DrawPurchaseResponse>(`/raffle/draw/${tube}`, { ...common, body });
  }
  const body: MultipleDrawRequest =
    purchase.kind === 'fullPack'
      ? { payment_method: paymentMethod, product_id: productId, is_full_pack: true, points_discount: points, coupon_id: null }
      : {
          payment_method: paymentMethod,
          product_id: productId,
          ticket_numbers: purchase.numbers,
          is_multiple: true,
          is_full_pack: false,
          points_discount: points,
          coupon_id: null,
        };
  return purchaseRequest<DrawPurchaseResponse>(`/raffle/draw/multiple/${tube}`, { ...common, body });
}
