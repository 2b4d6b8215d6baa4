// TanStack Query keys of the ichiban feature, in one place so live updates and mutations agree.
export const ichibanKeys = {
  product: (productId: string) => ['product', productId, 'detail'] as const,
  productTubes: (productId: string) => ['product', productId, 'tubes'] as const,
  tube: (tubeId: string) => ['tube', tubeId] as const,
  tubeTickets: (tubeId: string) => ['tube', tubeId, 'tickets'] as const,
  tubeLock: (tubeId: string) => ['tube', tubeId, 'lock'] as const,
  tubeResult: (tubeId: string) => ['tube', tubeId, 'result-tickets'] as const,
  drawResult: (orderId: string) => ['raffle', 'result', orderId] as const,
  publicDrawResult: (code: string) => ['raffle', 'public-result', code] as const,
  history: () => ['raffle', 'history'] as const,
  tokenBalance: () => ['user', 'balance'] as const,
  pointsBalance: () => ['user', 'points', 'balance'] as const,
};
