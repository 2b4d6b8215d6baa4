// The member's place in a held tube's line: joined through the API, kept live by the room's
// `line:changed` notices (the tube's room, which useTubeLive joins), left when the page is left.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LineChangedMessage, LineStatusResponse, LockStatusResponse } from '@shop/contracts';
import { isApiError } from '../../../lib/api-client';
import { withSocket } from '../../../lib/live-socket';
import { showToast } from '../../../stores/toast.store';
import { claimLineOffer } from '../api/claim-line-offer';
import { getTubeLine } from '../api/get-tube-line';
import { joinTubeLine } from '../api/join-tube-line';
import { leaveTubeLine } from '../api/leave-tube-line';
import { ichibanKeys } from '../api/query-keys';

/** Where this page stands: out of the line (with how many wait), waiting (place from 1), or offered the hold. */
export type LineView =
  | { kind: 'out'; waiting: number; syncedAt: number; offerToOther: number }
  | { kind: 'waiting'; place: number; etaSeconds: number; syncedAt: number; offerToOther: number }
  | { kind: 'offered'; remain: number; syncedAt: number };

interface Notice {
  message: LineChangedMessage;
  at: number;
}

/**
 * Pure: the view from the caller's own status (the API's answer, at `statusAt`) and the newest
 * room notice. The newer of the two says where the caller's ticket stands; a notice never says whose
 * tickets it lists, so the page finds its own. `offerToOther` is the seconds left on an offer to
 * someone else (0 when none runs).
 */
export function lineViewOf(status: LineStatusResponse | undefined, statusAt: number, notice: Notice | null): LineView {
  const mine = status?.mine ?? null;
  const fresh = notice && notice.at >= statusAt ? notice : null;
  const offerToOther = fresh?.message.offer && fresh.message.offer.ticket !== mine?.ticket ? fresh.message.offer.remain : 0;
  if (!mine)
    return { kind: 'out', waiting: fresh ? fresh.message.waiting.length : (status?.waiting ?? 0), syncedAt: fresh?.at ?? statusAt, offerToOther };
  if (fresh) {
    const { offer, waiting } = fresh.message;
    if (offer?.ticket === mine.ticket) return { kind: 'offered', remain: offer.remain, syncedAt: fresh.at };
    const index = waiting.findIndex((w) => w.ticket === mine.ticket);
    if (index >= 0) return { kind: 'waiting', place: index + 1, etaSeconds: waiting[index]!.eta_seconds, syncedAt: fresh.at, offerToOther };
  }
  if (mine.offer_remain !== null) return { kind: 'offered', remain: mine.offer_remain, syncedAt: statusAt };
  return { kind: 'waiting', place: mine.place, etaSeconds: mine.eta_seconds, syncedAt: statusAt, offerToOther };
}

/** Whether a notice still lists the ticket, waiting or offered. */
const lists = (message: LineChangedMessage, ticket: string) => message.offer?.ticket === ticket || message.waiting.some((w) => w.ticket === ticket);

export function useTubeLine(tubeId: string, signedIn: boolean) {
  const queryClient = useQueryClient();
  const lineKey = ichibanKeys.tubeLine(tubeId);
  const status = useQuery({ queryKey: lineKey, queryFn: ({ signal }) => getTubeLine(tubeId, signal), enabled: signedIn, staleTime: 0 });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(
    () =>
      withSocket((socket) => {
        let newest = -1;
        const onChanged = (message: LineChangedMessage) => {
          if (message.containerId !== tubeId || message.revision < newest) return;
          newest = message.revision;
          setNotice({ message, at: Date.now() });
          // Not listed any more (claimed, passed on, refused): the API says what became of this page's place.
          const mine = queryClient.getQueryData<LineStatusResponse>(lineKey)?.mine;
          if (mine && !lists(message, mine.ticket)) void queryClient.invalidateQueries({ queryKey: lineKey });
        };
        const onConnect = () => void queryClient.invalidateQueries({ queryKey: lineKey });
        socket.on('line:changed', onChanged);
        socket.on('connect', onConnect);
        return () => {
          socket.off('line:changed', onChanged);
          socket.off('connect', onConnect);
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lineKey is derived from tubeId
    [tubeId, queryClient],
  );

  const join = useMutation({
    mutationFn: () => joinTubeLine(tubeId),
    onMutate: () => setRefusal(null),
    onSuccess: ({ line }) => queryClient.setQueryData<LineStatusResponse>(lineKey, { success: true, mine: line, waiting: line.place }),
    onError: (error) => {
      if (isApiError(error) && error.status === 401) return;
      setRefusal(isApiError(error) ? error.message : null);
    },
  });

  const claim = useMutation({
    mutationFn: () => claimLineOffer(tubeId),
    onMutate: () => setRefusal(null),
    onSuccess: ({ lock }) => {
      queryClient.setQueryData<LockStatusResponse>(ichibanKeys.tubeLock(tubeId), { success: true, locked: true, remain: lock.remain, is_mine: true });
      queryClient.setQueryData<LineStatusResponse>(lineKey, { success: true, mine: null, waiting: 0 });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) return;
      // 423: someone holds the tube after all, the offer stands. Anything else: the place is gone, and why.
      if (isApiError(error) && error.status === 423) showToast(error.message, 'error');
      else setRefusal(isApiError(error) ? error.message : null);
      void queryClient.invalidateQueries({ queryKey: lineKey });
    },
  });

  // Leaving the page (another tube, another page, closing the tab) leaves the line.
  const inLine = Boolean(status.data?.mine);
  const standing = useRef(false);
  useEffect(() => {
    standing.current = inLine;
  }, [inLine]);
  useEffect(() => {
    const leave = () => {
      if (!standing.current) return;
      standing.current = false;
      leaveTubeLine(tubeId);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [tubeId]);

  const leave = () => {
    standing.current = false;
    leaveTubeLine(tubeId);
    queryClient.setQueryData<LineStatusResponse>(lineKey, { success: true, mine: null, waiting: 0 });
  };

  return {
    view: lineViewOf(status.data, status.dataUpdatedAt, notice),
    join: () => join.mutate(),
    joining: join.isPending,
    claim: () => claim.mutate(),
    claiming: claim.isPending,
    leave,
    refusal,
  };
}
