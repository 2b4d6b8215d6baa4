// The /coupons help popup: how coupons and redeem codes work.
import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { constants } from '@shop/contracts';
import { CrossIcon } from './wallet-icons';

const limits = constants.couponLimits;

const HELP = [
  '優惠券可於一番賞、盒玩、轉蛋及商城結帳時使用，每筆訂單限用一張。',
  '「滿N元可用」表示訂單金額需達 N 元才能使用；適用範圍為「無限制」時全站商品皆可使用。',
  '優惠券請於有效期限內使用，逾期自動失效；不可兌換現金，折抵後亦不找零。',
  '訂單取消或退款時，已使用的優惠券將退回至「可使用」。',
  `兌換代碼時，每次兌換需間隔 ${limits.minIntervalMs / 1000} 秒；同一代碼 ${limits.triesPerCodeWindowMs / 60_000} 分鐘內最多嘗試 ${limits.triesPerCode} 次；每 ${limits.codesWindowMs / 60_000} 分鐘最多兌換 ${limits.codesPerWindow} 組代碼。`,
];

export function CouponHelpDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  // On <body>, so that the page's transition layer cannot put the tab bar above the overlay.
  return createPortal(
    <div className="wallet-dialog" role="presentation" onClick={onClose}>
      <div
        className="wallet-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        data-testid="coupon-help"
      >
        <header className="wallet-dialog__head">
          <h2 id={titleId}>優惠券使用說明</h2>
          <button type="button" className="wallet-dialog__close" onClick={onClose} aria-label="關閉">
            <CrossIcon size={20} />
          </button>
        </header>
        <ol className="rules-list">
          {HELP.map((line, index) => (
            <li key={line}>
              <span className="rules-list__dot num">{index + 1}</span>
              <span>{line}</span>
            </li>
          ))}
        </ol>
        <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
          我知道了
        </button>
      </div>
    </div>,
    document.body,
  );
}
