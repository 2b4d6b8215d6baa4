// One coupon as a ticket: the discount on the left stub, title, condition, expiry and
// restrictions on the right. Used by /coupons and by the purchase panels' coupon picker.
import type { ReactNode } from 'react';
import { messages } from '@shop/contracts';
import './coupon-card.css';

/** The fields of a coupon (spec 000 §3, 002 §3) that the card shows. */
export interface CouponCardData {
  id: string;
  title: string;
  /** Discount in 元. */
  amount: number;
  /** 滿N元可用; 0 or absent when any amount will do. */
  min_purchase?: number;
  /** ISO date-time the coupon expires at. */
  expiry: string;
  description?: string;
  category_restrictions?: string;
  product_restrictions?: string;
  /** Why it does not fit the current purchase (shown on unavailable cards). */
  unavailable_reason?: string;
}

export type CouponCardTone = 'active' | 'used' | 'expired' | 'unavailable';

const STAMP: Partial<Record<CouponCardTone, string>> = { used: '已使用', expired: '已過期' };

/** 2026/12/31 in Taipei time, the shop's own zone. */
export function formatExpiry(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

const restricts = (text?: string) => Boolean(text) && text !== messages.coupon.unrestricted;

/** What the coupon is limited to: its products, else its categories; 無限制 only when neither limits it. */
export function restrictionOf({ product_restrictions: products, category_restrictions: categories }: CouponCardData): string {
  if (restricts(products)) return products!;
  if (restricts(categories)) return categories!;
  return messages.coupon.unrestricted;
}

export function CouponCard({
  coupon,
  tone = 'active',
  selected = false,
  aside,
}: {
  coupon: CouponCardData;
  tone?: CouponCardTone;
  selected?: boolean;
  /** Extra content at the card's end (a radio mark in the picker). */
  aside?: ReactNode;
}) {
  const restriction = restrictionOf(coupon);
  const stamp = STAMP[tone];
  return (
    <article className="coupon-card" data-tone={tone} data-selected={selected || undefined} data-testid="coupon-card">
      <div className="coupon-card__stub">
        <span className="coupon-card__amount num">
          <small>$</small>
          {coupon.amount}
        </span>
        <span className="coupon-card__condition">{coupon.min_purchase ? messages.coupon.minPurchase(coupon.min_purchase) : '無門檻'}</span>
      </div>
      <div className="coupon-card__body">
        <h3 className="coupon-card__title">{coupon.title}</h3>
        {coupon.description && <p className="coupon-card__desc">{coupon.description}</p>}
        <p className="coupon-card__meta">適用：{restriction}</p>
        <p className="coupon-card__meta">有效期限至 {formatExpiry(coupon.expiry)}</p>
        {tone === 'unavailable' && coupon.unavailable_reason && <p className="coupon-card__reason">{coupon.unavailable_reason}</p>}
      </div>
      {aside && <div className="coupon-card__aside">{aside}</div>}
      {stamp && <span className="coupon-card__stamp">{stamp}</span>}
    </article>
  );
}
