// /ichiban/draw/:code and /ichiban/draw/:tubeId/:productId — the draw screen: drag the slip to the
// right to tear it open, one popup per ticket, then the summary with sharing (spec 001 §2, §4).
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { constants, messages, type DrawResultResponse } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/state/state-views';
import { useGoBack } from '../../../lib/route-history';
import { rememberRedirect } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { releaseTubeLock } from '../api/release-tube-lock';
import { PrizeImage, TierBadge, tierLabel } from '../components/prize-art';
import { Sheet } from '../../../components/sheet/sheet';
import { playResultSound, playStepSound } from '../draw-sounds';
import { ichibanKeys } from '../api/query-keys';
import { loadDrawResult, toDrawView } from '../load-draw-result';
import { ticketLabel } from '../lock-view';
import { drawMachine, frameOf, type DrawSource, type DrawTicketView } from '../machines/draw.machine';
import { browserShareEnv, shareResult, SHARE_TARGETS, type ShareTarget } from '../share';
import './draw-page.css';

function useDrawSource(): DrawSource {
  const { code, tubeId, productId } = useParams();
  const [params] = useSearchParams();
  if (code) return { kind: 'code', code };
  if (tubeId && productId) return { kind: 'tube', tubeId, productId, orderId: params.get('order_id') };
  return { kind: 'invalid' };
}

function TicketCard({ ticket, onOpen, index }: { ticket: DrawTicketView; onOpen: () => void; index: number }) {
  return (
    <button type="button" className="summary-ticket" onClick={onOpen} data-testid={`summary-ticket-${index}`} data-tier={ticket.tier}>
      <PrizeImage src={ticket.imageUrl} tier={ticket.tier} alt={ticket.prizeName} />
      <span className="summary-ticket__meta">
        <TierBadge tier={ticket.tier} size="s" />
        <span className="summary-ticket__no num">No.{ticketLabel(ticket.number)}</span>
      </span>
      <span className="summary-ticket__name">{ticket.prizeName}</span>
    </button>
  );
}

function PrizeReveal({ ticket }: { ticket: DrawTicketView }) {
  return (
    <div className="prize-reveal" data-tier={ticket.tier}>
      <div className="prize-reveal__rays" aria-hidden="true" />
      <div className="prize-reveal__img">
        <PrizeImage src={ticket.imageUrl} tier={ticket.tier} alt={ticket.prizeName} />
      </div>
      <TierBadge tier={ticket.tier} size="l" />
      <p className="prize-reveal__tier">{tierLabel(ticket.tier)}</p>
      <p className="prize-reveal__name" data-testid="reveal-prize-name">
        {ticket.prizeName}
      </p>
      <p className="prize-reveal__no num">籤號 {ticketLabel(ticket.number)}</p>
    </div>
  );
}

export default function DrawPage() {
  const source = useDrawSource();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = useGoBack();
  const [sharing, setSharing] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);

  const [machine] = useState(() =>
    drawMachine.provide({
      actors: { loadResult: fromPromise(({ input }) => loadDrawResult(input)) },
      actions: {
        playStepSound: (_, { steps }) => steps.forEach((n) => playStepSound(n)),
        playResultSound: () => playResultSound(),
        showMessage: (_, { message }) => void showToast(message, 'error'),
        goBack: () => goBack(),
        goToLogin: () => {
          const here = location.pathname + location.search;
          rememberRedirect(here);
          navigate(`/login?redirect=${encodeURIComponent(here)}`);
        },
      },
    }),
  );
  // A draw code's result may already be in the cache (the server inlined it: app/routes/route-data.ts).
  const queryClient = useQueryClient();
  const [known] = useState(() => {
    const answer = source.kind === 'code' ? queryClient.getQueryData<DrawResultResponse>(ichibanKeys.publicDrawResult(source.code)) : undefined;
    return answer?.tickets.length ? toDrawView(answer) : null;
  });
  const [snapshot, send] = useMachine(machine, { input: { source, result: known } });
  const { context } = snapshot;
  const result = context.result;
  const title = params.get('title') ?? result?.productName ?? '抽獎';

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    const width = trackRef.current?.getBoundingClientRect().width ?? 0;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    send({ type: 'POINTER_DOWN', x: e.clientX, width });
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => send({ type: 'POINTER_MOVE', x: e.clientX });
  const onPointerUp = () => send({ type: 'POINTER_UP' });

  const link = result?.code ? `${window.location.origin}/ichiban/draw/${result.code}` : window.location.href;
  const share = (target: ShareTarget) => {
    const top = result?.tickets.reduce((best, t) => (t.tier < best.tier ? t : best), result.tickets[0]);
    const text = top ? `我在一番賞抽到了 ${tierLabel(top.tier)} ${top.prizeName}！` : '來看看我的一番賞抽獎結果！';
    void shareResult(
      target,
      link,
      text,
      browserShareEnv((m) => void showToast(m)),
    );
    setSharing(false);
  };

  // The buyer has seen every ticket: the tube goes back to the others (DESIGN.md decision 5).
  // Only the buyer's own draw (by tube) releases; a shared result link (by code) holds nothing.
  const finished = snapshot.matches('summary');
  const boughtTube = source.kind === 'tube' ? source.tubeId : null;
  useEffect(() => {
    if (finished && boughtTube) releaseTubeLock(boughtTube);
  }, [finished, boughtTube]);

  const drawing = ['ready', 'pressed', 'dragging', 'revealing'].some((s) => snapshot.matches(s as 'ready'));
  const frame = frameOf(context.stepsPassed);
  const current = result?.tickets[context.index];

  return (
    <div
      className="page draw-page"
      data-testid="draw-page"
      data-state={typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]}
    >
      <PageHeader title={title} />
      <div className="page-body draw-page__body">
        {snapshot.matches('loading') || snapshot.matches('checking') ? (
          <PageLoader label="載入抽獎結果…" />
        ) : context.error ? (
          <div className="draw-page__error card" role="alert">
            {context.error}
          </div>
        ) : null}

        {result && drawing && (
          <section className="draw-stage" data-testid="draw-stage" data-frame={frame} data-revealing={snapshot.matches('revealing')}>
            <p className="draw-stage__lead">
              共 <b className="num">{result.tickets.length}</b> 張籤，向右拖曳撕開籤紙
            </p>
            <div className="draw-slip" aria-hidden="true">
              <div className="draw-slip__body">
                <span className="draw-slip__brand">一番賞</span>
                <span className="draw-slip__count num">×{result.tickets.length}</span>
              </div>
              <div className="draw-slip__flap" style={{ transform: `rotateX(${Math.min(1, context.progress / 0.7) * 170}deg)` }} />
              <div className="draw-slip__burst" />
            </div>
            <div
              ref={trackRef}
              className="draw-track"
              data-testid="draw-track"
              role="slider"
              aria-label="向右拖曳抽獎"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(context.progress * 100)}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            >
              <span className="draw-track__fill" style={{ width: `${context.progress * 100}%` }} />
              <span className="draw-track__goal" style={{ left: `${constants.ichiban.drawTriggerPercent}%` }} />
              <span className="draw-track__hint">{snapshot.matches('revealing') ? '開獎中…' : '向右拖曳抽獎 ›››'}</span>
              <span className="draw-track__handle" data-testid="draw-handle" style={{ left: `calc((100% - 60px) * ${context.progress})` }}>
                ›
              </span>
            </div>
            <p className="draw-stage__progress num" data-testid="draw-progress">
              {Math.round(context.progress * 100)}%
            </p>
          </section>
        )}

        {result && snapshot.matches('ticket') && current && (
          <Sheet
            tone="stage"
            testId="draw-ticket-popup"
            title={`第 ${context.index + 1} 張`}
            footer={
              <>
                <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'SKIP' })} data-testid="draw-skip">
                  跳過
                </button>
                <button type="button" className="btn btn--primary" onClick={() => send({ type: 'CLOSE_TICKET' })} data-testid="draw-next">
                  {context.index + 1 < result.tickets.length ? '下一張' : '查看結果'}
                </button>
              </>
            }
          >
            <p className="draw-popup__progress num" data-testid="draw-popup-progress">
              {context.index + 1} / {result.tickets.length}
            </p>
            <PrizeReveal key={current.id} ticket={current} />
          </Sheet>
        )}

        {snapshot.matches({ ticket: 'confirmingSkip' }) && (
          <Sheet
            title="跳過開獎動畫？"
            testId="draw-skip-confirm"
            onClose={() => send({ type: 'CANCEL_SKIP' })}
            footer={
              <>
                <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'CANCEL_SKIP' })}>
                  繼續開獎
                </button>
                <button type="button" className="btn btn--primary" onClick={() => send({ type: 'CONFIRM_SKIP' })} data-testid="draw-skip-yes">
                  直接看結果
                </button>
              </>
            }
          >
            <p className="panel-hint">將直接顯示全部 {result?.tickets.length} 張籤的結果。</p>
          </Sheet>
        )}

        {result && snapshot.matches('summary') && (
          <section className="draw-summary" data-testid="draw-summary">
            <div className="draw-summary__head card">
              <p className="draw-summary__title">恭喜獲得</p>
              <p className="draw-summary__sub num">
                {result.productName}・共 {result.tickets.length + (result.lastPrize ? 1 : 0)} 項賞品
              </p>
            </div>
            {result.lastPrize && (
              <div className="last-banner" data-testid="last-banner">
                <TierBadge tier="LAST" />
                <div>
                  <p className="last-banner__title">恭喜抽中最後一籤，獲得 LAST 賞！</p>
                  <p className="last-banner__name">{result.lastPrize.prizeName}</p>
                </div>
              </div>
            )}
            <div className="draw-summary__grid">
              {result.tickets.map((t, i) => (
                <TicketCard key={t.id} ticket={t} index={i} onOpen={() => send({ type: 'ENLARGE', index: i })} />
              ))}
            </div>
            <div className="draw-summary__actions">
              <button type="button" className="btn btn--secondary" onClick={() => setSharing(true)} data-testid="share-button">
                分享
              </button>
              <Link className="btn btn--secondary" to={`/ichiban/detail/${encodeURIComponent(result.productId)}`} data-testid="back-to-product">
                回商品頁
              </Link>
              {result.orderId && (
                <Link className="btn btn--primary" to="/box" data-testid="open-box">
                  前往盒櫃
                </Link>
              )}
            </div>
          </section>
        )}

        {result && context.enlarged !== null && result.tickets[context.enlarged] && (
          <Sheet tone="stage" testId="summary-enlarged" onClose={() => send({ type: 'SHRINK' })}>
            <PrizeReveal ticket={result.tickets[context.enlarged]} />
          </Sheet>
        )}

        {sharing && (
          <Sheet title="分享抽獎結果" onClose={() => setSharing(false)} testId="share-sheet">
            <div className="share-targets">
              {SHARE_TARGETS.map((t) => (
                <button key={t.id} type="button" className="share-target" data-target={t.id} onClick={() => share(t.id)}>
                  <span className="share-target__icon" aria-hidden="true">
                    {t.label.slice(0, 1)}
                  </span>
                  {t.label}
                </button>
              ))}
            </div>
            <button
              type="button"
              className="btn btn--ghost btn--block"
              onClick={() => {
                void browserShareEnv((m) => void showToast(m))
                  .copy(link)
                  .then(() => showToast(messages.share.linkCopied))
                  .catch(() => showToast(messages.share.shareManually));
                setSharing(false);
              }}
            >
              複製連結
            </button>
          </Sheet>
        )}
      </div>
    </div>
  );
}
