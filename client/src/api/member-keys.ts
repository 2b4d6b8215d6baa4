// The root of every query whose answer depends on who is signed in. Member-scoped keys, in this
// folder and in the features, are built from `memberKeys` and so all start with 'me': ending a
// session removes that one root, and a purchase marks it stale, without a list of keys to keep up.
import type { QueryClient } from '@tanstack/react-query';

export const memberKeys = {
  all: ['me'] as const,
  profile: () => ['me', 'profile'] as const,
  /** Tokens, points, coupons and their histories: what a payment, recharge or redemption changes. */
  wallet: () => ['me', 'wallet'] as const,
  tokenBalance: () => ['me', 'wallet', 'tokens'] as const,
  pointsBalance: () => ['me', 'wallet', 'points'] as const,
  notifications: () => ['me', 'notifications'] as const,
  invoiceSettings: () => ['me', 'invoice-settings'] as const,
  /** The liked products list (/likes); the liked ids themselves are on the profile. */
  likes: () => ['me', 'likes'] as const,
};

/**
 * After money moved (a purchase, a recharge, a redeemed coupon or reward): a purchase touches the
 * wallet, the prize box, the order history and the profile's growth at once, so the whole member
 * root is marked stale rather than a list each mutation would have to keep up with. Only the
 * screens on view refetch now; the others when they next mount.
 */
export function refreshMemberData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: memberKeys.all });
}
