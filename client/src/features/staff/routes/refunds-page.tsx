// /staff/refunds — card payments owed back to members (late or wrong-amount payments) and those
// already refunded. 退款 asks the gateway to refund (NewebPay's credit-card close API); when it
// refuses, staff refund in the gateway's console and record its reference here. Either way the
// order's OrderCardRefunded event carries the gateway's reference and the staff member's id.
import { useState } from 'react';
import { messages, type CardRefundStatus, type StaffCardRefund } from '@shop/contracts';
import { showToast } from '../../../stores/toast.store';
import { useCardRefunds, useMarkCardRefunded, useRefundCardPayment } from '../api/refunds';
import { StaffInlineForm } from '../components/staff-inline-form';
import { StaffQueue } from '../components/staff-queue';
import { failureMessage } from '../failure-message';
import { taipeiTime } from '../timeline';

const QUEUE_LABELS: Record<CardRefundStatus, string> = { due: '待退款', refunded: '已退款' };

export default function RefundsPage() {
  return (
    <StaffQueue
      name="refunds"
      title="信用卡退款"
      intro="訂單失效後才完成（或金額不符）的信用卡付款。按「退款」由金流退回信用卡；金流無法退款時，請在金流後台退款後登記退款編號。"
      labels={QUEUE_LABELS}
      useList={useCardRefunds}
      empty={(queue) => (queue === 'due' ? '目前沒有待退款的信用卡付款' : '還沒有已退款的紀錄')}
      keyOf={(refund) => refund.order_number}
      renderEntry={(refund) => <RefundCard refund={refund} />}
    />
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
        {refund.paid_at ? `付款 ${taipeiTime(refund.paid_at)}` : '付款時間未記錄'}
        {refund.trade_no ? (
          <>
            ・交易序號 <span className="staff-mono">{refund.trade_no}</span>
          </>
        ) : null}
      </p>
      {refunded ? (
        <p data-testid="refunds-reference">
          退款編號 <span className="staff-mono">{refund.reference}</span>
          {refund.refunded_at ? <span className="text-muted">（{taipeiTime(refund.refunded_at)} 登記）</span> : null}
        </p>
      ) : (
        <>
          <RefundButton orderNumber={refund.order_number} />
          <RefundForm orderNumber={refund.order_number} />
        </>
      )}
    </li>
  );
}

function RefundButton({ orderNumber }: { orderNumber: string }) {
  const [refused, setRefused] = useState<string | null>(null);
  const refund = useRefundCardPayment();
  return (
    <div className="staff-refund-gateway">
      <button
        type="button"
        className="btn btn--primary btn--small"
        disabled={refund.isPending}
        onClick={() => {
          setRefused(null);
          refund.mutate(orderNumber, {
            onSuccess: () => showToast('已退款', 'success'),
            onError: (error) => setRefused(failureMessage(error, '退款失敗，請在金流後台退款後登記退款編號')),
          });
        }}
        data-testid="refunds-refund"
      >
        {refund.isPending ? '退款中…' : '退款'}
      </button>
      {refused ? (
        <p className="staff-error" role="status" data-testid="refunds-gateway-refused">
          {refused}
        </p>
      ) : null}
    </div>
  );
}

const REFUND_FIELDS = [
  {
    name: 'reference',
    placeholder: '或輸入金流後台的退款編號',
    label: '金流退款編號',
    maxLength: 64,
    required: messages.order.cardRefundReferenceRequired,
    testId: 'refunds-reference-input',
  },
] as const;

function RefundForm({ orderNumber }: { orderNumber: string }) {
  return (
    <StaffInlineForm
      fields={REFUND_FIELDS}
      mutation={useMarkCardRefunded()}
      variables={(body) => ({ orderNumber, body })}
      label="登記已退款"
      testId="refunds-mark"
      variant="ghost"
      done="已登記退款"
      failed="登記退款失敗"
    />
  );
}
