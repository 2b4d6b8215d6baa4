// The tube lock countdown bar and the 鎖定籤筒 reserve button; a sold-out tube shows 已完售 and no button.
import { formatCountdown } from '../../../lib/countdown';
import { HourglassIcon, LockIcon, UnlockIcon } from '../../../components/icons/icons';
import { lockedPrefix, lockMessage, type LockState } from '../lock-view';
import './lock-bar.css';

export type LockBarState = LockState | 'unknown' | 'soldOut';

const IDLE_HINT = {
  free: '鎖定後可獨享選號時間，其他人暫時無法購買',
  unknown: '正在確認籤筒狀態…',
} as const;

export function LockBar({
  state,
  secondsLeft,
  totalSeconds,
  reserving,
  onReserve,
  refusal = null,
  onRecharge,
}: {
  state: LockBarState;
  secondsLeft: number;
  /** The countdown's starting length, for the progress track. */
  totalSeconds: number;
  reserving: boolean;
  onReserve: () => void;
  /** Why the server refused this buyer the lock (no funds for a ticket, another tube held, cooldown). */
  refusal?: string | null;
  /** Given when the refusal is the wallet's: 前往儲值 beside it, as on the slot page. */
  onRecharge?: () => void;
}) {
  // Nothing left to reserve: the server refuses a lock on a sold-out tube (409 此籤筒已完售).
  if (state === 'soldOut') {
    return (
      <section className="lock-bar card" data-testid="lock-bar" data-state="sold-out" aria-live="polite">
        <span className="lock-bar__icon" aria-hidden="true">
          <LockIcon size={22} />
        </span>
        <div className="lock-bar__text">
          <p className="lock-bar__title">已完售</p>
          <p className="lock-bar__hint">本筒籤號已全數抽出，請選擇其他籤筒</p>
        </div>
      </section>
    );
  }
  const locked = state === 'mine' || state === 'other';
  const progress = locked && totalSeconds > 0 ? Math.min(1, secondsLeft / totalSeconds) : 0;
  const Icon = state === 'free' ? UnlockIcon : state === 'other' ? HourglassIcon : LockIcon;
  const label = state === 'unknown' ? '籤筒狀態確認中' : lockMessage(state, secondsLeft);

  return (
    <section className="lock-bar card" data-testid="lock-bar" data-state={state} aria-live="polite">
      <span className="lock-bar__icon" aria-hidden="true">
        <Icon size={22} />
      </span>
      <div className="lock-bar__text">
        <p className="lock-bar__title">
          {locked ? (
            <>
              {lockedPrefix(state)}
              <time className="lock-bar__clock num" aria-label={label}>
                {formatCountdown(secondsLeft)}
              </time>
            </>
          ) : (
            label
          )}
        </p>
        <p className="lock-bar__hint">
          {locked ? (
            <>
              {state === 'mine' ? '鎖定期間只有您能購買，剩 ' : '約 '}
              <span className="num" data-testid="lock-remain">
                {secondsLeft}
              </span>
              {state === 'mine' ? ' 秒' : ' 秒後開放購買，請稍候'}
            </>
          ) : (
            <>
              {IDLE_HINT[state]}
              <span className="visually-hidden" data-testid="lock-remain">
                0
              </span>
            </>
          )}
        </p>
        {locked && (
          <span className="lock-bar__track" aria-hidden="true">
            <span className="lock-bar__fill" style={{ transform: `scaleX(${progress})` }} />
          </span>
        )}
        {refusal && state === 'free' && (
          <div className="lock-bar__refusal" role="alert">
            <p data-testid="lock-refusal">{refusal}</p>
            {onRecharge && (
              <button type="button" className="btn btn--ghost btn--small" onClick={onRecharge} data-testid="lock-refusal-recharge">
                前往儲值
              </button>
            )}
          </div>
        )}
      </div>
      <button
        type="button"
        className={`btn btn--small ${state === 'free' ? 'btn--primary' : 'btn--secondary'} lock-bar__button`}
        data-testid="reserve-button"
        disabled={state !== 'free' || reserving}
        onClick={onReserve}
      >
        {reserving ? '鎖定中…' : state === 'mine' ? '已鎖定' : '鎖定籤筒'}
      </button>
    </section>
  );
}
