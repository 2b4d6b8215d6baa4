// /staff/fulfilment — the shipping orders to send (paid), those sent (shipped) and those delivered. Marking one
// shipped takes the carrier and tracking number; the order's ShippingOrderShipped event carries
// the staff member's id.
import { useState, type FormEvent } from 'react';
import { messages, type StaffShippingOrder } from '@shop/contracts';
import { showToast } from '../../../stores/toast.store';
import { useMarkDelivered, useMarkShipped, useShippingOrders, type ShippingQueue } from '../api/admin';
import { failureMessage } from '../failure-message';

const QUEUE_LABELS: Record<ShippingQueue, string> = { paid: '待出貨', shipped: '已出貨', delivered: '已送達' };
const METHOD_LABELS: Record<StaffShippingOrder['shipping_method'], string> = { standard: '宅配', express: '快捷宅配', pickup: '門市自取' };

const when = (iso: string) => new Date(iso).toLocaleString('zh-TW', { hour12: false });

export default function FulfilmentPage() {
  const [queue, setQueue] = useState<ShippingQueue>('paid');
  const [page, setPage] = useState(1);
  const orders = useShippingOrders(queue, page);

  const pick = (next: ShippingQueue) => {
    setQueue(next);
    setPage(1);
  };

  return (
    <section className="card staff-card" data-testid="staff-fulfilment">
      <h1 className="section-title">出貨佇列</h1>
      <div className="staff-filters" role="tablist">
        {(Object.keys(QUEUE_LABELS) as ShippingQueue[]).map((q) => (
          <button
            key={q}
            type="button"
            role="tab"
            aria-selected={queue === q}
            className={`btn btn--small ${queue === q ? 'btn--primary' : 'btn--ghost'}`}
            onClick={() => pick(q)}
            data-testid={`fulfilment-tab-${q}`}
          >
            {QUEUE_LABELS[q]}
            {queue === q && orders.data ? `（${orders.data.total}）` : ''}
          </button>
        ))}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={orders.isFetching}
          onClick={() => void orders.refetch()}
          data-testid="fulfilment-refresh"
        >
          {orders.isFetching ? '更新中…' : '重新整理'}
        </button>
      </div>
      {orders.isPending ? (
        <p className="text-muted">載入中…</p>
      ) : orders.isError ? (
        <p className="staff-error">{failureMessage(orders.error, '讀取失敗')}</p>
      ) : orders.data.data.length === 0 ? (
        <p className="text-muted" data-testid="fulfilment-empty">
          {queue === 'paid' ? '目前沒有待出貨的訂單' : `還沒有${QUEUE_LABELS[queue]}的訂單`}
        </p>
      ) : (
        <>
          <ul className="staff-orders">
            {orders.data.data.map((order) => (
              <ShippingOrderCard key={order.order_id} order={order} />
            ))}
          </ul>
          {orders.data.last_page > 1 ? (
            <div className="staff-pager">
              <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                上一頁
              </button>
              <span className="num">
                {orders.data.current_page} / {orders.data.last_page}
              </span>
              <button type="button" className="btn btn--ghost btn--small" disabled={page >= orders.data.last_page} onClick={() => setPage(page + 1)}>
                下一頁
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function ShippingOrderCard({ order }: { order: StaffShippingOrder }) {
  return (
    <li className="staff-order" data-testid="fulfilment-order" data-id={order.order_id} data-status={order.status}>
      <div className="staff-order__head">
        <span className="staff-mono">{order.order_id}</span>
        <span className={`staff-status staff-status--${order.status === 'paid' ? 'open' : 'revealed'}`}>{QUEUE_LABELS[order.status]}</span>
      </div>
      <p>
        <strong>{order.recipient_name}</strong> <span className="num">{order.recipient_phone}</span>
      </p>
      <p className="text-muted">
        {METHOD_LABELS[order.shipping_method]}・{order.city}
        {order.district}
        {order.address_detail}
      </p>
      <p>
        {order.items.length} 件：{order.items.map((i) => i.item_name).join('、')}
      </p>
      {order.customer_note ? <p className="text-muted">備註：{order.customer_note}</p> : null}
      <p className="text-muted">
        下單 {when(order.placed_at)}・運費 {order.shipping_fee}
      </p>
      {order.status === 'paid' ? (
        <ShipForm orderId={order.order_id} />
      ) : (
        <p data-testid="fulfilment-tracking">
          {order.carrier}・<span className="staff-mono">{order.tracking_number}</span>
          {order.shipped_at ? <span className="text-muted">（{when(order.shipped_at)} 出貨）</span> : null}
        </p>
      )}
      {order.status === 'shipped' ? <DeliverButton orderId={order.order_id} /> : null}
    </li>
  );
}

function DeliverButton({ orderId }: { orderId: string }) {
  const deliver = useMarkDelivered();
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      disabled={deliver.isPending}
      onClick={() =>
        deliver.mutate(orderId, {
          onSuccess: () => showToast('已確認送達', 'success'),
          onError: (error) => showToast(failureMessage(error, '確認送達失敗'), 'error'),
        })
      }
      data-testid="fulfilment-deliver"
    >
      確認送達
    </button>
  );
}

function ShipForm({ orderId }: { orderId: string }) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ship = useMarkShipped();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (ship.isPending) return;
    if (!carrier.trim()) return setProblem(messages.box.carrierRequired);
    if (!tracking.trim()) return setProblem(messages.box.trackingNumberRequired);
    setProblem(null);
    ship.mutate(
      { orderId, body: { carrier: carrier.trim(), tracking_number: tracking.trim() } },
      {
        onSuccess: () => showToast('已標記出貨', 'success'),
        onError: (error) => setProblem(failureMessage(error, '標記出貨失敗')),
      },
    );
  };

  return (
    <form className="staff-ship" onSubmit={onSubmit} noValidate>
      <input
        className="staff-input"
        value={carrier}
        onChange={(e) => {
          setCarrier(e.target.value);
          setProblem(null);
        }}
        placeholder="物流業者（如 黑貓宅急便）"
        aria-label="物流業者"
        maxLength={50}
        data-testid="fulfilment-carrier"
      />
      <input
        className="staff-input"
        value={tracking}
        onChange={(e) => {
          setTracking(e.target.value);
          setProblem(null);
        }}
        placeholder="物流單號"
        aria-label="物流單號"
        maxLength={64}
        data-testid="fulfilment-tracking-input"
      />
      <button type="submit" className="btn btn--primary btn--small" disabled={ship.isPending} data-testid="fulfilment-ship">
        標記出貨
      </button>
      {problem ? (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
