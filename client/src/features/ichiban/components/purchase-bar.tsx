// Bottom purchase bar: what is selected; buying arrives with the purchase flow (尚未開放).
import { messages } from '@shop/contracts';
import { MAX_TICKETS_PER_PURCHASE, ticketLabel } from '../lock-view';
import './purchase-bar.css';

export function PurchaseBar({ selected, onReset }: { selected: readonly number[]; onReset: () => void }) {
  const count = selected.length;
  return (
    <div className="purchase-bar" data-testid="purchase-bar">
      <div className="purchase-bar__info">
        <p className="purchase-bar__count">
          已選 <strong className="num" data-testid="selected-count">{count}</strong> 張
          {count > 0 && (
            <button type="button" className="purchase-bar__reset" onClick={onReset}>
              清除
            </button>
          )}
        </p>
        <p className="purchase-bar__numbers num">
          {count > 0 ? selected.map(ticketLabel).join('、') : `點選上方籤號，最多 ${MAX_TICKETS_PER_PURCHASE} 張`}
        </p>
      </div>
      <div className="purchase-bar__action">
        <button type="button" className="btn btn--primary" disabled data-testid="buy-button">
          購買
        </button>
        <span className="purchase-bar__note">{messages.common.notOpenYet}</span>
      </div>
    </div>
  );
}
