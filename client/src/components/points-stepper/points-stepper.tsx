/**
 * Bonus-points stepper for purchase panels (spec 000 §5, 002 §5): − / + in steps of 200 between 0
 * and the most usable on this price, showing the 元 it takes off. Every number comes from the
 * contracts' points rule (the server enforces the same function), none from arithmetic here.
 *
 * Props
 * - `price`         price in 元 that the points would offset.
 * - `balance`       points the member holds (GET /api/user/points/balance).
 * - `limitPercent`  vip_info.points_discount_limit (percent of the price points may cover);
 *                   null/absent means the default 50 %.
 * - `value`         points chosen now (0 = none); the parent owns it.
 * - `onChange`      called with the next value, always a value the rule allows.
 * - `disabled`      e.g. when the product does not allow point payment or while buying.
 *
 * When fewer than 200 points could be used it shows 紅利不足 and stays at 0. If the price or the
 * balance drops so that `value` is no longer allowed, it calls `onChange` with the new maximum.
 */
import { useEffect } from 'react';
import { checkPointsSpend, maxUsablePoints, messages, pointsToCurrency, stepPoints, type PointsSpendContext } from '@shop/contracts';
import './points-stepper.css';
import { formatNumber } from '../../lib/format-number';

export interface PointsStepperProps {
  price: number;
  balance: number;
  limitPercent?: number | null;
  value: number;
  onChange: (points: number) => void;
  disabled?: boolean;
}

export function PointsStepper({ price, balance, limitPercent, value, onChange, disabled = false }: PointsStepperProps) {
  const ctx: PointsSpendContext = { price, balance, limitPercent };
  const max = maxUsablePoints(ctx);
  const allowed = checkPointsSpend(value, ctx).ok;

  useEffect(() => {
    // stepPoints clamps to the new maximum (and to a whole step).
    if (!allowed) onChange(stepPoints(value, -1, { price, balance, limitPercent }));
  }, [allowed, value, price, balance, limitPercent, onChange]);

  const shown = allowed ? value : 0;
  const insufficient = max === 0;

  return (
    <div className="points-stepper" data-testid="points-stepper" data-max={max}>
      <div className="points-stepper__info">
        <span className="points-stepper__label">紅利折抵</span>
        <span className="points-stepper__hint">
          {insufficient ? (
            <span className="points-stepper__warn" data-testid="points-insufficient">
              {messages.points.insufficient}
            </span>
          ) : (
            <>
              持有 <b className="num">{formatNumber(balance)}</b> 點，最多可用 <b className="num">{formatNumber(max)}</b> 點
            </>
          )}
        </span>
      </div>
      <div className="points-stepper__control">
        <button
          type="button"
          className="points-stepper__btn"
          aria-label="減少紅利"
          disabled={disabled || shown <= 0}
          onClick={() => onChange(stepPoints(shown, -1, ctx))}
          data-testid="points-minus"
        >
          −
        </button>
        <span className="points-stepper__value num" aria-live="polite" data-testid="points-value">
          {formatNumber(shown)}
        </span>
        <button
          type="button"
          className="points-stepper__btn"
          aria-label="增加紅利"
          disabled={disabled || insufficient || shown >= max}
          onClick={() => onChange(stepPoints(shown, 1, ctx))}
          data-testid="points-plus"
        >
          +
        </button>
      </div>
      {shown > 0 && (
        <span className="points-stepper__discount num" data-testid="points-discount">
          -${pointsToCurrency(shown)}
        </span>
      )}
    </div>
  );
}
