// The blind box's query keys, apart from its API so the route-data starter can seed one without it.
export const blindboxKeys = {
  product: (id: string) => ['blindbox', 'product', id] as const,
  package: (id: string) => ['blindbox', 'package', id] as const,
  collection: (id: string) => ['blindbox', 'collection', id] as const,
  toolCount: () => ['user', 'tools', 'count'] as const,
  result: (orderId: string) => ['blindbox', 'result', orderId] as const,
  figures: (signedIn: boolean) => ['blindbox', 'figures', signedIn] as const,
};
