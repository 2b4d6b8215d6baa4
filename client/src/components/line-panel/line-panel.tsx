// A line for a held tube or blind box, beside what it waits for: 排隊, then the place (第 N 位) and the
// estimated wait, live; when the hold is offered, the claim with its countdown.
import { constants } from '@shop/contracts';
import { formatCountdown, useCountdown } from '../../lib/countdown';
import type { LineView } from '../../lib/hold-line';
import './line-panel.css';

/** "約 3 分 20 秒" / "約 40 秒" / "即將輪到您". */
export function waitWords(seconds: number): string {
  if (seconds <= 0) return '即將輪到您';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `約 ${minutes} 分${rest ? ` ${rest} 秒` : '鐘'}` : `約 ${rest} 秒`;
}

export function LinePanel({
  view,
  busy,
  refusal,
  onJoin,
  onLeave,
  onClaim,
}: {
  view: LineView;
  busy: boolean;
  refusal: string | null;
  onJoin: () => void;
  onLeave: () => void;
  onClaim: () => void;
}) {
  const remain = view.kind === 'offered' ? view.remain : view.kind === 'waiting' ? view.etaSeconds : 0;
  const left = useCountdown(remain, view.syncedAt);

  return (
    <section className="line-panel card" data-testid="line-panel" data-state={view.kind} aria-live="polite">
      {view.kind === 'out' && (
        <>
          <div className="line-panel__text">
            <p className="line-panel__title">{view.waiting > 0 ? `目前 ${view.waiting} 人排隊中` : '目前無人排隊'}</p>
            <p className="line-panel__hint">排隊後依序輪流鎖定，輪到您時有 {constants.holdLine.offerClaimSeconds} 秒可領取</p>
          </div>
          <button type="button" className="btn btn--small btn--primary" data-testid="line-join" disabled={busy} onClick={onJoin}>
            {busy ? '排隊中…' : '排隊'}
          </button>
        </>
      )}
      {view.kind === 'waiting' && (
        <>
          <div className="line-panel__text">
            <p className="line-panel__title">
              您排在{' '}
              <strong className="line-panel__place num" data-testid="line-place">
                第 {view.place} 位
              </strong>
            </p>
            <p className="line-panel__hint" data-testid="line-eta">
              預計等候 {waitWords(left)}，離開此頁即退出排隊
            </p>
          </div>
          <button type="button" className="btn btn--small btn--secondary" data-testid="line-leave" onClick={onLeave}>
            退出排隊
          </button>
        </>
      )}
      {view.kind === 'offered' && (
        <>
          <div className="line-panel__text">
            <p className="line-panel__title">輪到您了！</p>
            <p className="line-panel__hint">
              請於{' '}
              <time className="num" data-testid="line-offer-remain">
                {formatCountdown(left)}
              </time>{' '}
              內領取鎖定，逾時將輪給下一位
            </p>
          </div>
          <button type="button" className="btn btn--small btn--primary" data-testid="line-claim" disabled={busy} onClick={onClaim}>
            {busy ? '領取中…' : '領取鎖定'}
          </button>
        </>
      )}
      {refusal && (
        <p className="line-panel__refusal" role="alert" data-testid="line-refusal">
          {refusal}
        </p>
      )}
    </section>
  );
}
