// The staff console's query keys. What staff may read depends on who is signed in, so every key
// starts with the member root (`memberKeys`): ending the session removes them with the rest.
import { memberKeys } from '../../../api/member-keys';

export const staffKeys = {
  all: () => [...memberKeys.all, 'staff'] as const,
  search: (q: string) => [...memberKeys.all, 'staff', 'search', q] as const,
  timeline: (userId: string) => [...memberKeys.all, 'staff', 'timeline', userId] as const,
  containers: () => [...memberKeys.all, 'staff', 'containers'] as const,
  shippingOrdersAll: () => [...memberKeys.all, 'staff', 'shipping-orders'] as const,
  shippingOrders: (status: string, page: number) => [...memberKeys.all, 'staff', 'shipping-orders', status, page] as const,
  products: () => [...memberKeys.all, 'staff', 'products'] as const,
  content: (kind: string) => [...memberKeys.all, 'staff', 'content', kind] as const,
  accounts: () => [...memberKeys.all, 'staff', 'accounts'] as const,
  cardRefundsAll: () => [...memberKeys.all, 'staff', 'card-refunds'] as const,
  cardRefunds: (status: string, page: number) => [...memberKeys.all, 'staff', 'card-refunds', status, page] as const,
  couponCodes: () => [...memberKeys.all, 'staff', 'coupon-codes'] as const,
  checkInRewards: () => [...memberKeys.all, 'staff', 'check-in-rewards'] as const,
  voidedPayments: () => [...memberKeys.all, 'staff', 'voided-payments'] as const,
  gachaMachine: (productId: string) => [...memberKeys.all, 'staff', 'gacha-machine', productId] as const,
  shopItems: () => [...memberKeys.all, 'staff', 'shop-items'] as const,
  /** One member's parcels still waiting for the warehouse (under shippingOrdersAll, so the queue's changes reach it). */
  memberShippingOrders: (userId: string) => [...memberKeys.all, 'staff', 'shipping-orders', 'member', userId] as const,
};
