// /recharge — 儲值: pick an amount, check the saved invoice, go to the payment gateway (spec 002 §4, §5, §7).
// A failed invoice pre-check shows its toast and sends the user to /settings/invoice.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@shop/contracts';
import { ChevronRightIcon, CoinIcon } from '../../../components/icons/icons';
import { PageHeader } from '../../../components/page-header/page-header';
import { isApiError } from '../../../lib/api-client';
import { useInvoiceSettings } from '../../../api/get-invoice-settings';
import { submitPaymentForm } from '../../../lib/payment-form';
import { showToast } from '../../../stores/toast.store';
import { useTokenBalance } from '../../../api/get-token-balance';
import { useCreateRecharge } from '../api/create-recharge';
import { AmountPicker } from '../components/amount-picker';
import { InvoiceFields } from '../components/invoice-fields';
import { ListIcon } from '../components/wallet-icons';
import { initialRechargeAmount, invoiceSettingsFromRecharge, precheckRecharge } from '../recharge-form';
import '../wallet.css';

const INVOICE_MESSAGES: ReadonlySet<string> = new Set(Object.values(messages.invoice));

export default function RechargePage() {
  const navigate = useNavigate();
  const balance = useTokenBalance();
  const recharge = useCreateRecharge();
  const invoice = useInvoiceSettings();
  const [params] = useSearchParams();
  // Back from the invoice settings with the amount chosen before.
  const [amount, setAmount] = useState<number>(() => initialRechargeAmount(params.get('amount')));
  // True from the answer until the browser has left for the gateway.
  const [leaving, setLeaving] = useState(false);

  // Coming back from the gateway with the browser's back button restores this page from cache.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const toInvoiceSettings = (message: string) => {
    showToast(message, 'error');
    navigate(invoiceSettingsFromRecharge(amount));
  };

  const submit = () => {
    const checked = precheckRecharge(amount, invoice.data);
    if (!checked.ok) return toInvoiceSettings(checked.message);
    recharge.mutate(checked.request, {
      onSuccess: ({ data }) => {
        if (submitPaymentForm(data.payment_form)) setLeaving(true);
        else showToast(messages.recharge.failed, 'error');
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 401) return;
        // The server refused an invoice pre-check (002 §5): say why and send the user to the invoice settings.
        if (isApiError(failure) && failure.status === 400 && INVOICE_MESSAGES.has(failure.message)) return toInvoiceSettings(failure.message);
        showToast(messages.recharge.failed, 'error');
      },
    });
  };

  const busy = recharge.isPending || leaving || invoice.isPending;

  return (
    <div className="page wallet-page">
      <PageHeader
        title="儲值"
        end={
          <Link to="/recharge-details" className="wallet-link" aria-label="儲值紀錄">
            <ListIcon size={22} />
          </Link>
        }
      />
      <div className="page-body">
        <section className="wallet-hero" aria-label="代幣餘額">
          <span className="wallet-hero__label">
            <CoinIcon size={18} /> 我的代幣
          </span>
          <p className="wallet-hero__value num" data-testid="token-balance">
            {balance.data === undefined ? '—' : balance.data.toLocaleString('zh-TW')}
            <span className="wallet-hero__unit">枚</span>
          </p>
          <p className="wallet-hero__note">1 代幣 = NT$1，代幣永久有效</p>
          <div className="wallet-hero__actions">
            <Link to="/recharge-details" className="wallet-hero__link">
              儲值紀錄 <ChevronRightIcon size={16} />
            </Link>
          </div>
        </section>

        <section className="card wallet-section" aria-labelledby="recharge-amount-title">
          <div className="wallet-section__head">
            <h2 id="recharge-amount-title" className="section-title">
              選擇儲值金額
            </h2>
            <span className="wallet-section__hint">單位：代幣</span>
          </div>
          <AmountPicker value={amount} onChange={setAmount} />
        </section>

        <section className="card wallet-section" aria-labelledby="recharge-invoice-title">
          <div className="wallet-section__head">
            <h2 id="recharge-invoice-title" className="section-title">
              發票資訊
            </h2>
            <Link to={invoiceSettingsFromRecharge(amount)} className="wallet-section__hint" data-testid="recharge-invoice-edit">
              修改發票設定 <ChevronRightIcon size={14} />
            </Link>
          </div>
          {invoice.data ? (
            <InvoiceFields settings={invoice.data} />
          ) : (
            <p className="invoice-summary invoice-summary--empty">{invoice.isError ? '無法載入發票設定' : '載入中…'}</p>
          )}
        </section>

        <section className="card wallet-section" aria-label="儲值說明">
          <ul className="wallet-notes">
            <li>付款將以信用卡於藍新金流（NewebPay）安全頁面完成。</li>
            <li>付款完成後代幣立即入帳，可於「儲值紀錄」查詢。</li>
            <li>代幣可用於一番賞、盒玩、轉蛋及商城購物。</li>
            <li>{messages.recharge.tokenRefundRule}</li>
          </ul>
        </section>

        <div className="pay-bar">
          <div className="pay-bar__total">
            <span className="pay-bar__label">應付金額</span>
            <span className="pay-bar__amount num" data-testid="recharge-total">
              NT$ {amount.toLocaleString('zh-TW')}
            </span>
          </div>
          <button type="button" className="btn btn--primary" onClick={submit} disabled={busy} data-testid="recharge-submit">
            {busy ? '前往付款中…' : '立即儲值'}
          </button>
        </div>
      </div>
    </div>
  );
}
