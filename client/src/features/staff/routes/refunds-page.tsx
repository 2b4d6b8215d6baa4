// /staff/refunds — card payments owed back to members (late or wrong-amount payments) and those
// already refunded. Staff refund at the gateway, then record its refund reference here; the order's
// OrderCardRefunded event carries the staff member's id.
import { useState, type FormEvent } from 'react';
import { messages, type CardRefundStatus, type StaffCardRefund } from '@shop/contracts';
import { showToast } from '../../../stores/toast.store';
import { useCardRefunds, useMarkCardRefunded } from '../api/refunds';
import { failureMessage } from '../failure-message';

const QUEUE_LABELS: Record<CardRefundStatus, string> = { due: '待退款', refunded: '已退款' };

const when = (iso: string) => new Date(iso).toLocaleString('zh-TW', { hour12: false });

export default function RefundsPage() {
  const [queue, setQueue] = useState<CardRefundStatus>('due');
  const [page, setPage] = useState(1);
  const refunds = useCardRefunds(queue, page);

  const pick = (next: CardRefundStatus) => {
    setQueue(next);
    setPage(1);
  };

  return (
    <section className="card staff-card" data-testid="staff-refunds">
      <h1 className="section-title">信用卡退款</h1>
      <p className="text-muted">訂單失效後才完成（或金額不符）的信用卡付款，請在金流後台退款後登記退款編號。</p>
      <div className="staff-filters" role="tablist">
        {(Object.keys(QUEUE_LABELS) as CardRefundStatus[]).map((q) => (
          <button
            key={q}
            type="button"
            role="tab"
            aria-selected={queue === q}
            className={`btn btn--small ${queue === q ? 'btn--primary' : 'btn--ghost'}`}
            onClick={() => pick(q)}
            data-testid={`refunds-tab-${q}`}
          >
            {QUEUE_LABELS[q]}
            {queue === q && refunds.data ? `（${refunds.data.total}）` : ''}
          </button>
        ))}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={refunds.isFetching}
          onClick={() => void refunds.refetch()}
          data-testid="refunds-refresh"
        >
          {refunds.isFetching ? '更新中…' : '重新整理'}
        </button>
      </div>
      {refunds.isPending ? (
        <p className="text-muted">載入中…</p>
      ) : refunds.isError ? (
        <p className="staff-error">{failureMessage(refunds.error, '讀取失敗')}</p>
      ) : refunds.data.data.length === 0 ? (
        <p className="text-muted" data-testid="refunds-empty">
          {queue === 'due' ? '目前沒有待退款的信用卡付款' : '還沒有已退款的紀錄'}
        </p>
      ) : (
        <>
          <ul className="staff-orders">
            {refunds.data.data.map((refund) => (
              <RefundCard key={refund.order_number} refund={refund} />
            ))}
          </ul>
          {refunds.data.last_page > 1 ? (
            <div className="staff-pager">
              <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                上一頁
              </button>
              <span className="num">
                {refunds.data.current_page} / {refunds.data.last_page}
              </span>
              <button type="button" className="btn btn--ghost btn--small" disabled={page >= refunds.data.last_page} onClick={() => setPage(page + 1)}>
                下一頁
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function RefundCard({ refund }: { refund: StaffCardRefund }) {
  const refunded = refund.reference !== null;
  return (
    <li className="staff-order" data-testid="refunds-order" data-id={refund.order_number} data-status={refunded ? 'refunded' : 'due'}>
      <div className="staff-order__head">
        <span className="staff-mono">{refund.order_number}</span>
        <span className={`staff-status staff-status--${refunded ? 'revealed' : 'open'}`}>{refunded ? '已退款' : '待退款'}</span>
      </div>
      <p>
        <strong className="num">NT$ {refund.amount}</strong>
        <span className="text-muted">・會員 </span>
        <span className="staff-mono">{refund.user_id}</span>
      </p>
      <p className="text-muted">
        {refund.paid_at ? `付款 ${when(refund.paid_at)}` : '付款時間未記錄'}
        {refund.trade_no ? (
          <>
            ・交易序號 <span className="staff-mono">{refund.trade_no}</span>
          </>
        ) : null}
      </p>
      {refunded ? (
        <p data-testid="refunds-reference">
          退款編號 <span className="staff-mono">{refund.reference}</span>
          {refund.refunded_at ? <span className="text-muted">（{when(refund.refunded_at)} 登記）</span> : null}
        </p>
      ) : (
        <RefundForm orderNumber={refund.order_number} />
      )}
    </li>
  );
}

function RefundForm({ orderNumber }: { orderNumber: string }) {
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mark = useMarkCardRefunded();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (mark.isPending) return;
    if (!reference.trim()) return setProblem(messages.order.cardRefundReferenceRequired);
    setProblem(null);
    mark.mutate(
      { orderNumber, body: { reference: reference.trim() } },
      {
        onSuccess: () => showToast('已登記退款', 'success'),
        onError: (error) => setProblem(failureMessage(error, '登記退款失敗')),
      },
    );
  };

  return (
    <form className="staff-ship" onSubmit={onSubmit} noValidate>
      <input
        className="staff-input"
        value={reference}
        onChange={(e) => {
          setReference(e.target.value);
          setProblem(null);
        }}
        placeholder="金流退款編號"
        aria-label="金流退款編號"
        maxLength={64}
        data-testid="refunds-reference-input"
      />
      <button type="submit" className="btn btn--primary btn--small" disabled={mark.isPending} data-testid="refunds-mark">
        登記已退款
      </button>
      {problem ? (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
