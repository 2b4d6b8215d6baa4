// Joins the machine's live room and patches each `gacha:changed` notice into the cached machine:
// every draw anywhere updates the stock and the odds here without a refetch.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GachaChangedMessage, GachaProductResponse } from '@shop/contracts';
import { withSocket } from '../../../lib/live-socket';
import { gachaKeys } from '../api/query-keys';

/** The machine answer with a notice applied: remaining per item, the odds from them, sell-out, the seed and the chain head. */
export function patchGachaProduct(cached: GachaProductResponse, notice: GachaChangedMessage): GachaProductResponse {
  // A restock starts a new round with other items: only a refetch knows them.
  if (notice.round !== cached.product.round) return cached;
  // Within a round stock only falls: a notice showing more than the cache is an older one.
  if (notice.remainingQuantity > cached.product.remaining_quantity) return cached;
  const left = new Map(notice.items.map((i) => [i.id, i.remaining_quantity]));
  const head = cached.product.chain_head;
  const newer = !head || (notice.chainHead !== null && notice.chainHead.revision >= head.revision);
  return {
    ...cached,
    product: {
      ...cached.product,
      remaining_quantity: notice.remainingQuantity,
      total_quantity: notice.totalQuantity,
      sold_out: notice.soldOut,
      revealed_seed: notice.revealedSeed ?? cached.product.revealed_seed,
      chain_head: newer ? notice.chainHead : head,
    },
    items: cached.items.map((item) => {
      const remaining = left.get(item.id) ?? item.remaining_quantity;
      return { ...item, remaining_quantity: remaining, probability: notice.remainingQuantity > 0 ? remaining / notice.remainingQuantity : 0 };
    }),
  };
}

export function useGachaLive(productId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // socket.io-client loads after the page has rendered (lib/live-socket.ts).
    return withSocket((socket) => {
      const key = gachaKeys.product(productId);
      const watch = () => socket.emit('gacha:watch', { productId });
      const onConnect = () => {
        watch();
        void queryClient.invalidateQueries({ queryKey: key });
      };
      const onChanged = (notice: GachaChangedMessage) => {
        if (notice.productId !== productId) return;
        const cached = queryClient.getQueryData<GachaProductResponse>(key);
        if (cached && notice.round !== cached.product.round) void queryClient.invalidateQueries({ queryKey: key });
        else queryClient.setQueryData<GachaProductResponse>(key, (c) => (c ? patchGachaProduct(c, notice) : c));
      };
      socket.on('connect', onConnect);
      socket.on('gacha:changed', onChanged);
      if (socket.connected) watch();
      return () => {
        socket.off('connect', onConnect);
        socket.off('gacha:changed', onChanged);
        if (socket.connected) socket.emit('gacha:unwatch', { productId });
      };
    });
  }, [productId, queryClient]);
}
