// The gacha detail's purchase: the purchase machine and its popup (points stepper, coupon picker), loaded
// when 立即購買 is first pressed, so the page's first load carries neither (xstate, the stepper and the
// picker). Mounted by the press, it starts the purchase at once; back to idle (closed, or a visitor
// sent to sign in) it tells the page, which unmounts it.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { checkPointsSpend, pointsToCurrency } from '@shop/contracts';
import { usePointsBalance } from '../../../api/get-points-balance';
import { usePointsLimitPercent } from '../../../api/get-points-limit';
import { useTokenBalance } from '../../../api/get-token-balance';
import { refreshMemberData } from '../../../api/member-keys';
import { CouponPicker } from '../../../components/coupon-picker/coupon-picker';
import { PointsStepper } from '../../../components/points-stepper/points-stepper';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { rememberRedirect } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { drawGacha, getPaymentRedirect, useGachaCoupons } from '../api/gacha-api';
import { gachaKeys } from '../api/query-keys';
import { GachaDrawRefused, gachaPurchaseMachine, type GachaPurchaseInput } from '../machines/gacha-purchase.machine';

export default function GachaPurchase({
  id,
  signedIn,
  productName,
  price,
  allowPoints,
  onEnd,
}: {
  id: string;
  signedIn: boolean;
  productName: string;
  price: number;
  allowPoints: boolean;
  /** The purchase is back to idle: the page unmounts it. */
  onEnd: () => void;
}) {
  const navigate = useNavigate();
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
  // The press that mounted this is the purchase's BUY; any later return to idle ends it.
  const bought = useRef(false);
  useEffect(() => {
    if (!bought.current) {
      bought.current = true;
      send({ type: 'BUY', signedIn });
    } else if (purchase.matches('idle')) onEnd();
  }, [purchase, send, signedIn, onEnd]);

  if (purchase.matches('idle')) return null;
  return (
    <PurchasePopup
      productId={id}
      productName={productName}
      price={price}
      allowPoints={allowPoints}
      sending={!purchase.matches('choosing')}
      onClose={() => send({ type: 'CLOSE' })}
      onConfirm={(input) => send({ type: 'CONFIRM', input })}
    />
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
