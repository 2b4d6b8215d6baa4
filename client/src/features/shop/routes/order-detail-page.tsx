// /order/detail/{id}, /orders/detail/{id}, /order?no= (or ?id=) — 訂單詳情 (spec 002 §2, §3): status,
// lines, money, delivery, the e-invoice recorded on the order; a card order still awaiting payment can go to the gateway again.
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { messages, orderNumberOf } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { submitPaymentForm } from '../../../lib/payment-form';
import { showToast } from '../../../stores/toast.store';
import { getPaymentForm, useOrder } from '../api/shop-api';
import {
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  SHIPPING_METHOD_LABELS,
  formatOrderTime,
  invoiceTypeLabel,
} from '../order-labels';
import '../shop.css';

export default function OrderDetailPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const no = id ?? params.get('no') ?? params.get('id') ?? '';
  const query = useOrder(no);
  const [paying, setPaying] = useState(false);

  if (!no) return <ErrorState message={messages.payment.orderNumberNotFound} />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const { order, items } = query.data.data;

  const pay = async () => {
    setPaying(true);
    try {
      if (!submitPaymentForm((await getPaymentForm(order.order_number)).data.form_html)) throw new Error(messages.payment.paymentFormFailed);
    } catch (error) {
      showToast(errorMessage(error), 'error');
      setPaying(false);
    }
  };

  const row = (label: string, value: string, testId?: string) => (
    <div className="order-detail__row">
      <span className="text-muted">{label}</span>
      <span data-testid={testId}>{value}</span>
    </div>
  );

  return (
    <div className="page order-detail-page">
      <PageHeader title="訂單詳情" />
      <div className="page-body">
        <section className="card order-detail__status">
          <span className={`order-status order-status--${order.status}`} data-testid="order-status">
            {ORDER_STATUS_LABELS[order.status] ?? order.status}
          </span>
          <span className="order-card__type">{ORDER_TYPE_LABELS[order.order_type] ?? order.order_type}</span>
        </section>
        {order.card_refund_due > order.card_refunded && (
          <p className="card order-detail__refund" role="status" data-testid="order-refund-due">
            此訂單有 NT$ {order.card_refund_due - order.card_refunded} 的信用卡付款於訂單失效後才完成，將全額退回您的信用卡。
          </p>
        )}
        {order.card_refunded > 0 && (
          <p className="card order-detail__refund" role="status" data-testid="order-refunded">
            此訂單於訂單失效後才完成的 NT$ {order.card_refunded} 信用卡付款已全額退回您的信用卡。
          </p>
        )}
        <section className="card checkout-section">
          <h2 className="section-title">商品</h2>
          <ul className="checkout-lines">
            {items.map((i, n) => (
              <li key={`${i.item_name}-${n}`} className="checkout-line">
                {i.item_image_url ? <img src={i.item_image_url} alt="" /> : <span className="order-card__placeholder" />}
                <span className="checkout-line__title">
                  {i.item_name}
                  {i.variation && <small className="text-muted"> {i.variation}</small>}
                </span>
                <span className="num">
                  NT$ {i.unit_price} × {i.quantity}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="card checkout-section">
          {row('訂單編號', orderNumberOf(order.order_number), 'order-number')}
          {row('建立時間', formatOrderTime(order.created_at))}
          {order.paid_at && row('付款時間', formatOrderTime(order.paid_at))}
          {row('付款方式', PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method)}
          {row('付款狀態', PAYMENT_STATUS_LABELS[order.payment_status] ?? order.payment_status, 'payment-status')}
          {order.shipping_method && row('配送方式', SHIPPING_METHOD_LABELS[order.shipping_method] ?? order.shipping_method)}
          {order.tracking_number && row('物流單號', order.tracking_number, 'order-tracking')}
        </section>
        {order.recipient && (
          <section className="card checkout-section">
            <h2 className="section-title">收件資訊</h2>
            {row('收件人', order.recipient.name)}
            {row('手機號碼', order.recipient.phone)}
            {row('地址', order.recipient.address)}
            {order.customer_note && row('備註', order.customer_note)}
          </section>
        )}
        {order.invoice && (
          <section className="card checkout-section" data-testid="order-invoice">
            <h2 className="section-title">電子發票</h2>
            {row('發票類型', invoiceTypeLabel(order.invoice), 'invoice-type')}
            {order.invoice.carrier_code && row('手機條碼', order.invoice.carrier_code)}
            {order.invoice.buyer_ubn && row('統一編號', order.invoice.buyer_ubn)}
            {order.invoice.buyer_name && row('公司抬頭', order.invoice.buyer_name)}
            {order.invoice.donation_code && row('捐贈碼', order.invoice.donation_code)}
            {row('通知信箱', order.invoice.email)}
          </section>
        )}
        <section className="card checkout-section checkout-summary">
          <div>
            <span>商品金額</span>
            <span className="num">NT$ {order.total_amount - order.shipping_fee}</span>
          </div>
          <div>
            <span>運費</span>
            <span className="num">NT$ {order.shipping_fee}</span>
          </div>
          {order.discount_amount > 0 && (
            <div>
              <span>紅利折抵</span>
              <span className="num">−NT$ {order.discount_amount}</span>
            </div>
          )}
          {order.coupon_discount > 0 && (
            <div>
              <span>優惠券</span>
              <span className="num">−NT$ {order.coupon_discount}</span>
            </div>
          )}
          <div className="checkout-summary__total">
            <span>實付金額</span>
            <strong className="num" data-testid="order-final">
              NT$ {order.final_amount}
            </strong>
          </div>
        </section>
        <div className="order-detail__actions">
          {order.status === 'pending' && order.payment_method === 'credit_card' && order.order_type === 'shop' && (
            <button type="button" className="btn btn--primary btn--block" onClick={() => void pay()} disabled={paying}>
              前往付款
            </button>
          )}
          <Link to="/order/list" className="btn btn--secondary btn--block">
            返回訂單列表
          </Link>
        </div>
      </div>
    </div>
  );
}
