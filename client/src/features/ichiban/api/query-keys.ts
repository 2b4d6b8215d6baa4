// TanStack Query keys of the ichiban feature, in one place so live updates and mutations agree.
export const ichibanKeys = {
  productTubes: (productId: string) => ['product', productId, 'tubes'] as const,
  tube: (tubeId: string) => ['tube', tubeId] as const,
  tubeTickets: (tubeId: string) => ['tube', tubeId, 'tickets'] as const,
  tubeLock: (tubeId: string) => ['tube', tubeId, 'lock'] as const,
};
