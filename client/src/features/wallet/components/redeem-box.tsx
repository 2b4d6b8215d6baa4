// The /coupons redeem box: checks the code and the spec's attempt limits here first (000 §5, §9),
// then POST /api/user/coupons/redeem; the server enforces the same limits and has the last word.
import { useState, type FormEvent } from 'react';
import { messages } from '@shop/contracts';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../stores/toast.store';
import { useRedeemCoupon } from '../api/redeem-coupon';
import { recordRedeemAttempt, redeemAttempts, redeemLimitMessage } from '../redeem-attempts.store';
import { GiftIcon } from './wallet-icons';

export function RedeemBox({ onRedeemed }: { onRedeemed: () => void }) {
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const redeem = useRedeemCoupon();

  const fail = (text: string) => {
    setNotice(text);
    showToast(text, 'error');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) return fail(messages.coupon.codeRequired);
    const now = Date.now();
    const limited = redeemLimitMessage(redeemAttempts.items, trimmed, now);
    if (limited) return fail(limited);
    recordRedeemAttempt(trimmed, now);
    redeem.mutate(trimmed, {
      onSuccess: (answer) => {
        setCode('');
        showToast(answer.message, 'success');
        onRedeemed();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 401) return;
        // The server's own words (wrong code, a limit it enforces) when it gave any.
        if (isApiError(error) && error.fromServer) return fail(error.message);
        fail(isApiError(error) && error.status > 0 ? messages.coupon.redeemFailed : messages.coupon.redeemError);
      },
    });
  };

  return (
    <form className="card wallet-section" onSubmit={submit} aria-label="兌換優惠券" noValidate>
      <div className="wallet-section__head">
        <h2 className="section-title">
          <span className="wallet-section__title-icon">
            <GiftIcon size={20} /> 兌換優惠券
          </span>
        </h2>
      </div>
      <div className="redeem-box">
        <input
          className="wallet-input"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setNotice(null);
          }}
          placeholder="請輸入優惠券代碼"
          aria-label="優惠券代碼"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={64}
          data-testid="redeem-code"
        />
        <button type="submit" className="btn btn--primary" disabled={redeem.isPending} data-testid="redeem-submit">
          {redeem.isPending ? '兌換中…' : '兌換'}
        </button>
      </div>
      {notice && (
        <p className="wallet-field__error" role="alert" data-testid="redeem-notice">
          {notice}
        </p>
      )}
    </form>
  );
}
