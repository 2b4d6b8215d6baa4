// One tube, live: lock bar, ticket grid, purchase bar, random popup and confirm panel, refreshed
// by socket notices (or the 5 s poll while the socket is down). A visitor sent to log in carries the
// selection in the return address (?pick=) and finds it again on coming back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { checkPointsSpend, constants, messages, productSellability, type TubeInfo } from '@shop/contracts';
import { usePointsBalance } from '../../../api/get-points-balance';
import { usePointsLimitPercent } from '../../../api/get-points-limit';
import { useTokenBalance } from '../../../api/get-token-balance';
import { ErrorState } from '../../../components/state/state-views';
import { isApiError } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/countdown';
import { auth, rememberRedirect } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { useTubeLockStatus } from '../api/get-tube-lock-status';
import { useTubeTickets } from '../api/get-tube-tickets';
import { lockRefusal, useLockTube } from '../api/lock-tube';
import { releaseTubeLock } from '../api/release-tube-lock';
import type { ProductDetail } from '../api/get-product';
import { needsRecharge, priceOf, randomPick, unitPrice } from '../purchase-rules';
import type { PaymentMethod } from '../api/draw-tickets';
import { useTicketPurchase } from '../use-ticket-purchase';
import { ConfirmPanel } from './confirm-panel';
import { RandomPopup } from './random-popup';
import { ichibanKeys } from '../api/query-keys';
import { useTubeLine } from '../live/use-tube-line';
import { useTubeLive } from '../live/use-tube-live';
import { lockStateOf, parsePicked, PICK_PARAM, toggleTicket, TOO_MANY_TICKETS_MESSAGE, withPicked } from '../lock-view';
import { LazyLinePanel } from '../../../components/line-panel/lazy-line-panel';
import { LockBar, type LockBarState } from './lock-bar';
import { PurchaseBar } from './purchase-bar';
import { TicketGrid, TicketGridSkeleton } from './ticket-grid';
import './tube-board.css';

const TICKETS_FAILED_MESSAGE = messages.ichiban.ticketInfoFailed;

function ticketsErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.fromServer || error.status === 0)) return error.message;
  return TICKETS_FAILED_MESSAGE;
}

type Panel = { kind: 'none' } | { kind: 'random' } | { kind: 'confirm'; fullPack: boolean };

export function TubeBoard({ tube, index, product }: { tube: TubeInfo; index: number; product?: ProductDetail }) {
  const tubeId = tube.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSnapshot(auth);
  const { connected } = useTubeLive(tubeId);
  const tickets = useTubeTickets(tubeId);
  const lock = useTubeLockStatus(tubeId, { poll: !connected });
  const reserve = useLockTube(tubeId);
  const [params, setParams] = useSearchParams();
  const [picked, setPicked] = useState<number[]>(() => parsePicked(params.get(PICK_PARAM), tube.total_tickets));
  // The carried selection is now this page's own: the address drops it.
  const carried = params.has(PICK_PARAM);
  useEffect(() => {
    if (!carried) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PICK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [carried, setParams]);
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [points, setPoints] = useState(0);
  const [method, setMethod] = useState<PaymentMethod>('balance');
  const confirming = panel.kind === 'confirm';
  const tokens = useTokenBalance(confirming && Boolean(token));
  const pointsBalance = usePointsBalance(confirming && Boolean(token) && Boolean(product?.allow_point_payment));
  const pointsLimit = usePointsLimitPercent(confirming && Boolean(token) && Boolean(product?.allow_point_payment));
  const { purchase, pending } = useTicketPurchase(tubeId, {
    onDone: () => {
      setPanel({ kind: 'none' });
      setPicked([]);
      setPoints(0);
    },
  });

  const info = tickets.data?.tube_info ?? tube;
  // Numbers a pending card order keeps are taken like drawn ones until it is paid or gives them back.
  const drawn = useMemo(() => new Set([...(tickets.data?.drawn_numbers ?? []), ...(tickets.data?.reserved_numbers ?? [])]), [tickets.data]);
  // A number someone else just drew or reserved drops out of the selection.
  const selected = useMemo(() => picked.filter((n) => !drawn.has(n)), [picked, drawn]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);

  const onExpire = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ichibanKeys.tubeTickets(tubeId) });
    void queryClient.invalidateQueries({ queryKey: ichibanKeys.tubeLock(tubeId) });
  }, [queryClient, tubeId]);
  const remain = lock.data?.locked ? lock.data.remain : 0;
  const secondsLeft = useCountdown(remain, lock.dataUpdatedAt, onExpire);
  const soldOut = info.sold_out || info.remaining_tickets <= 0;
  const held: LockBarState = soldOut ? 'soldOut' : lock.data ? lockStateOf(lock.data, secondsLeft) : 'unknown';
  // A free tube offered to the first in line reads as held, with the offer's countdown: the lock
  // would answer 423 to anyone else until it is claimed or passed on.
  const line = useTubeLine(tubeId, Boolean(token));
  const offerToOther = line.view.kind === 'offered' ? 0 : line.view.offerToOther;
  const offerLeft = useCountdown(offerToOther, line.view.syncedAt);
  const lockState: LockBarState = held === 'free' && offerLeft > 0 ? 'other' : held;
  const barSeconds = lockState === held ? secondsLeft : offerLeft;
  const showLine = Boolean(token) && !soldOut && lockState !== 'mine' && (line.view.kind !== 'out' || lockState === 'other' || line.view.waiting > 0);

  // Leaving the tube (another tube's tab, another page, closing the tab) gives back a lock this
  // page took or held (DESIGN.md decision 5): a purchase takes one too.
  const holding = useRef(false);
  useEffect(() => {
    if (lockState === 'mine') holding.current = true;
  }, [lockState]);
  useEffect(() => {
    const release = () => {
      if (!holding.current) return;
      holding.current = false;
      releaseTubeLock(tubeId);
    };
    window.addEventListener('pagehide', release);
    return () => {
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [tubeId]);

  const onToggle = useCallback(
    (n: number) => {
      const result = toggleTicket(selected, n, drawn);
      if (result.refused === 'limit') showToast(TOO_MANY_TICKETS_MESSAGE);
      else if (!result.refused) setPicked(result.selected);
    },
    [selected, drawn],
  );

  const sendToLogin = () => {
    const here = withPicked(location.pathname, location.search, selected);
    rememberRedirect(here);
    showToast(messages.common.loginFirst);
    navigate(`/login?redirect=${encodeURIComponent(here)}`);
  };

  const onReserve = () => {
    if (!token) return sendToLogin();
    holding.current = true;
    reserve.mutate();
  };

  const unit = product ? unitPrice(product) : 0;
  const fullPack = panel.kind === 'confirm' && panel.fullPack;
  const count = fullPack ? info.remaining_tickets : selected.length;
  const price = priceOf(count, unit, confirming ? points : 0);
  // Points chosen in the panel show on the bar too, while they still fit the selection.
  const barOriginal = selected.length * unit;
  const barPoints = checkPointsSpend(points, { price: barOriginal, balance: points }).ok ? points : 0;
  const barPrice = priceOf(selected.length, unit, barPoints);
  const sellability = product ? productSellability(product, new Date()) : null;
  const blockedReason = !product
    ? '商品資料載入中'
    : sellability && !sellability.sellable
      ? sellability.message
      : soldOut
        ? '本筒已完售'
        : lockState === 'other'
          ? '其他用戶抽選中，請稍候'
          : null;

  const onRandom = () => setPanel({ kind: 'random' });
  const onPickRandom = (requested: number) => {
    const result = randomPick(requested, info.total_tickets, drawn);
    if ('message' in result) {
      showToast(result.message);
      return;
    }
    setPicked(result.numbers);
    setPanel({ kind: 'none' });
  };
  const onBuy = () => {
    if (!token) return sendToLogin();
    if (selected.length === 0) {
      showToast(messages.ichiban.selectTicketsFirst);
      return;
    }
    setPanel({ kind: 'confirm', fullPack: false });
  };
  const onFullPack = () => {
    if (!token) return sendToLogin();
    setPanel({ kind: 'confirm', fullPack: true });
  };
  // Tokens short of the price: the spec's notice, then /recharge (001 §5).
  const onRecharge = () => {
    showToast(messages.balance.insufficientRedirect, 'error');
    setTimeout(() => {
      navigate('/recharge');
    }, constants.redirectDelays.insufficientTokensMs);
  };
  const onConfirm = () => {
    if (!product) return;
    if (!fullPack && selected.length === 0) {
      showToast(messages.ichiban.selectTickets);
      return;
    }
    if (needsRecharge(method, price.payable, tokens.data)) return onRecharge();
    holding.current = true;
    purchase({
      tubeId,
      productId: product.id,
      purchase: fullPack ? { kind: 'fullPack' } : { kind: 'picked', numbers: selected },
      paymentMethod: method,
      points,
    });
  };

  return (
    <div className="tube-board" data-testid="tube-board" data-tube-id={tubeId}>
      <div className="tube-board__summary card">
        <div>
          <p className="tube-board__name">第{index + 1}筒</p>
          <p className="tube-board__left">
            剩餘 <strong className="num">{info.remaining_tickets}</strong>
            <span className="num"> / {info.total_tickets}</span> 抽
          </p>
        </div>
        <div className="tube-board__badges">
          {info.has_last_prize && <span className="chip tube-board__last">含 LAST 賞</span>}
          <span className="tube-board__live" data-connected={connected}>
            <span className="tube-board__live-dot" aria-hidden="true" />
            {connected ? '即時同步中' : '每 5 秒更新'}
          </span>
        </div>
      </div>

      {lock.isError && !lock.data ? (
        <ErrorState message="無法取得籤筒狀態" onRetry={() => void lock.refetch()} />
      ) : (
        <LockBar
          state={lockState}
          secondsLeft={barSeconds}
          // A lock starts at the default length; a draw may extend it, so never measure against less than that.
          totalSeconds={Math.max(constants.ichiban.lockDefaultSeconds, remain)}
          reserving={reserve.isPending}
          refusal={reserve.isError ? lockRefusal(reserve.error) : null}
          onRecharge={reserve.isError && isApiError(reserve.error) && reserve.error.status === 402 ? () => void navigate('/recharge') : undefined}
          onReserve={onReserve}
        />
      )}
      {showLine && (
        <LazyLinePanel
          view={line.view}
          busy={line.joining || line.claiming}
          refusal={line.refusal}
          onJoin={line.join}
          onLeave={line.leave}
          onClaim={line.claim}
        />
      )}

      <section className="tube-board__grid card" aria-label="籤號列表">
        <div className="tube-board__legend" aria-hidden="true">
          <span className="legend legend--free">可選</span>
          <span className="legend legend--picked">已選</span>
          <span className="legend legend--drawn">已抽出</span>
        </div>
        {tickets.isPending ? (
          <TicketGridSkeleton count={Math.min(info.total_tickets || 20, 40)} />
        ) : tickets.isError ? (
          <ErrorState message={ticketsErrorMessage(tickets.error)} onRetry={() => void tickets.refetch()} />
        ) : (
          <TicketGrid total={info.total_tickets} drawn={drawn} selected={selectedSet} onToggle={onToggle} />
        )}
      </section>

      <PurchaseBar
        selected={selected}
        total={barPrice.payable}
        original={barPrice.original}
        blockedReason={blockedReason}
        onReset={() => setPicked([])}
        onRandom={onRandom}
        onBuy={onBuy}
      />

      {panel.kind === 'random' && (
        <RandomPopup
          remaining={info.remaining_tickets}
          unit={unit}
          onPick={onPickRandom}
          onFullPack={onFullPack}
          onClose={() => setPanel({ kind: 'none' })}
        />
      )}
      {panel.kind === 'confirm' && product && (
        <ConfirmPanel
          productName={product.name}
          tubeName={`第${index + 1}筒`}
          numbers={selected}
          fullPack={fullPack}
          unit={unit}
          price={price}
          points={points}
          pointsBalance={pointsBalance.data?.points}
          pointsLimit={pointsLimit}
          allowPoints={product.allow_point_payment}
          tokens={tokens.data}
          method={method}
          busy={pending}
          onPoints={setPoints}
          onMethod={setMethod}
          onConfirm={onConfirm}
          onRecharge={onRecharge}
          onClose={() => setPanel({ kind: 'none' })}
        />
      )}
    </div>
  );
}
