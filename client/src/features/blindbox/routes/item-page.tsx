// /blindbox/item/:packageId?index= — the slot page: the slot is held for 150 s (at zero the member
// goes back to the box), hint and insight cards, change slot, and buy (slot.machine.ts).
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { checkPointsSpend, messages, pointsToCurrency } from '@shop/contracts';
import { refreshMemberData } from '../../../api/member-keys';
import { usePointsBalance } from '../../../api/get-points-balance';
import { usePointsLimitPercent } from '../../../api/get-points-limit';
import { useTokenBalance } from '../../../api/get-token-balance';
import { CouponPicker } from '../../../components/coupon-picker/coupon-picker';
import { PointsStepper } from '../../../components/points-stepper/points-stepper';
import { PageHeader } from '../../../components/page-header/page-header';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../stores/toast.store';
import {
  blindboxKeys,
  buyItem,
  lockSlot,
  packageQueryOptions,
  releaseSlot,
  spendHintCard,
  spendInsightCard,
  useBlindboxCoupons,
  useToolCount,
} from '../api/blindbox-api';
import { RarityBadge } from '../components/rarity';
import { slotMachine } from '../machines/slot.machine';
import './blindbox.css';

/** An API failure as the machine reads it: status and message. */
const asCall = (error: unknown) =>
  isApiError(error) ? { status: error.status, message: error.message } : { status: 0, message: messages.blindbox.operationFailed };
const call = async <T,>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw asCall(error);
  }
};

export default function BlindboxItemPage() {
  const { packageId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const index = params.get('index');
  const itemIndex = index !== null && /^\d+$/.test(index) ? Number(index) : null;
  const productId = params.get('product');
  const backToBox = productId ? `/blindbox/detail/${encodeURIComponent(productId)}?package=${encodeURIComponent(packageId)}` : '/blindbox';

  const [machine] = useState(() =>
    slotMachine.provide({
      actors: {
        lockSlot: fromPromise(({ input }) => call(async () => ({ remain: (await lockSlot(input.packageId, input.itemIndex)).data.remain }))),
        useHint: fromPromise(({ input }) => call(async () => (await spendHintCard(input.packageId, input.itemIndex)).data.not_me_item)),
        useInsight: fromPromise(({ input }) => call(async () => (await spendInsightCard(input.packageId, input.itemIndex)).data.current_item)),
        buy: fromPromise(({ input }) =>
          call(async () => {
            const order = await buyItem(input.packageId, input.itemIndex, input.points, input.couponId);
            void refreshMemberData(queryClient);
            return { orderId: order.data.order_id };
          }),
        ),
      },
      actions: {
        showMessage: (_, { message }) => void showToast(message, 'error'),
        goBack: () => void navigate(backToBox, { replace: true }),
        goToRecharge: () => void navigate('/recharge'),
        goToResult: (_, { orderId }) =>
          void navigate(
            `/blindbox/result?order_id=${orderId}&product_id=${encodeURIComponent(productId ?? '')}&package_id=${encodeURIComponent(packageId)}`,
            {
              replace: true,
            },
          ),
        refreshTools: () => void queryClient.invalidateQueries({ queryKey: blindboxKeys.toolCount() }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { packageId, itemIndex } });
  const { context } = snapshot;
  const held = snapshot.matches('held');
  const tools = useToolCount();
  const pkg = useQuery(packageQueryOptions(packageId));
  const price = pkg.data?.data?.package.single_draw_price;
  const allowPoints = pkg.data?.data?.package.allow_point_payment ?? false;
  const confirming = snapshot.matches({ held: { flow: 'confirming' } });
  const paying = snapshot.matches({ held: { flow: 'paying' } });
  const [points, setPoints] = useState(0);
  const [couponId, setCouponId] = useState<string | null>(null);
  const pointsBalance = usePointsBalance(allowPoints && (confirming || paying));
  const pointsLimit = usePointsLimitPercent(allowPoints && (confirming || paying));
  const tokens = useTokenBalance(confirming || paying);
  const coupons = useBlindboxCoupons(confirming || paying ? (pkg.data?.data?.product.id ?? productId) : null);
  const couponList = coupons.data?.data ?? [];
  const coupon = couponList.find((c) => c.id === couponId);
  const pointsOff = price !== undefined && checkPointsSpend(points, { price, balance: points }).ok ? pointsToCurrency(points) : 0;
  const payable = price === undefined ? undefined : Math.max(0, price - pointsOff - Math.min(coupon?.amount ?? 0, price - pointsOff));

  // Leaving the page gives the slot back (best effort: the 150 s expiry is the backstop); not after a purchase.
  useEffect(() => {
    const release = () => void releaseSlot(packageId).catch(() => {});
    window.addEventListener('pagehide', release);
    return () => {
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [packageId]);

  const counts = tools.data?.data;
  const refusal = context.refusal;
  const busy = !snapshot.matches({ held: { flow: 'idle' } });
  return (
    <div className="page bb-page">
      <PageHeader title={`第 ${itemIndex === null ? '-' : itemIndex + 1} 號盒`} />
      <div className="page-body">
        <section className="bb-held card" data-testid="slot-held">
          <div className="bb-held__box" aria-hidden="true">
            {context.insight ? <img src={context.insight.image_url} alt="" /> : <span>?</span>}
          </div>
          {refusal ? (
            <div className="bb-held__refusal" role="alert" data-testid="hold-refusal">
              <p>{refusal.message}</p>
              {refusal.status === 402 && (
                <button type="button" className="btn btn--primary" onClick={() => void navigate('/recharge')} data-testid="hold-refusal-recharge">
                  前往儲值
                </button>
              )}
            </div>
          ) : (
            <p className="bb-held__timer num" data-testid="countdown">
              {held ? `保留 ${context.remain} 秒` : '鎖定中…'}
            </p>
          )}
          {context.insight && (
            <p className="bb-held__insight" data-testid="insight-item">
              透視結果：<b>{context.insight.name}</b> <RarityBadge rarity={context.insight.rarity} />
            </p>
          )}
          {context.hints.length > 0 && (
            <ul className="bb-held__hints" data-testid="hints">
              {context.hints.map((h, i) => (
                <li key={`${h.name}-${i}`}>
                  提示：這盒不是 <b>{h.name}</b>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="bb-tools card">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={!held || busy}
            onClick={() => send({ type: 'USE_HINT' })}
            data-testid="use-hint"
          >
            {messages.blindbox.hintCard}（{counts?.shake_card ?? 0}）
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={!held || busy}
            onClick={() => send({ type: 'USE_INSIGHT' })}
            data-testid="use-insight"
          >
            {messages.blindbox.insightCard}（{counts?.insight_card ?? 0}）
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void navigate(backToBox, { replace: true })} data-testid="change-slot">
            換一個盒位
          </button>
        </section>

        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={!held || busy}
          onClick={() => send({ type: 'BUY' })}
          data-testid="buy-slot"
        >
          購買這一盒{price !== undefined ? `（${price} 代幣）` : ''}
        </button>
      </div>

      {(confirming || paying) &&
        createPortal(
          <div className="bb-overlay" role="alertdialog" aria-modal="true" aria-label="確認購買">
            <div className="bb-dialog bb-dialog--pay card">
              <p>確定購買第 {itemIndex === null ? '-' : itemIndex + 1} 號盒？</p>
              <p className="bb-pay__line">
                <span>價格</span>
                <span className="num">{price ?? '-'} 代幣</span>
              </p>
              {allowPoints && price !== undefined && (
                <PointsStepper
                  price={price}
                  balance={pointsBalance.data?.points ?? 0}
                  limitPercent={pointsLimit}
                  value={points}
                  onChange={setPoints}
                  disabled={paying}
                />
              )}
              {price !== undefined && (
                <CouponPicker coupons={couponList} value={couponId} onChange={setCouponId} price={price - pointsOff} disabled={paying} />
              )}
              <p className="bb-pay__line bb-pay__total">
                <span>應付代幣</span>
                <b className="num" data-testid="blindbox-payable">
                  {payable ?? '-'}
                </b>
              </p>
              {tokens.data !== undefined && <p className="text-muted bb-pay__balance num">代幣餘額 {tokens.data}</p>}
              <div className="bb-dialog__actions">
                <button type="button" className="btn btn--ghost" onClick={() => send({ type: 'CANCEL' })} disabled={paying}>
                  取消
                </button>
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => send({ type: 'CONFIRM', payment: { points: pointsOff > 0 ? points : 0, couponId: coupon ? couponId : null } })}
                  disabled={paying || price === undefined}
                  data-testid="confirm-buy"
                >
                  {paying ? '購買中…' : '確定購買'}
                </button>
              </div>
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}
