// /order/list?status= — 我的訂單 (spec 002 §2): every kind of order in five tabs with their counts,
// 10 a page, newest first.
import { Link, useSearchParams } from 'react-router';
import type { OrderTab } from '@shop/contracts';
import { LoadMore } from '../../../components/load-more/load-more';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { useOrderCounts, useOrders } from '../api/shop-api';
import { ORDER_STATUS_LABELS, ORDER_TABS, ORDER_TYPE_LABELS, formatOrderTime, orderTabOf } from '../order-labels';
import '../shop.css';

export default function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const tab = orderTabOf(params.get('status'));
  const orders = useOrders(tab);
  const counts = useOrderCounts();
  const list = orders.data?.pages.flatMap((p) => p.data.data) ?? [];

  const select = (key: OrderTab) => setParams(key === 'all' ? {} : { status: key }, { replace: true });

  return (
    <div className="page order-list-page">
      <PageHeader title="我的訂單" />
      <div className="order-tabs" role="tablist">
        {ORDER_TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={t.key === tab}
            className="order-tabs__item"
            onClick={() => select(t.key)}
            data-testid={`order-tab-${t.key}`}
          >
            {t.label}
            {counts.data && <span className="order-tabs__count num">{counts.data[t.key]}</span>}
          </button>
        ))}
      </div>
      <div className="page-body">
        {orders.isPending ? (
          <PageLoader />
        ) : orders.isError ? (
          <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title="目前沒有訂單"
            action={
              <Link to="/shop" className="btn btn--primary btn--small">
                去逛逛
              </Link>
            }
          />
        ) : (
          <>
            <ul className="order-cards" role="tabpanel" data-testid="order-list">
              {list.map((o) => (
                <li key={o.order_number}>
                  <Link
                    to={`/order/detail/${encodeURIComponent(o.order_number)}`}
                    className="card order-card"
                    data-testid="order-card"
                    data-type={o.order_type}
                  >
                    <div className="order-card__head">
                      <span className="order-card__type">{ORDER_TYPE_LABELS[o.order_type] ?? o.order_type}</span>
                      <span className={`order-status order-status--${o.status}`}>{ORDER_STATUS_LABELS[o.status] ?? o.status}</span>
                    </div>
                    <div className="order-card__body">
                      {o.order_items[0]?.item_image_url ? (
                        <img src={o.order_items[0].item_image_url} alt="" />
                      ) : (
                        <span className="order-card__placeholder" />
                      )}
                      <div className="order-card__text">
                        <span className="order-card__title">{o.product_name}</span>
                        <span className="text-muted">{formatOrderTime(o.created_at)}</span>
                      </div>
                      <span className="order-card__amount num">NT$ {o.final_amount}</span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            <LoadMore hasNextPage={orders.hasNextPage} isFetchingNextPage={orders.isFetchingNextPage} fetchNextPage={orders.fetchNextPage} />
          </>
        )}
      </div>
    </div>
  );
}
