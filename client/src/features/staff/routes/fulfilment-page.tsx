// /staff/fulfilment — the parcels to send (paid), those sent (shipped) and those delivered, in one queue:
// prizes shipped from the box (盒櫃出貨) and shop orders (商城訂單), each labelled. Marking one shipped
// takes the carrier and tracking number; the event it records (BoxItemsShipped, OrderShipped) carries
// the staff member's id.
import { messages, type ShippingOrderKind, type StaffShippingOrder } from '@shop/contracts';
import { showToast } from '../../../stores/toast.store';
import { useMarkDelivered, useMarkShipped, useShippingOrders, type ShippingQueue } from '../api/admin';
import { StaffInlineForm } from '../components/staff-inline-form';
import { StaffQueue } from '../components/staff-queue';
import { failureMessage } from '../failure-message';
import { taipeiTime } from '../timeline';

const QUEUE_LABELS: Record<ShippingQueue, string> = { paid: '待出貨', shipped: '已出貨', delivered: '已送達' };
const KIND_LABELS: Record<ShippingOrderKind, string> = { box_shipping: '盒櫃出貨', shop: '商城訂單' };
const METHOD_LABELS: Record<StaffShippingOrder['shipping_method'], string> = {
  standard: '宅配',
  express: '快捷宅配',
  pickup: '門市自取',
  none: '無需配送',
};

export default function FulfilmentPage() {
  return (
    <StaffQueue
      name="fulfilment"
      title="出貨佇列"
      labels={QUEUE_LABELS}
      useList={useShippingOrders}
      empty={(queue) => (queue === 'paid' ? '目前沒有待出貨的訂單' : `還沒有${QUEUE_LABELS[queue]}的訂單`)}
      keyOf={(order) => order.order_id}
      renderEntry={(order) => <ShippingOrderCard order={order} />}
    />
  );
}

function ShippingOrderCard({ order }: { order: StaffShippingOrder }) {
  return (
    <li className="staff-order" data-testid="fulfilment-order" data-id={order.order_id} data-status={order.status} data-kind={order.kind}>
      <div className="staff-order__head">
        <span className={`staff-badge staff-badge--${order.kind === 'shop' ? 'order' : 'box'}`} data-testid="fulfilment-kind">
          {KIND_LABELS[order.kind]}
        </span>
        <span className={`staff-status staff-status--${order.status === 'paid' ? 'open' : 'revealed'}`}>{QUEUE_LABELS[order.status]}</span>
        <span className="staff-mono staff-order__id">{order.order_id}</span>
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
        {order.items.length} {order.kind === 'shop' ? '項' : '件'}：{order.items.map((i) => i.item_name).join('、')}
      </p>
      {order.customer_note ? <p className="text-muted">備註：{order.customer_note}</p> : null}
      <p className="text-muted">
        下單 {taipeiTime(order.placed_at)}・運費 {order.shipping_fee}
      </p>
      {order.status === 'paid' ? (
        <ShipForm orderId={order.order_id} />
      ) : (
        <p data-testid="fulfilment-tracking">
          {order.carrier}・<span className="staff-mono">{order.tracking_number}</span>
          {order.shipped_at ? <span className="text-muted">（{taipeiTime(order.shipped_at)} 出貨）</span> : null}
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

const SHIP_FIELDS = [
  {
    name: 'carrier',
    placeholder: '物流業者（如 黑貓宅急便）',
    label: '物流業者',
    maxLength: 50,
    required: messages.box.carrierRequired,
    testId: 'fulfilment-carrier',
  },
  {
    name: 'tracking_number',
    placeholder: '物流單號',
    label: '物流單號',
    maxLength: 64,
    required: messages.box.trackingNumberRequired,
    testId: 'fulfilment-tracking-input',
  },
] as const;

function ShipForm({ orderId }: { orderId: string }) {
  return (
    <StaffInlineForm
      fields={SHIP_FIELDS}
      mutation={useMarkShipped()}
      variables={(body) => ({ orderId, body })}
      label="標記出貨"
      testId="fulfilment-ship"
      done="已標記出貨"
      failed="標記出貨失敗"
    />
  );
}
