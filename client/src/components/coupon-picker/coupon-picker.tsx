/**
 * Coupon picker for purchase panels: a row showing the chosen coupon (or how many are usable) that
 * opens a sheet listing the coupons of `GET /api/user/coupons?category_id=&product_id=`.
 *
 * Props
 * - `coupons`   the answer's `data` for this purchase context (contracts `Coupon[]` fits):
 *               `type: 'available'` ones can be chosen; `'unavailable'` ones (restrictions,
 *               滿N元可用 not reached) are shown greyed with their `unavailable_reason`.
 * - `value`     the chosen coupon id, or null for none.
 * - `onChange`  called with a coupon id, or null when the shopper picks 不使用優惠券.
 * - `price`     optional order amount in 元: an available coupon whose min_purchase exceeds it is
 *               shown as unusable too (the server checks again when the order is placed).
 * - `disabled`  e.g. while the purchase is being sent.
 */
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { ChevronRightIcon } from '../icons/icons';
import { CouponCard, type CouponCardData } from './coupon-card';
import './coupon-picker.css';

export interface PickableCoupon extends CouponCardData {
  type: string;
}

export interface CouponPickerProps {
  coupons: readonly PickableCoupon[];
  value: string | null;
  onChange: (couponId: string | null) => void;
  price?: number;
  disabled?: boolean;
}

/** Whether this coupon may be chosen for an order of `price` 元. */
export function isCouponUsable(coupon: PickableCoupon, price?: number): boolean {
  if (coupon.type !== 'available') return false;
  return price === undefined || !coupon.min_purchase || price >= coupon.min_purchase;
}

export function CouponPicker({ coupons, value, onChange, price, disabled = false }: CouponPickerProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const usable = coupons.filter((c) => isCouponUsable(c, price));
  // A spent or lapsed coupon is not one this purchase could ever take: it is not listed at all.
  const unusable = coupons.filter((c) => (c.type === 'available' || c.type === 'unavailable') && !isCouponUsable(c, price));
  const chosen = usable.find((c) => c.id === value) ?? null;

  // A coupon that stops being usable (price dropped below 滿N) is let go.
  useEffect(() => {
    if (value !== null && !chosen) onChange(null);
  }, [value, chosen, onChange]);

  const pick = (id: string | null) => {
    onChange(id);
    setOpen(false);
  };

  return (
    <>
      <button type="button" className="coupon-picker__row" onClick={() => setOpen(true)} disabled={disabled} data-testid="coupon-picker">
        <span className="coupon-picker__label">優惠券</span>
        <span className="coupon-picker__value" data-chosen={chosen ? 'true' : undefined}>
          {chosen ? `-$${chosen.amount}` : usable.length > 0 ? `${usable.length} 張可用` : '無可用優惠券'}
        </span>
        <ChevronRightIcon size={18} />
      </button>

      {open &&
        // On <body>, so that the page's transition layer cannot put the tab bar above the overlay.
        createPortal(
          <div className="coupon-sheet" role="presentation" onClick={() => setOpen(false)}>
            <div
              className="coupon-sheet__panel"
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              onClick={(event) => event.stopPropagation()}
            >
              <header className="coupon-sheet__head">
                <h2 id={titleId}>選擇優惠券</h2>
                <button type="button" className="coupon-sheet__close" onClick={() => setOpen(false)} aria-label="關閉">
                  ×
                </button>
              </header>
              <div className="coupon-sheet__list">
                <button type="button" className="coupon-sheet__none" role="radio" aria-checked={value === null} onClick={() => pick(null)}>
                  不使用優惠券
                </button>
                {usable.map((coupon) => (
                  <button
                    key={coupon.id}
                    type="button"
                    className="coupon-sheet__option"
                    role="radio"
                    aria-checked={coupon.id === value}
                    onClick={() => pick(coupon.id)}
                    data-testid={`coupon-option-${coupon.id}`}
                  >
                    <CouponCard coupon={coupon} selected={coupon.id === value} aside={<span className="coupon-sheet__radio" aria-hidden="true" />} />
                  </button>
                ))}
                {unusable.length > 0 && <p className="coupon-sheet__group">不適用於此商品</p>}
                {unusable.map((coupon) => (
                  <CouponCard key={coupon.id} coupon={coupon} tone="unavailable" />
                ))}
              </div>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
