// /gacha/detail/{id}, titled 轉蛋機 (spec 001 §2): the machine with its stock and the odds of each
// item (shown as Taiwan's rules for capsule toys require), the collection strip, 去玩具櫃, 立即購買
// with the purchase popup (points stepper and coupon picker), 試一試 and the rules link. Stock
// counts follow other buyers' draws live. The purchase runs as gachaPurchaseMachine.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { checkPointsSpend, messages, pointsToCurrency, productSellability, type GachaItemView } from '@shop/contracts';
import { useSnapshot } from 'valtio';
import { usePointsBalance } from '../../../api/get-points-balance';
import { usePointsLimitPercent } from '../../../api/get-points-limit';
import { useTokenBalance } from '../../../api/get-token-balance';
import { refreshMemberData } from '../../../api/member-keys';
import { CouponPicker } from '../../../components/coupon-picker/coupon-picker';
import { LikeButton } from '../../../components/like-button/like-button';
import { PageHeader } from '../../../components/page-header/page-header';
import { PointsStepper } from '../../../components/points-stepper/points-stepper';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { SellabilityNotice } from '../../../components/sellability-notice/sellability-notice';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { auth, rememberRedirect } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { drawGacha, getPaymentRedirect, useGachaCoupons, useGachaProduct } from '../api/gacha-api';
import { gachaKeys } from '../api/query-keys';
import { useGachaLive } from '../live/use-gacha-live';
import { GachaDrawRefused, gachaPurchaseMachine, type GachaPurchaseInput } from '../machines/gacha-purchase.machine';
import { RARITY_LABELS } from '../rarity';
import './gacha.css';
import { GachaFairness } from '../components/gacha-fairness';

const m = messages.gacha;

export default function GachaDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { token } = useSnapshot(auth);
  const machine = useGachaProduct(id);
  useGachaLive(id);
  const queryClient = useQueryClient();
  const [purchaseMachine] = useState(() =>
    gachaPurchaseMachine.provide({
      actors: {
        draw: fromPromise(async ({ input }) => {
          try {
            return { orderId: (await drawGacha(input.productId, input.request)).order.id };
          } catch (error) {
            throw new GachaDrawRefused(
              isApiError(error) && error.status > 0 ? error.message : errorMessage(error),
              isApiError(error) ? error.status : 0,
            );
          }
        }),
        fetchRedirect: fromPromise(async ({ input }) => ({ url: (await getPaymentRedirect(input)).redirect_url })),
      },
      actions: {
        showMessage: (_, { message }) => void showToast(message, 'error'),
        goToLogin: () => {
          rememberRedirect(`/gacha/detail/${id}`);
          void navigate(`/login?redirect=${encodeURIComponent(`/gacha/detail/${id}`)}`);
        },
        refreshAfterPurchase: () => {
          void refreshMemberData(queryClient);
          void queryClient.invalidateQueries({ queryKey: gachaKeys.product(id) });
        },
        goTo: (_, { url }) => {
          if (url.startsWith('/')) void navigate(url);
          else window.location.assign(url);
        },
        goToRecharge: () => void navigate('/recharge'),
      },
    }),
  );
  const [purchase, send] = useMachine(purchaseMachine, { input: { productId: id } });

  if (machine.isPending) return <PageLoader />;
  if (machine.isError) return <ErrorState message={m.fetchProductFailed} onRetry={() => void machine.refetch()} />;
  const { product, items, collection_status: collection } = machine.data;
  const price = product.discount_price ?? product.price;
  const buy = () => send({ type: 'BUY', signedIn: !!token });
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
      {!purchase.matches('idle') ? (
        <PurchasePopup
          productId={id}
          productName={product.name}
          price={price}
          allowPoints={product.allow_point_payment}
          sending={!purchase.matches('choosing')}
          onClose={() => send({ type: 'CLOSE' })}
          onConfirm={(input) => send({ type: 'CONFIRM', input })}
        />
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

/** The purchase confirmation: points and coupon are chosen here, the purchase machine does the rest. */
function PurchasePopup({
  productId,
  productName,
  price,
  allowPoints,
  sending,
  onClose,
  onConfirm,
}: {
  productId: string;
  productName: string;
  price: number;
  allowPoints: boolean;
  sending: boolean;
  onClose: () => void;
  onConfirm: (input: GachaPurchaseInput) => void;
}) {
  const [points, setPoints] = useState(0);
  const [couponId, setCouponId] = useState<string | null>(null);
  const pointsBalance = usePointsBalance(allowPoints);
  const pointsLimit = usePointsLimitPercent(allowPoints);
  const tokens = useTokenBalance();
  const coupons = useGachaCoupons(productId, true);
  const couponList = coupons.data?.data ?? [];
  const coupon = couponList.find((c) => c.id === couponId);
  const pointsOff = checkPointsSpend(points, { price, balance: points }).ok ? pointsToCurrency(points) : 0;
  const payable = Math.max(0, price - pointsOff - Math.min(coupon?.amount ?? 0, price - pointsOff));

  const confirm = () =>
    onConfirm({
      request: { payment_method: 'balance', ...(points > 0 ? { points_discount: points } : {}), coupon_id: couponId },
      payable,
      tokens: tokens.data,
    });

  // Portalled to <body>, above the tab bar: the page's transition layer makes its own stacking context.
  return createPortal(
    <div className="gacha-popup" role="presentation" onClick={sending ? undefined : onClose}>
      <div className="gacha-popup__panel" role="dialog" aria-modal="true" aria-label="確認購買" onClick={(e) => e.stopPropagation()}>
        <h2>確認購買</h2>
        <p className="gacha-popup__line">
          <span>{productName}</span>
          <span>×1</span>
        </p>
        <p className="gacha-popup__line">
          <span>價格</span>
          <span>{price} 代幣</span>
        </p>
        {allowPoints ? (
          <PointsStepper
            price={price}
            balance={pointsBalance.data?.points ?? 0}
            limitPercent={pointsLimit}
            value={points}
            onChange={setPoints}
            disabled={sending}
          />
        ) : null}
        <CouponPicker coupons={couponList} value={couponId} onChange={setCouponId} price={price - pointsOff} disabled={sending} />
        <p className="gacha-popup__line gacha-popup__total">
          <span>應付代幣</span>
          <strong data-testid="gacha-payable">{payable}</strong>
        </p>
        {tokens.data !== undefined ? <p className="gacha-popup__balance">代幣餘額 {tokens.data}</p> : null}
        <div className="gacha-popup__actions">
          <button type="button" className="gacha-btn gacha-btn--ghost" onClick={onClose} disabled={sending}>
            取消
          </button>
          <button type="button" className="gacha-btn" onClick={confirm} disabled={sending} data-testid="gacha-confirm">
            {sending ? '轉蛋中…' : '確認購買'}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
