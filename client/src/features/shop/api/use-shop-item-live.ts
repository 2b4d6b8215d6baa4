// Joins a shop item's live room while its page is open and patches each `shop-item:changed` notice
// into the item's cached answer: sold out shows without a refresh. After a reconnection the item is
// re-read (notices missed meanwhile are not replayed).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShopItemChangedMessage, ShopItemResponse } from '@shop/contracts';
import { getSocket } from '../../../lib/socket';
import { shopKeys } from './shop-api';

export function useShopItemLive(itemId: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const socket = getSocket();
    let newestSeen = -1;
    const watch = () => socket.emit('shop-item:watch', { itemId });
    const onConnect = () => {
      watch();
      void queryClient.invalidateQueries({ queryKey: shopKeys.item(itemId) });
    };
    const onChanged = (message: ShopItemChangedMessage) => {
      if (message.itemId !== itemId || message.revision < newestSeen) return;
      newestSeen = message.revision;
      queryClient.setQueryData<ShopItemResponse>(shopKeys.item(itemId), (cached) =>
        cached ? { ...cached, data: { ...cached.data, stock: message.stock } } : cached,
      );
    };
    socket.on('connect', onConnect);
    socket.on('shop-item:changed', onChanged);
    if (socket.connected) watch();
    return () => {
      socket.off('connect', onConnect);
      socket.off('shop-item:changed', onChanged);
      if (socket.connected) socket.emit('shop-item:unwatch', { itemId });
    };
  }, [itemId, queryClient]);
}
