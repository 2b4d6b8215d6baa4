// An ichiban order in the spec's response shapes (001 §3): the order, its tickets and LAST.
import { ichibanSelectionOf } from '@shop/contracts';
import type { DrawnTicket, DrawOrder, DrawOrderStatus, DrawResultResponse, FulfilledPrize, LastPrize } from '@shop/contracts';
import { messages } from '@shop/contracts';
import type { Order, OrderStatus } from './domain/order.state';

type PlacedOrder = Exclude<Order, { status: 'none' }>;

const statusNames: Record<OrderStatus, DrawOrderStatus> = {
  placed: 'pending',
  paid: 'paid',
  fulfilled: 'completed',
  cancelled: 'cancelled',
  refunded: 'refunded',
};

export function toDrawOrder(order: PlacedOrder): DrawOrder {
  const p = order.placed;
  return {
    id: p.orderId,
    status: statusNames[order.status],
    tube_id: ichibanSelectionOf(p).tubeId,
    product_id: p.productId,
    total_amount: p.amount,
    points_used: p.points,
    token_amount: p.tokens,
    created_at: p.placedAt,
  };
}

export function toTickets(prizes: readonly FulfilledPrize[], drawnAt: string): { tickets: DrawnTicket[]; last_prize: LastPrize | null } {
  const tickets: DrawnTicket[] = [];
  let last: LastPrize | null = null;
  for (const z of prizes) {
    if (!z.tier) throw new Error(`ichiban prize ${z.itemId} has no tier`);
    if (z.tier === 'LAST') {
      last = { tier: 'LAST', name: z.prizeName, image_url: z.imageUrl, ticket_number: z.number };
      continue;
    }
    tickets.push({
      id: z.itemId,
      ticket_number: z.number,
      drawn_at: drawnAt,
      tier: z.tier,
      prize: { tier: z.tier, name: z.prizeName, image_url: z.imageUrl },
    });
  }
  return { tickets, last_prize: last };
}

export function toDrawResult(order: PlacedOrder, code: string | null): DrawResultResponse {
  const { tickets, last_prize } = toTickets(order.prizes, order.drawnAt ?? order.placed.placedAt);
  return {
    success: true,
    message: '',
    order: { ...toDrawOrder(order), code },
    product_name: order.placed.productName,
    tube_id: ichibanSelectionOf(order.placed).tubeId,
    product_id: order.placed.productId,
    ticket: tickets.length === 1 ? tickets[0]! : null,
    tickets,
    last_prize,
  };
}

export const RESULT_NOT_FOUND = { success: false as const, message: messages.ichiban.fetchResultFailed };
