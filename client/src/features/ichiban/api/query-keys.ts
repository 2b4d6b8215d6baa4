// TanStack Query keys of the ichiban feature, in one place so live updates and mutations agree.
// Answers that depend on who asks (the member's orders, whether a lock is theirs) sit under the
// member root, so they leave with the session.
import { memberKeys } from '../../../api/member-keys';

export const ichibanKeys = {
  product: (productId: string) => ['product', productId, 'detail'] as const,
  productTubes: (productId: string) => ['product', productId, 'tubes'] as const,
  tubeTickets: (tubeId: string) => ['tube', tubeId, 'tickets'] as const,
  /** `is_mine` is the caller's. */
  tubeLock: (tubeId: string) => [...memberKeys.all, 'tube', tubeId, 'lock'] as const,
  /** The caller's place in the tube's line. */
  tubeLine: (tubeId: string) => [...memberKeys.all, 'tube', tubeId, 'line'] as const,
  tubeResult: (tubeId: string) => ['tube', tubeId, 'result-tickets'] as const,
  drawResult: (orderId: string) => [...memberKeys.all, 'raffle', 'result', orderId] as const,
  publicDrawResult: (code: string) => ['raffle', 'public-result', code] as const,
  history: () => [...memberKeys.all, 'raffle', 'history'] as const,
};
