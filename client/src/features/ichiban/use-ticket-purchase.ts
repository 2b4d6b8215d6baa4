// The purchase flow of the ticket page (spec 001 §4): create the order (its lock answer restarts
// the countdown), refresh the member's balances, get the payment redirect and follow it (for a card
// order: submit the gateway's form). Only one draw request runs at once; each failure of the
// spec's catalogue does what the spec says.
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { constants, messages, type LockStatusResponse } from '@shop/contracts';
import { refreshMemberData } from '../../api/member-keys';
import { submitPaymentForm } from '../../lib/payment-form';
import { rememberRedirect } from '../../stores/auth.store';
import { showToast } from '../../stores/toast.store';
import { drawTickets, type DrawTicketsInput } from './api/draw-tickets';
import { getPaymentRedirect } from './api/get-payment-redirect';
import { ichibanKeys } from './api/query-keys';
import { purchaseFailure } from './purchase-rules';

export function useTicketPurchase(tubeId: string, { onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const running = useRef(false);

  const refreshTube = () => {
    void queryClient.invalidateQueries({ queryKey: ichibanKeys.tubeTickets(tubeId) });
    void queryClient.invalidateQueries({ queryKey: ichibanKeys.tubeLock(tubeId) });
  };

  const mutation = useMutation({
    mutationKey: ['tube', tubeId, 'draw'],
    mutationFn: async (input: DrawTicketsInput) => {
      const order = await drawTickets(input);
      queryClient.setQueryData<LockStatusResponse>(ichibanKeys.tubeLock(tubeId), {
        success: true,
        locked: order.lock.is_locked,
        remain: order.lock.remain,
        is_mine: order.lock.is_locked && !order.lock.locked_by_other,
      });
      refreshTube();
      // Tokens, points, the box and the history all changed: every screen showing them.
      void refreshMemberData(queryClient);
      try {
        return await getPaymentRedirect(order.order.id);
      } catch {
        throw new RedirectFailed();
      }
    },
    onSuccess: (redirect) => {
      onDone();
      if (redirect.paymentForm !== null) {
        // The gateway takes a POST: the browser posts its form there.
        if (!submitPaymentForm(redirect.paymentForm)) showToast(messages.ichiban.redirectUrlFailed, 'error');
      } else if (redirect.url.startsWith('/')) navigate(redirect.url);
      else window.location.assign(redirect.url);
    },
    onError: (error, input) => {
      if (error instanceof RedirectFailed) {
        showToast(messages.ichiban.redirectUrlFailed, 'error');
        return;
      }
      const several = input.purchase.kind === 'fullPack' || input.purchase.numbers.length > 1;
      const failure = purchaseFailure(error, several ? messages.ichiban.multiDrawFailed : messages.ichiban.drawFailed);
      showToast(failure.message, 'error');
      switch (failure.then) {
        case 'login': {
          const here = location.pathname + location.search;
          rememberRedirect(here);
          setTimeout(() => {
            navigate(`/login?redirect=${encodeURIComponent(here)}`);
          }, constants.redirectDelays.badParamsOrSessionMs);
          return;
        }
        case 'recharge':
          setTimeout(() => {
            navigate('/recharge');
          }, constants.redirectDelays.insufficientTokensMs);
          return;
        case 'lockedByOther':
          onDone();
          queryClient.setQueryData<LockStatusResponse>(ichibanKeys.tubeLock(tubeId), {
            success: true,
            locked: true,
            remain: failure.remain,
            is_mine: false,
          });
          return;
        case 'refreshTickets':
          refreshTube();
          return;
        case 'stay':
          return;
      }
    },
    onSettled: () => {
      running.current = false;
    },
  });

  const purchase = (input: DrawTicketsInput) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(input);
  };

  return { purchase, pending: mutation.isPending };
}

class RedirectFailed extends Error {}
