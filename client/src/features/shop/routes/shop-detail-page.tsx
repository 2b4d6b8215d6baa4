// /shop/detail/{id} — 商品詳情: swipeable images, price, stock, quantity, add to cart, buy now (this
// item alone goes to the checkout), a customer-service link and hot recommendations (spec 002 §2).
// The stock follows the item's live room.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { PageHeader } from '../../../components/page-header/page-header';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../stores/toast.store';
import { useShopItem } from '../api/shop-api';
import { useShopItemLive } from '../api/use-shop-item-live';
import { addToCart, cart, itemCount, selectAll, toggleSelected } from '../cart.store';
import { CartLink } from '../components/cart-link';
import { StockNote } from '../components/stock-note';
import '../shop.css';

export default function ShopDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useShopItem(id);
  useShopItemLive(id);
  const { items: lines } = useSnapshot(cart);
  const [quantity, setQuantity] = useState(1);
  const [slide, setSlide] = useState(0);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const { data: item, hot } = query.data;
  const images = item.images.length ? item.images.map((i) => i.image_url) : [item.image];
  const soldOut = item.stock <= 0;

  const add = (): boolean => {
    const added = addToCart(item, quantity);
    if (!added.ok) showToast(added.message, 'error');
    return added.ok;
  };
  const buyNow = () => {
    const inCart = lines.some((l) => l.id === item.id);
    if (!inCart && !add()) return;
    // Only this item goes to the checkout.
    selectAll(false);
    toggleSelected(item.id);
    navigate('/checkout');
  };

  return (
    <div className="page shop-detail-page">
      <PageHeader title="商品詳情" end={<CartLink count={itemCount(lines)} />} />
      <div className="shop-gallery" onScroll={(e) => setSlide(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}>
        {images.map((src, i) => (
          <img key={`${src}-${i}`} src={src} alt={`${item.title} ${i + 1}`} className="shop-gallery__image" />
        ))}
      </div>
      {images.length > 1 && (
        <div className="shop-gallery__dots" aria-hidden="true">
          {images.map((src, i) => (
            <span key={`${src}-${i}`} className={i === slide ? 'is-active' : ''} />
          ))}
        </div>
      )}
      <div className="page-body">
        <section className="card shop-detail-card">
          <h1 className="shop-detail-title">{item.title}</h1>
          <p className="shop-detail-price num" data-testid="detail-price">
            NT$ {item.price}
          </p>
          <StockNote stock={item.stock} />
          {item.info && <p className="text-muted">{item.info}</p>}
          <div className="qty-row">
            <span>數量</span>
            <div className="qty-stepper">
              <button type="button" onClick={() => setQuantity(Math.max(1, quantity - 1))} disabled={quantity <= 1} aria-label="減少">
                −
              </button>
              <span className="num" data-testid="detail-quantity">
                {quantity}
              </span>
              <button type="button" onClick={() => setQuantity(quantity + 1)} aria-label="增加">
                +
              </button>
            </div>
          </div>
        </section>
        <section className="card shop-detail-card">
          <h2 className="section-title">商品介紹</h2>
          <p className="shop-detail-description">{item.description}</p>
          <Link to="/settings/contactus" className="shop-service-link">
            對商品有疑問？聯絡客服
          </Link>
        </section>
        {hot.length > 0 && (
          <section>
            <h2 className="section-title">熱門推薦</h2>
            <ul className="shop-grid">
              {hot.map((h) => (
                <li key={h.id} className="shop-tile">
                  <Link to={`/shop/detail/${h.id}`} className="shop-item-link">
                    <img className="shop-item-image" src={h.image} alt="" loading="lazy" />
                    <div className="shop-item-text">
                      <span className="shop-item-title">{h.title}</span>
                      <span className="shop-item-price num">NT$ {h.price}</span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="shop-action-bar">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={soldOut}
          onClick={() => add() && showToast('已加入購物車', 'success')}
          data-testid="add-to-cart"
        >
          加入購物車
        </button>
        <button type="button" className="btn btn--primary" disabled={soldOut} onClick={buyNow} data-testid="buy-now">
          {soldOut ? '已售完' : '立即購買'}
        </button>
      </div>
    </div>
  );
}
