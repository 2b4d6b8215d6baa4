// /gacha/detail/{id}, titled 轉蛋機 (spec 001 §2): the machine with its stock and the odds of each
// item (shown as Taiwan's rules for capsule toys require), the collection strip, 去玩具櫃, 立即購買
// with the purchase popup (points stepper and coupon picker), 試一試 and the rules link. Stock
// counts follow other buyers' draws live. The purchase runs as gachaPurchaseMachine, loaded with its popup on
// the first press (components/gacha-purchase.tsx).
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { messages, productSellability, type GachaItemView } from '@shop/contracts';
import { useSnapshot } from 'valtio';
import { LikeButton } from '../../../components/like-button/like-button';
import { PageHeader } from '../../../components/page-header/page-header';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { SellabilityNotice } from '../../../components/sellability-notice/sellability-notice';
import { auth } from '../../../stores/auth.store';
import { useGachaProduct } from '../api/gacha-api';
import { useGachaLive } from '../live/use-gacha-live';
import { RARITY_LABELS } from '../rarity';
import './gacha.css';
import { GachaFairness } from '../components/gacha-fairness';

// Loaded on the first press of 立即購買: the purchase machine (xstate) and its popup are not on the page's first load.
const GachaPurchase = lazy(() => import('../components/gacha-purchase'));

const m = messages.gacha;

export default function GachaDetailPage() {
  const { id = '' } = useParams();
  const { token } = useSnapshot(auth);
  const machine = useGachaProduct(id);
  useGachaLive(id);
  const [buying, setBuying] = useState(false);
  const endBuying = useCallback(() => setBuying(false), []);
  if (machine.isPending) return <PageLoader />;
  if (machine.isError) return <ErrorState message={m.fetchProductFailed} onRetry={() => void machine.refetch()} />;
  const { product, items, collection_status: collection } = machine.data;
  const price = product.discount_price ?? product.price;
  const buy = () => setBuying(true);
  const sellability = productSellability(product, new Date());

  return (
    <div className="gacha-detail">
      <PageHeader
        title={m.machineTitle}
        end={
          <Link to="/gacha/rules" className="gacha-detail__rules">
            規則
          </Link>
        }
      />
      <img className="gacha-detail__image" src={product.image_url} alt="" />
      <section className="gacha-detail__info">
        <LikeButton productId={product.id} className="detail-like" />
        <h2 className="gacha-detail__name">{product.name}</h2>
        <p className="gacha-detail__price">
          <strong>{price}</strong> 代幣 / 次
        </p>
        <p className="gacha-detail__stock" data-testid="gacha-stock">
          {product.sold_out ? '已售完' : `剩餘 ${product.remaining_quantity} / ${product.total_quantity}`}
        </p>
        <SellabilityNotice product={product} sellability={sellability} />
      </section>

      <section className="gacha-detail__odds" aria-label="各款機率">
        <h3>各款機率</h3>
        <ul>
          {items.map((item) => (
            <OddsRow key={item.id} item={item} />
          ))}
        </ul>
      </section>

      <section className="gacha-detail__collection" aria-label="收集狀態">
        <h3>
          收集進度
          {collection.is_authenticated ? <span data-testid="gacha-collected">{` ${collection.collectedItems}/${collection.totalItems}`}</span> : null}
        </h3>
        {collection.is_authenticated ? (
          <ul className="gacha-detail__strip">
            {items.map((item) => (
              <li key={item.id} data-collected={item.is_collected ? 'true' : undefined} title={item.name}>
                <img src={item.image_url} alt={item.name} />
                {item.collection_count > 1 ? <span>×{item.collection_count}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="gacha-detail__login">
            <Link to={`/login?redirect=${encodeURIComponent(`/gacha/detail/${id}`)}`}>{m.loginToSeeCollection}</Link>
          </p>
        )}
      </section>

      <GachaFairness machineId={id} product={product} />

      <div className="gacha-detail__actions">
        <Link className="gacha-btn gacha-btn--ghost" to="/box">
          {m.goToToyCabinet}
        </Link>
        <Link className="gacha-btn gacha-btn--ghost" to={`/gacha/animation?product_id=${encodeURIComponent(id)}&demo=true`}>
          {m.tryDemo}
        </Link>
        <button type="button" className="gacha-btn" onClick={buy} disabled={product.sold_out || !sellability.sellable} data-testid="gacha-buy">
          {product.sold_out ? '已售完' : sellability.sellable ? m.buyNow : sellability.message}
        </button>
      </div>
      {buying ? (
        <Suspense fallback={null}>
          <GachaPurchase
            id={id}
            signedIn={!!token}
            productName={product.name}
            price={price}
            allowPoints={product.allow_point_payment}
            onEnd={endBuying}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function OddsRow({ item }: { item: GachaItemView }) {
  return (
    <li className="gacha-odds" data-rarity={item.rarity} data-testid={`gacha-item-${item.id}`}>
      <img src={item.image_url} alt="" />
      <span className="gacha-odds__name">
        <em>{RARITY_LABELS[item.rarity]}</em>
        {item.name}
      </span>
      <span className="gacha-odds__left">剩 {item.remaining_quantity}</span>
      <span className="gacha-odds__pct">{(item.probability * 100).toFixed(2)}%</span>
    </li>
  );
}
