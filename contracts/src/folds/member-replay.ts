// Support's replay: a member's state as it was after any event of their timeline
// (GET /api/admin/users/{userId}/events), folded in the browser. The wallet folds with the very
// `evolveWallet` its decider uses on the server; the prize box with the items its BoxItemAdded
// events carry (the server's box decider keeps only what idempotency needs, not the items).
import type { BoxEvent } from '../events/box.events';
import type { EventMetadata } from '../events/envelope';
import type { WalletEvent } from '../events/wallet.events';
import { availablePoints, couponStatus, evolveWallet, initialWallet, type CouponStatus, type Wallet } from './wallet.fold';

/** One event of a member's timeline, as the history endpoint answers it. */
export interface TimelineEvent {
  stream_id: string;
  revision: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

export interface ReplayBoxItem {
  itemId: string;
  orderId: string;
  source: string;
  name: string;
  /** Tier (ichiban) or rarity (gacha, blind box). */
  grade: string | null;
  /** available, selected, paid (its shipping fee paid), shipped or expired. */
  status: string;
}

/** What the member held after a prefix of their timeline. */
export interface MemberState {
  wallet: Wallet;
  box: readonly ReplayBoxItem[];
}

export const initialMemberState: MemberState = { wallet: initialWallet, box: [] };

function withStatus(box: readonly ReplayBoxItem[], itemIds: readonly string[], status: string): readonly ReplayBoxItem[] {
  return box.map((i) => (itemIds.includes(i.itemId) ? { ...i, status } : i));
}

function evolveBoxItems(box: readonly ReplayBoxItem[], event: BoxEvent): readonly ReplayBoxItem[] {
  switch (event.type) {
    case 'BoxItemAdded': {
      const d = event.data;
      if (box.some((i) => i.itemId === d.itemId)) return box;
      return [
        ...box,
        { itemId: d.itemId, orderId: d.orderId, source: d.source, name: d.name, grade: d.tier ?? d.rarity ?? null, status: 'available' },
      ];
    }
    case 'BoxItemSelected':
      return withStatus(box, [event.data.itemId], 'selected');
    case 'BoxItemSelectionCancelled':
      return withStatus(box, [event.data.itemId], 'available');
    case 'BoxItemExpired':
      return withStatus(box, [event.data.itemId], 'expired');
    case 'ShippingOrderPlaced':
      return withStatus(box, event.data.itemIds, 'paid');
    case 'BoxItemsShipped':
      return withStatus(box, event.data.itemIds, 'shipped');
    case 'ShippingOrderCancelled':
      return withStatus(box, event.data.itemIds, 'available');
    case 'BoxItemsDelivered':
      // Delivered items stay shipped in the box; the order is what completes.
      return box;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Folds one timeline event: wallet and box streams change the state; the others are history only. */
export function evolveMember(state: MemberState, event: TimelineEvent): MemberState {
  const typed = { type: event.type, data: event.data } as unknown;
  if (event.stream_id.startsWith('wallet-')) return { ...state, wallet: evolveWallet(state.wallet, typed as WalletEvent) };
  if (event.stream_id.startsWith('box-')) return { ...state, box: evolveBoxItems(state.box, typed as BoxEvent) };
  return state;
}

/** The state after the first `count` events (0: before anything happened). */
export function replayMember(events: readonly TimelineEvent[], count: number): MemberState {
  return events.slice(0, Math.max(0, count)).reduce(evolveMember, initialMemberState);
}

/** A member state as support reads it, at a moment (points and coupons depend on the clock). */
export interface MemberView {
  tokens: number;
  points: number;
  lots: { remaining: number; expiresAt: string | null }[];
  coupons: { couponId: string; title: string; amount: number; status: CouponStatus }[];
  box: readonly ReplayBoxItem[];
}

export function viewMember(state: MemberState, at: Date): MemberView {
  const { wallet } = state;
  return {
    tokens: wallet.tokens,
    points: availablePoints(wallet, at),
    lots: wallet.lots.map((l) => ({ remaining: l.remaining, expiresAt: Number.isFinite(l.expiresAt) ? new Date(l.expiresAt).toISOString() : null })),
    coupons: [...wallet.coupons.values()].map((c) => ({ couponId: c.couponId, title: c.title, amount: c.amount, status: couponStatus(c, at) })),
    box: state.box,
  };
}

export type MemberChange =
  | { kind: 'tokens' | 'points'; before: number; after: number }
  | { kind: 'coupon'; couponId: string; title: string; before: CouponStatus | null; after: CouponStatus | null }
  | { kind: 'box'; itemId: string; name: string; change: 'added' | 'removed' };

/** What one event changed: the difference of the views before and after it. */
export function diffMember(before: MemberView, after: MemberView): MemberChange[] {
  const changes: MemberChange[] = [];
  if (before.tokens !== after.tokens) changes.push({ kind: 'tokens', before: before.tokens, after: after.tokens });
  if (before.points !== after.points) changes.push({ kind: 'points', before: before.points, after: after.points });
  const coupons = new Map(before.coupons.map((c) => [c.couponId, c]));
  for (const c of after.coupons) {
    const was = coupons.get(c.couponId);
    if (was?.status !== c.status)
      changes.push({ kind: 'coupon', couponId: c.couponId, title: c.title, before: was?.status ?? null, after: c.status });
    coupons.delete(c.couponId);
  }
  for (const c of coupons.values()) changes.push({ kind: 'coupon', couponId: c.couponId, title: c.title, before: c.status, after: null });
  const had = new Set(before.box.map((i) => i.itemId));
  const has = new Set(after.box.map((i) => i.itemId));
  for (const i of after.box) if (!had.has(i.itemId)) changes.push({ kind: 'box', itemId: i.itemId, name: i.name, change: 'added' });
  for (const i of before.box) if (!has.has(i.itemId)) changes.push({ kind: 'box', itemId: i.itemId, name: i.name, change: 'removed' });
  return changes;
}

/** Who caused an event, in support's words: the member, staff, or the shop itself. */
export function actorKind(event: TimelineEvent, memberId: string): 'member' | 'staff' | 'system' {
  const { actor } = event.metadata;
  if (actor.kind === 'support') return 'staff';
  if (actor.kind === 'user') return actor.id === memberId ? 'member' : 'staff';
  return 'system';
}
