// /order/success — 付款結果 (spec 002 §2, §4): orderId, orderType, status, message from the query.
// A paid order moves on to its detail after 800 ms; a failed one says why and offers the ways on.
// Opened with no result at all (a bookmark, a reload without the query), it claims neither: the
// member's orders say how each payment went.
// No login needed (the gateway may bring the buyer back in another session).
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { constants, messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import '../shop.css';

export default function OrderSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get('orderId') ?? '';
  const status = params.get('status');
  const ok = status === 'success' || status === 'paid';
  const detail = orderId ? `/order/detail/${encodeURIComponent(orderId)}` : '/order/list';
  const noResult = status === null && !orderId;

  useEffect(() => {
    if (!ok) return;
    const timer = setTimeout(() => void navigate(detail, { replace: true }), constants.redirectDelays.cardCheckoutSuccessMs);
    return () => clearTimeout(timer);
  }, [ok, detail, navigate]);

  if (noResult) {
    return (
      <div className="page order-result-page">
        <PageHeader title="付款結果" showBack={false} />
        <div className="page-body order-result" data-testid="order-result" data-status="none">
          <h1 className="order-result__title">沒有付款結果可顯示</h1>
          <p className="text-muted">每筆付款的狀態都在「我的訂單」。</p>
          <div className="order-result__actions">
            <Link to="/order/list" className="btn btn--primary">
              我的訂單
            </Link>
            <Link to="/" className="btn btn--secondary">
              回首頁
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="page order-result-page">
      <PageHeader title="付款結果" showBack={false} />
      <div className="page-body order-result" data-testid="order-result" data-status={ok ? 'success' : 'failed'}>
        <div className={`order-result__icon ${ok ? 'is-ok' : 'is-failed'}`} aria-hidden="true">
          {ok ? '✓' : '!'}
        </div>
        <h1 className="order-result__title">{ok ? '付款成功' : '付款未完成'}</h1>
        <p className="text-muted">{ok ? '正在前往訂單詳情…' : params.get('message') || messages.payment.paymentProcessFailed}</p>
        <div className="order-result__actions">
          <Link to={detail} className="btn btn--primary">
            查看訂單
          </Link>
          <Link to="/shop" className="btn btn--secondary">
            繼續購物
          </Link>
        </div>
      </div>
    </div>
  );
}
