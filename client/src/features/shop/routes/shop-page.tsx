// /shop — 商城: the merchandise list, a list/grid toggle (10 a page in the list, 20 in the grid) and
// infinite scroll (spec 002 §2, §9). The cart button shows how many units it holds.
import { useState } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { LoadMore } from '../../../components/load-more/load-more';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { readString, writeString } from '../../../lib/storage';
import { useShopItems } from '../api/shop-api';
import { cart, itemCount } from '../cart.store';
import { CartLink } from '../components/cart-link';
import { StockNote } from '../components/stock-note';
import '../shop.css';

const VIEW_KEY = 'shop_view';

export default function ShopPage() {
  const [grid, setGrid] = useState(() => readString(VIEW_KEY) === 'grid');
  const items = useShopItems(grid);
  const { items: lines } = useSnapshot(cart);
  const list = items.data?.pages.flatMap((p) => p.data) ?? [];

  const toggle = () => {
    setGrid(!grid);
    writeString(VIEW_KEY, grid ? 'list' : 'grid');
  };

  return (
    <div className="page shop-page">
      <PageHeader title="商城" showBack={false} end={<CartLink count={itemCount(lines)} />} />
      <div className="page-body">
        <div className="shop-toolbar">
          <span className="text-muted">官方授權商品</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={toggle} data-testid="shop-view-toggle" aria-pressed={grid}>
            {grid ? '列表顯示' : '格狀顯示'}
          </button>
        </div>
        {items.isPending ? (
          <PageLoader />
        ) : items.isError ? (
          <ErrorState message={errorMessage(items.error)} onRetry={() => void items.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title="商品準備中" text="敬請期待" />
        ) : (
          <>
            <ul className={grid ? 'shop-grid' : 'shop-list'} data-testid="shop-items">
              {list.map((item) => (
                <li key={item.id} className={grid ? 'shop-tile' : 'shop-row'}>
                  <Link to={`/shop/detail/${item.id}`} className="shop-item-link" data-testid={`shop-item-${item.id}`}>
                    <img className="shop-item-image" src={item.image} alt="" loading="lazy" />
                    <div className="shop-item-text">
                      <span className="shop-item-title">{item.title}</span>
                      {!grid && <span className="shop-item-info text-muted">{item.info}</span>}
                      <span className="shop-item-price num">NT$ {item.price}</span>
                      <StockNote stock={item.stock} />
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            <LoadMore hasNextPage={items.hasNextPage} isFetchingNextPage={items.isFetchingNextPage} fetchNextPage={items.fetchNextPage} />
          </>
        )}
      </div>
    </div>
  );
}
