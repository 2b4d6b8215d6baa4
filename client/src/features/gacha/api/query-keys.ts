// The gacha's query keys, apart from its API so the route-data starter can seed one without it.
export const gachaKeys = {
  product: (id: string) => ['gacha', 'product', id] as const,
  order: (id: string) => ['gacha', 'order', id] as const,
};
