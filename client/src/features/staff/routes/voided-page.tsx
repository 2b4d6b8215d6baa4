// /staff/voided — orders the purchase recovery ended before they were paid: the wallet voided their
// payment, so nothing was taken and a payment arriving late is refused (a late card payment then
// shows on /staff/refunds). Read-only: for support answering a member who asks what happened.
import { useVoidedPayments } from '../api/voided-payments';
import { QueryList } from '../components/content-card';
import { taipeiTime } from '../timeline';

const METHOD_LABELS: Record<string, string> = { balance: '代幣', credit_card: '信用卡' };

export default function VoidedPage() {
  const voided = useVoidedPayments();
  return (
    <section className="card staff-card" data-testid="staff-voided">
      <h1 className="section-title">作廢付款{voided.data ? `（${voided.data.length}）` : ''}</h1>
      <p className="text-muted">系統自動結束、未完成付款的訂單（最新 200 筆）。這些訂單沒有扣款；之後才到的付款會被拒絕並列入退款。</p>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={voided.isFetching}
        onClick={() => void voided.refetch()}
        data-testid="voided-refresh"
      >
        {voided.isFetching ? '更新中…' : '重新整理'}
      </button>
      <QueryList query={voided} empty="目前沒有作廢的付款">
        {(list) => (
          <ul className="staff-orders">
            {list.map((v) => (
              <li key={v.order_id} className="staff-order" data-testid="voided-order" data-id={v.order_id}>
                <div className="staff-order__head">
                  <span className="staff-mono">{v.order_id}</span>
                  <span className="text-muted">{taipeiTime(v.voided_at)}</span>
                </div>
                <p data-testid="voided-reason">{v.reason}</p>
                <p className="text-muted">
                  {v.member_name ?? '會員'}（<span className="staff-mono">{v.user_id}</span>）{v.product_name ? `・${v.product_name}` : ''}
                  {v.payment_method ? `・${METHOD_LABELS[v.payment_method] ?? v.payment_method}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}
