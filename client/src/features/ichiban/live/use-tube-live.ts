// Joins the tube's live room and turns each `tube:changed` notice into a refetch (DESIGN decision 8).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TubeChangedMessage } from '@shop/contracts';
import { getSocket, useSocketConnected } from '../../../lib/socket';
import { ichibanKeys } from '../api/query-keys';
import { tubeTicketsQueryOptions } from '../api/get-tube-tickets';

/** A notice older than what the cache (or an earlier notice) already shows changes nothing. */
export function isStaleTubeChange(revision: number, cachedRevision: number | undefined, newestSeen: number): boolean {
  return revision < Math.max(cachedRevision ?? -1, newestSeen);
}

/** Watches `tubeId` while mounted; returns whether the live connection is up. */
export function useTubeLive(tubeId: string): { connected: boolean } {
  const queryClient = useQueryClient();
  const connected = useSocketConnected();

  useEffect(() => {
    const socket = getSocket();
    let newestSeen = -1;

    const refetchTube = () => {
      void queryClient.invalidateQueries({ queryKey: ichibanKeys.tubeTickets(tubeId) });
      void queryClient.invalidateQueries({ queryKey: ichibanKeys.tubeLock(tubeId) });
    };
    const watch = () => socket.emit('tube:watch', { tubeId });

    // On a (re)connection: rejoin the room, then catch up on whatever was missed meanwhile.
    const onConnect = () => {
      watch();
      refetchTube();
    };
    const onChanged = (message: TubeChangedMessage) => {
      if (message.tubeId !== tubeId) return;
      const cached = queryClient.getQueryData(tubeTicketsQueryOptions(tubeId).queryKey)?.tube_info.revision;
      if (isStaleTubeChange(message.revision, cached, newestSeen)) return;
      newestSeen = message.revision;
      refetchTube();
    };

    socket.on('connect', onConnect);
    socket.on('tube:changed', onChanged);
    if (socket.connected) watch();

    return () => {
      socket.off('connect', onConnect);
      socket.off('tube:changed', onChanged);
      if (socket.connected) socket.emit('tube:unwatch', { tubeId });
    };
  }, [tubeId, queryClient]);

  return { connected };
}
