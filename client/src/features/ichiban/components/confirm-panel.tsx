// The confirm panel (spec 001 §2, §5, §7): what is bought, the points stepper, the payment method
// (代幣 or 信用卡), and what the tokens or the card must cover. Kuji take no coupons (001 §1), so
// the coupon row says so. Tokens that fall short disable the pay button, which says how many are
// missing; 前往儲值 beside it is the spec's way on to /recharge (001 §5).
import { PointsStepper } from '../../../components/points-stepper/points-stepper';
import type { PaymentMethod } from '../api/draw-tickets';
import { ticketLabel } from '../lock-view';
import { PAYMENT_METHODS, tokenShortfall, type PriceBreakdown } from '../purchase-rules';
import { Sheet } from '../../../components/sheet/sheet';
import './purchase-panels.css';
import { formatNumber } from '../../../lib/format-number';

export function ConfirmPanel({
  productName,
  tubeName,
  numbers,
  fullPack,
  unit,
  price,
  points,
  pointsBalance,
  pointsLimit,
  allowPoints,
  tokens,
  method,
  busy,
  onPoints,
  onMethod,
  onConfirm,
  onRecharge,
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
  /** vip_info.points_discount_limit: the percent of the price points may pay. */
  pointsLimit: number;
  allowPoints: boolean;
  tokens: number | undefined;
  method: PaymentMethod;
  busy: boolean;
  onPoints: (points: number) => void;
  onMethod: (method: PaymentMethod) => void;
  onConfirm: () => void;
  onRecharge: () => void;
  onClose: () => void;
}) {
  const shortfall = tokenShortfall(method, price.payable, tokens);
  return (
    <Sheet
      title="確認購買"
      onClose={busy ? undefined : onClose}
      testId="confirm-panel"
      footer={
        <div className="confirm__footer">
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={busy || shortfall > 0}
            onClick={onConfirm}
            data-testid="confirm-buy"
          >
            {busy
              ? '處理中…'
              : shortfall > 0
                ? `代幣不足，還差 ${formatNumber(shortfall)} 代幣`
                : method === 'credit_card'
                  ? `信用卡支付 NT$${formatNumber(price.payable)}`
                  : `確認支付 ${formatNumber(price.payable)} 代幣`}
          </button>
          {shortfall > 0 && (
            <button type="button" className="btn btn--ghost confirm__recharge" onClick={onRecharge} data-testid="confirm-recharge">
              前往儲值
            </button>
          )}
        </div>
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
            <dd className="num">${formatNumber(unit)}</dd>
          </div>
          <div>
            <dt>小計</dt>
            <dd className="num">${formatNumber(price.original)}</dd>
          </div>
          <div>
            <dt>優惠券</dt>
            <dd className="confirm__muted">一番賞不適用優惠券</dd>
          </div>
        </dl>
        {allowPoints && pointsBalance !== undefined ? (
          <PointsStepper
            price={price.original}
            balance={pointsBalance}
            limitPercent={pointsLimit}
            value={points}
            onChange={onPoints}
            disabled={busy}
          />
        ) : (
          <p className="confirm__muted">{allowPoints ? '紅利載入中…' : '此商品不可使用紅利折抵'}</p>
        )}
        <div className="confirm__methods" role="radiogroup" aria-label="付款方式">
          {PAYMENT_METHODS.map((m) => (
            <button
              key={m.method}
              type="button"
              role="radio"
              aria-checked={method === m.method}
              className="confirm__method"
              disabled={busy}
              onClick={() => onMethod(m.method)}
              data-testid={`pay-${m.method}`}
            >
              {m.label}
            </button>
          ))}
        </div>
        <dl className="confirm__rows confirm__rows--total">
          {method === 'balance' ? (
            <div>
              <dt>持有代幣</dt>
              <dd className="num" data-testid="token-balance">
                {tokens === undefined ? '—' : formatNumber(tokens)}
              </dd>
            </div>
          ) : (
            <div>
              <dt>付款方式</dt>
              <dd className="confirm__muted">信用卡（前往藍新金流付款頁）</dd>
            </div>
          )}
          <div className="confirm__payable">
            <dt>{method === 'balance' ? '應付代幣' : '應付金額'}</dt>
            <dd className="num" data-testid="confirm-payable">
              {price.discount > 0 && <s>{formatNumber(price.original)}</s>}
              {method === 'credit_card' && 'NT$'}
              {formatNumber(price.payable)}
            </dd>
          </div>
          {shortfall > 0 && (
            <div className="confirm__short">
              <dt>尚差代幣</dt>
              <dd className="num" data-testid="token-shortfall">
                {formatNumber(shortfall)}
              </dd>
            </div>
          )}
        </dl>
      </div>
    </Sheet>
  );
}
