// The confirm panel (spec 001 §2, §5): what is bought, the points stepper, the token balance and
// what the tokens must cover. Kuji take no coupons (001 §1), so the coupon row says so.
import { PointsStepper } from '../../../components/points-stepper/points-stepper';
import { ticketLabel } from '../lock-view';
import type { PriceBreakdown } from '../purchase-rules';
import { Sheet } from './sheet';
import './purchase-panels.css';

export function ConfirmPanel({
  productName,
  tubeName,
  numbers,
  fullPack,
  unit,
  price,
  points,
  pointsBalance,
  allowPoints,
  tokens,
  busy,
  onPoints,
  onConfirm,
  onClose,
}: {
  productName: string;
  tubeName: string;
  /** Picked numbers; empty for a full pack. */
  numbers: readonly number[];
  fullPack: boolean;
  unit: number;
  price: PriceBreakdown;
  points: number;
  pointsBalance: number | undefined;
  allowPoints: boolean;
  tokens: number | undefined;
  busy: boolean;
  onPoints: (points: number) => void;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Sheet
      title="確認購買"
      onClose={busy ? undefined : onClose}
      testId="confirm-panel"
      footer={
        <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={onConfirm} data-testid="confirm-buy">
          {busy ? '處理中…' : `確認支付 ${price.payable.toLocaleString('zh-TW')} 代幣`}
        </button>
      }
    >
      <div className="confirm">
        <p className="confirm__product">{productName}</p>
        <p className="confirm__tube">
          {tubeName}・{fullPack ? `全包 ${price.count} 張` : `${price.count} 張`}
        </p>
        {!fullPack && (
          <div className="confirm__numbers num">
            {numbers.map((n) => (
              <span key={n} className="confirm__number">
                {ticketLabel(n)}
              </span>
            ))}
          </div>
        )}
        <dl className="confirm__rows">
          <div>
            <dt>單價</dt>
            <dd className="num">${unit.toLocaleString('zh-TW')}</dd>
          </div>
          <div>
            <dt>小計</dt>
            <dd className="num">${price.original.toLocaleString('zh-TW')}</dd>
          </div>
          <div>
            <dt>優惠券</dt>
            <dd className="confirm__muted">一番賞不適用優惠券</dd>
          </div>
        </dl>
        {allowPoints && pointsBalance !== undefined ? (
          <PointsStepper price={price.original} balance={pointsBalance} value={points} onChange={onPoints} disabled={busy} />
        ) : (
          <p className="confirm__muted">{allowPoints ? '紅利載入中…' : '此商品不可使用紅利折抵'}</p>
        )}
        <dl className="confirm__rows confirm__rows--total">
          <div>
            <dt>持有代幣</dt>
            <dd className="num" data-testid="token-balance">
              {tokens === undefined ? '—' : tokens.toLocaleString('zh-TW')}
            </dd>
          </div>
          <div className="confirm__payable">
            <dt>應付代幣</dt>
            <dd className="num" data-testid="confirm-payable">
              {price.discount > 0 && <s>{price.original.toLocaleString('zh-TW')}</s>}
              {price.payable.toLocaleString('zh-TW')}
            </dd>
          </div>
        </dl>
      </div>
    </Sheet>
  );
}
