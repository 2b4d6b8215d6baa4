// The member's place in a line for a held tube or blind box: joined through the API (`base` is the
// line's path, e.g. /raffle/tube/{id}/line), kept live by the room's `line:changed` notices (the
// container's room, which the page's live hook joins), left when the page is left.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { JoinLineResponse, LeaveLineResponse, LineChangedMessage, LineContainer, LineStatusResponse } from '@shop/contracts';
import { auth } from '../stores/auth.store';
import { showToast } from '../stores/toast.store';
import { apiRequest, isApiError } from './api-client';
import { withSocket } from './live-socket';

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

/** Fire and forget (keepalive, while the page goes away): a place not given back lapses as an unclaimed offer. */
function leaveLine(base: string): void {
  if (!auth.token) return;
  apiRequest<LeaveLineResponse>(`${base}/leave`, { method: 'POST', keepalive: true, handleUnauthorized: false }).catch(() => undefined);
}

export function useHoldLine<Claimed>({
  container,
  containerId,
  base,
  queryKey,
  signedIn,
  onClaimed,
}: {
  container: LineContainer;
  containerId: string;
  /** The line's path under /api: GET it for the place; POST join, leave, claim under it. */
  base: string;
  queryKey: QueryKey;
  signedIn: boolean;
  /** The claim's answer (the lock's): the page shows the hold as its own. */
  onClaimed: (answer: Claimed) => void;
}) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiRequest<LineStatusResponse>(base, { signal }),
    enabled: signedIn,
    staleTime: 0,
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const out = (waiting: number) => queryClient.setQueryData<LineStatusResponse>(queryKey, { success: true, mine: null, waiting });

  useEffect(
    () =>
      withSocket((socket) => {
        let newest = -1;
        const onChanged = (message: LineChangedMessage) => {
          if (message.container !== container || message.containerId !== containerId || message.revision < newest) return;
          newest = message.revision;
          setNotice({ message, at: Date.now() });
          // Not listed any more (claimed, passed on, refused): the API says what became of this page's place.
          const mine = queryClient.getQueryData<LineStatusResponse>(queryKey)?.mine;
          if (mine && !lists(message, mine.ticket)) void queryClient.invalidateQueries({ queryKey });
        };
        const onConnect = () => void queryClient.invalidateQueries({ queryKey });
        socket.on('line:changed', onChanged);
        socket.on('connect', onConnect);
        return () => {
          socket.off('line:changed', onChanged);
          socket.off('connect', onConnect);
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is derived from the container
    [container, containerId, queryClient],
  );

  const join = useMutation({
    mutationFn: () => apiRequest<JoinLineResponse>(`${base}/join`, { method: 'POST' }),
    onMutate: () => setRefusal(null),
    onSuccess: ({ line }) => queryClient.setQueryData<LineStatusResponse>(queryKey, { success: true, mine: line, waiting: line.place }),
    onError: (error) => {
      if (isApiError(error) && error.status === 401) return;
      setRefusal(isApiError(error) ? error.message : null);
    },
  });

  const claim = useMutation({
    mutationFn: () => apiRequest<Claimed>(`${base}/claim`, { method: 'POST' }),
    onMutate: () => setRefusal(null),
    onSuccess: (answer) => {
      out(0);
      onClaimed(answer);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) return;
      // 423: someone holds it after all, the offer stands. Anything else: the place is gone, and why.
      if (isApiError(error) && error.status === 423) showToast(error.message, 'error');
      else setRefusal(isApiError(error) ? error.message : null);
      void queryClient.invalidateQueries({ queryKey });
    },
  });

  // Leaving the page (another tube or box, another page, closing the tab) leaves the line.
  const inLine = Boolean(status.data?.mine);
  const standing = useRef(false);
  useEffect(() => {
    standing.current = inLine;
  }, [inLine]);
  useEffect(() => {
    const leave = () => {
      if (!standing.current) return;
      standing.current = false;
      leaveLine(base);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [base]);

  return {
    view: lineViewOf(status.data, status.dataUpdatedAt, notice),
    join: () => join.mutate(),
    joining: join.isPending,
    claim: () => claim.mutate(),
    claiming: claim.isPending,
    leave: () => {
      standing.current = false;
      leaveLine(base);
      out(0);
    },
    refusal,
  };
}
