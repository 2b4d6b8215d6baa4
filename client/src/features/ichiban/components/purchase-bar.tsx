// Bottom purchase bar (spec 001 §2): selected count and total, the original price when points
// are used, reset, random and buy.
import { MAX_TICKETS_PER_PURCHASE, ticketLabel } from '../lock-view';
import './purchase-bar.css';
import { formatNumber } from '../../../lib/format-number';

export function PurchaseBar({
  selected,
  total,
  original,
  blockedReason,
  onReset,
  onRandom,
  onBuy,
}: {
  selected: readonly number[];
  /** What would be paid now (after points). */
  total: number;
  /** Before points; shown struck through when it differs. */
  original: number;
  /** Why buying is not possible now (not sellable, someone else's lock), shown under the button. */
  blockedReason: string | null;
  onReset: () => void;
  onRandom: () => void;
  onBuy: () => void;
}) {
  const count = selected.length;
  return (
    <div className="purchase-bar" data-testid="purchase-bar">
      <div className="purchase-bar__info">
        <p className="purchase-bar__count">
          已選{' '}
          <strong className="num" data-testid="selected-count">
            {count}
          </strong>{' '}
          張
          {count > 0 && (
            <button type="button" className="purchase-bar__reset" onClick={onReset} data-testid="reset-button">
              重選
            </button>
          )}
        </p>
        <p className="purchase-bar__numbers num">
          {count > 0 ? (
            <>
              <span className="purchase-bar__total" data-testid="purchase-total">
                ${formatNumber(total)}
              </span>
              {original !== total && <s className="purchase-bar__original">${formatNumber(original)}</s>}
              <span className="purchase-bar__picked">{selected.map(ticketLabel).join('、')}</span>
            </>
          ) : (
            `點選籤號，最多 ${MAX_TICKETS_PER_PURCHASE} 張`
          )}
        </p>
      </div>
      <div className="purchase-bar__action">
        <div className="purchase-bar__buttons">
          <button
            type="button"
            className="btn btn--small purchase-bar__random"
            onClick={onRandom}
            disabled={blockedReason !== null}
            data-testid="random-button"
          >
            隨機選
          </button>
          <button type="button" className="btn btn--primary" disabled={blockedReason !== null} onClick={onBuy} data-testid="buy-button">
            購買
          </button>
        </div>
        {blockedReason && (
          <span className="purchase-bar__note" data-testid="buy-blocked">
            {blockedReason}
          </span>
        )}
      </div>
    </div>
  );
}
