// Joins the package's live room; each newer `package:changed` notice refetches the package, whose
// answer says per slot whether a lock is this member's ("me") or someone else's — the notice itself
// never says whose.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PackageChangedMessage, PackageResponse } from '@shop/contracts';
import { withSocket } from '../../../lib/live-socket';
import { blindboxKeys } from '../api/blindbox-api';

export function usePackageLive(packageId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!packageId) return;
    // socket.io-client loads after the page has rendered (lib/live-socket.ts).
    return withSocket((socket) => {
      const key = blindboxKeys.package(packageId);
      const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
      // Read again once the server has joined the room (its ack): a change between the page's read
      // and the join would otherwise be neither in the answer nor pushed.
      const watch = () => socket.emit('package:watch', { packageId }, refetch);
      const onChanged = (message: PackageChangedMessage) => {
        if (message.packageId !== packageId) return;
        const cached = queryClient.getQueryData<PackageResponse>(key)?.data?.package.revision ?? -1;
        if (message.revision <= cached) return;
        refetch();
      };
      socket.on('connect', watch);
      socket.on('package:changed', onChanged);
      if (socket.connected) watch();
      return () => {
        socket.off('connect', watch);
        socket.off('package:changed', onChanged);
        if (socket.connected) socket.emit('package:unwatch', { packageId });
      };
    });
  }, [packageId, queryClient]);
}
