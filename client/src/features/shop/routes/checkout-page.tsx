// /checkout — 結帳 (spec 002 §2, §4, §5): the ticked cart lines, the recipient (picked from the
// member's address book, the default preselected, or a new address added there; the server checks
// the same rules on the name, phone and address sent), shipping method,
// bonus points, coupon, tokens or card, the e-invoice (card: the saved settings, pre-checked; a gap
// sends the shopper to /settings/invoice). The steps are the checkout machine's.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { fromPromise } from 'xstate';
import {
  checkInvoice,
  checkRecipient,
  constants,
  invoiceFieldsFromSettings,
  messages,
  RECHARGE_INVOICE_SETTINGS_PATH,
  type Address,
  type AddressRequest,
  type CheckoutRequest,
  type CouponsResponse,
} from '@shop/contracts';
import { addressKeys, addressLine, saveAddress, useAddresses } from '../../../api/addresses';
import { useInvoiceSettings } from '../../../api/get-invoice-settings';
import { usePointsBalance } from '../../../api/get-points-balance';
import { usePointsLimitPercent } from '../../../api/get-points-limit';
import { useTokenBalance } from '../../../api/get-token-balance';
import { memberKeys, refreshMemberData } from '../../../api/member-keys';
import { AddressForm } from '../../../components/address-form/address-form';
import { CouponPicker } from '../../../components/coupon-picker/coupon-picker';
import { PageHeader } from '../../../components/page-header/page-header';
import { PointsStepper } from '../../../components/points-stepper/points-stepper';
import { EmptyState } from '../../../components/state/state-views';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { submitPaymentForm } from '../../../lib/payment-form';
import { showToast } from '../../../stores/toast.store';
import { createOrder, getPaymentForm } from '../api/shop-api';
import { cart, clearSelected, selectedItems, totalOf } from '../cart.store';
import { checkoutMachine } from '../machines/checkout.machine';
import { SHIPPING_METHOD_LABELS } from '../order-labels';
import '../shop.css';

type Method = 'balance' | 'credit_card';
const SHIPPING_METHODS = ['standard', 'express'] as const;

export default function CheckoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { items } = useSnapshot(cart);
  const lines = selectedItems(items);
  const amount = totalOf(lines);
  const book = useAddresses();
  const tokens = useTokenBalance();
  const points = usePointsBalance();
  const pointsLimit = usePointsLimitPercent();
  const invoiceSettings = useInvoiceSettings();
  const coupons = useQuery({
    queryKey: [...memberKeys.wallet(), 'coupons', { category_id: 'shop', amount }],
    queryFn: ({ signal }) => apiRequest<CouponsResponse>(`/user/coupons?category_id=shop&amount=${amount}`, { signal }),
    select: (answer) => answer.data,
  });

  // The address picked; until one is, the default (or the first) of the book.
  const [addressId, setAddressId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const chosen: Address | null = book.data?.find((a) => a.id === addressId) ?? book.data?.find((a) => a.is_default) ?? book.data?.[0] ?? null;
  const addAddress = useMutation({
    mutationFn: (input: AddressRequest) => saveAddress(null, input),
    onSuccess: (list) => {
      const known = new Set(book.data?.map((a) => a.id));
      queryClient.setQueryData(addressKeys.all(), list);
      setAddressId(list.find((a) => !known.has(a.id))?.id ?? null);
      setAdding(false);
    },
  });
  const [shipping, setShipping] = useState<(typeof SHIPPING_METHODS)[number]>('standard');
  const [note, setNote] = useState('');
  const [method, setMethod] = useState<Method>('balance');
  const [pointsUsed, setPointsUsed] = useState(0);
  const [couponId, setCouponId] = useState<string | null>(null);

  const coupon = coupons.data?.find((c) => c.id === couponId) ?? null;
  const pointsWorth = Math.floor(pointsUsed / constants.points.pointsPerCurrencyUnit);
  const couponDiscount = coupon ? Math.min(coupon.amount, amount - pointsWorth) : 0;
  const payable = Math.max(0, amount - pointsWorth - couponDiscount);

  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        createOrder: fromPromise(async ({ input }) => ({ orderNumber: (await createOrder(input)).data.order_number })),
        fetchPaymentForm: fromPromise(async ({ input }) => ({ formHtml: (await getPaymentForm(input)).data.form_html })),
      },
      actions: {
        showMessage: (_, { message }) => void showToast(message, 'error'),
        clearCheckedOutLines: () => {
          clearSelected();
          void refreshMemberData(queryClient);
        },
        goToRecharge: () => void navigate('/recharge'),
        goToResult: (_, { orderNumber }) =>
          void navigate(`/order/success?${new URLSearchParams({ orderId: orderNumber, orderType: 'shop', status: 'success' })}`, { replace: true }),
        submitPaymentForm: (_, { html }) => {
          if (!submitPaymentForm(html)) showToast('獲取支付表單失敗，請稍後再試', 'error');
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const busy = !snapshot.matches('idle') && !snapshot.matches('failed');

  if (lines.length === 0 && snapshot.matches('idle')) {
    return (
      <div className="page checkout-page">
        <PageHeader title="結帳" />
        <EmptyState
          title="沒有要結帳的商品"
          action={
            <Link to="/cart" className="btn btn--primary btn--small">
              回購物車
            </Link>
          }
        />
      </div>
    );
  }

  const submit = () => {
    // An address being added is not chosen until it is saved.
    if (!chosen || adding) {
      showToast(messages.box.selectAddress, 'error');
      return;
    }
    const recipient = { name: chosen.name, phone: chosen.phone, address: addressLine(chosen) };
    const address = checkRecipient(recipient);
    if (!address.ok) {
      showToast(address.message, 'error');
      return;
    }
    let invoice: Partial<CheckoutRequest> = {};
    if (method === 'credit_card') {
      const checked = invoiceSettings.data ? checkInvoice(invoiceFieldsFromSettings(invoiceSettings.data)) : null;
      if (!checked?.ok) {
        showToast(checked?.message ?? '請先設定發票類型', 'error');
        void navigate(RECHARGE_INVOICE_SETTINGS_PATH);
        return;
      }
      const i = checked.invoice;
      invoice = {
        invoice_type: i.invoice_type,
        email: i.email,
        carrier_code: i.carrier_code,
        buyer_ubn: i.tax_id,
        buyer_name: i.company_name,
        donation_code: i.donation_code,
      };
    }
    const request: CheckoutRequest = {
      items: lines.map((l) => ({ product_id: l.id, quantity: l.quantity, price: l.price, type: l.type })),
      payment_method: method,
      customer_note: note,
      shipping_method: shipping,
      points_discount: pointsUsed,
      coupon_id: couponId,
      recipient_name: recipient.name,
      recipient_phone: recipient.phone,
      recipient_address: recipient.address,
      ...invoice,
    };
    send({ type: 'SUBMIT', input: { request, payable, tokens: tokens.data ?? 0 } });
  };

  return (
    <div className="page checkout-page">
      <PageHeader title="結帳" />
      <div className="page-body">
        <section className="card checkout-section">
          <h2 className="section-title">收件資訊</h2>
          {book.isPending ? (
            <p className="text-muted">載入中…</p>
          ) : book.isError ? (
            <div className="checkout-address-error" role="alert">
              <span className="form-error">{messages.address.fetchFailed}</span>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void book.refetch()}>
                重試
              </button>
            </div>
          ) : adding || book.data.length === 0 ? (
            <AddressForm
              initial={null}
              error={addAddress.error ? errorMessage(addAddress.error) : null}
              busy={addAddress.isPending}
              onSave={(input) => addAddress.mutate(input)}
              onCancel={
                book.data.length
                  ? () => {
                      addAddress.reset();
                      setAdding(false);
                    }
                  : undefined
              }
            />
          ) : (
            <>
              <ul className="checkout-addresses" data-testid="checkout-addresses">
                {book.data.map((a) => (
                  <li key={a.id}>
                    <label className="checkout-address" data-testid="checkout-address">
                      <input type="radio" name="address" checked={a.id === chosen?.id} onChange={() => setAddressId(a.id)} disabled={busy} />
                      <span>
                        <strong>{a.name}</strong> <span className="num">{a.phone}</span>
                        {a.is_default && <em className="checkout-address__default">預設</em>}
                        <br />
                        {addressLine(a)}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <div className="checkout-address-actions">
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => setAdding(true)}
                  disabled={busy}
                  data-testid="checkout-add-address"
                >
                  ＋ 新增地址
                </button>
                <Link to="/settings/address" className="btn btn--ghost btn--small">
                  管理地址
                </Link>
              </div>
            </>
          )}
          <p className="text-muted checkout-hint">不提供超商取貨，約 5–10 個工作天送達。</p>
        </section>

        <section className="card checkout-section">
          <h2 className="section-title">商品（{lines.length}）</h2>
          <ul className="checkout-lines">
            {lines.map((l) => (
              <li key={l.id} className="checkout-line">
                <img src={l.image} alt="" />
                <span className="checkout-line__title">{l.title}</span>
                <span className="num">
                  NT$ {l.price} × {l.quantity}
                </span>
              </li>
            ))}
          </ul>
          <label className="checkout-field">
            <span>配送方式</span>
            <select value={shipping} onChange={(e) => setShipping(e.target.value as typeof shipping)}>
              {SHIPPING_METHODS.map((m) => (
                <option key={m} value={m}>
                  {SHIPPING_METHOD_LABELS[m]}（免運）
                </option>
              ))}
            </select>
          </label>
          <label className="checkout-field">
            <span>備註</span>
            <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={2} />
          </label>
        </section>

        <section className="card checkout-section">
          <h2 className="section-title">折抵</h2>
          <PointsStepper
            price={amount}
            balance={points.data?.points ?? 0}
            limitPercent={pointsLimit}
            value={pointsUsed}
            onChange={setPointsUsed}
            disabled={busy}
          />
          <CouponPicker coupons={coupons.data ?? []} value={couponId} onChange={setCouponId} price={amount} disabled={busy} />
        </section>

        <section className="card checkout-section">
          <h2 className="section-title">付款方式</h2>
          <label className="checkout-radio">
            <input type="radio" name="pay" checked={method === 'balance'} onChange={() => setMethod('balance')} data-testid="pay-balance" />
            代幣支付<span className="text-muted num">（餘額 {tokens.data ?? '—'}）</span>
          </label>
          <label className="checkout-radio">
            <input type="radio" name="pay" checked={method === 'credit_card'} onChange={() => setMethod('credit_card')} data-testid="pay-card" />
            信用卡
          </label>
          {method === 'credit_card' && (
            <p className="text-muted checkout-hint">
              電子發票依您的
              <Link to={RECHARGE_INVOICE_SETTINGS_PATH}>發票設定</Link>
              開立
            </p>
          )}
        </section>

        <section className="card checkout-section checkout-summary">
          <div>
            <span>商品金額</span>
            <span className="num">NT$ {amount}</span>
          </div>
          <div>
            <span>運費</span>
            <span className="num">NT$ 0</span>
          </div>
          {pointsWorth > 0 && (
            <div>
              <span>紅利折抵</span>
              <span className="num">−NT$ {pointsWorth}</span>
            </div>
          )}
          {couponDiscount > 0 && (
            <div>
              <span>優惠券</span>
              <span className="num">−NT$ {couponDiscount}</span>
            </div>
          )}
        </section>
      </div>
      <div className="shop-action-bar cart-bar">
        <span className="cart-bar__total">
          應付{' '}
          <strong className="num" data-testid="checkout-payable">
            NT$ {payable}
          </strong>
        </span>
        <button type="button" className="btn btn--primary" onClick={submit} disabled={busy} data-testid="checkout-submit">
          {busy ? '處理中…' : '確認付款'}
        </button>
      </div>
    </div>
  );
}
