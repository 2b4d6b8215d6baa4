// /settings/invoice: the member's default invoice (002 §3, §5): type, e-mail and the type's own
// field, checked with the spec's messages before saving. Recharge and card payment use it.
import { useState, type FormEvent, type ReactNode } from 'react';
import { INVOICE_SETTINGS_RETURN_PARAM, messages, type InvoiceSettings, type InvoiceSettingsType } from '@shop/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useInvoiceSettings } from '../../../api/get-invoice-settings';
import { safeRedirectPath } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { useSaveInvoiceSettings } from '../api/save-invoice-settings';
import { checkInvoiceForm, CUSTOM_DONATION, formFromSettings, type InvoiceForm, type InvoiceFormField } from '../invoice-form';
import './settings-page.css';

/** The form's toasts replace each other: 已儲存 takes the place of the last error. */
const TOAST_TOPIC = 'invoice-settings';

const TYPES: { type: InvoiceSettingsType; label: string; hint: string }[] = [
  { type: 'personal', label: '手機條碼載具', hint: '存入手機條碼，中獎自動通知' },
  { type: 'company', label: '公司發票', hint: '開立統一編號' },
  { type: 'donation', label: '捐贈發票', hint: '捐給社福機構' },
  { type: 'none', label: '暫不設定', hint: '每次付款前再設定' },
];

/** The server's words when it gave some, otherwise the spec's 儲存失敗. */
function failure(error: unknown): string {
  return isApiError(error) && (error.fromServer || error.status === 0) ? error.message : messages.common.saveFailed;
}

function Field({ label, problem, children }: { label: string; problem: string | null; children: ReactNode }) {
  return (
    <label className="basic-form__field">
      <span className="basic-form__label">{label}</span>
      {children}
      {problem && (
        <span className="invoice-form__problem" role="alert">
          {problem}
        </span>
      )}
    </label>
  );
}

function InvoiceSettingsForm({ saved, returnTo }: { saved: InvoiceSettings; returnTo: string | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<InvoiceForm>(() => formFromSettings(saved));
  const [problem, setProblem] = useState<{ field: InvoiceFormField | null; message: string } | null>(null);
  const save = useSaveInvoiceSettings();

  const update = (patch: Partial<InvoiceForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const problemOf = (field: InvoiceFormField) => (problem?.field === field ? problem.message : null);
  const input = (
    field: InvoiceFormField,
    extra: { placeholder: string; inputMode?: 'email' | 'numeric' | 'text'; maxLength?: number; autoComplete?: string },
  ) => (
    <input
      className="basic-form__input"
      value={form[field]}
      onChange={(e) => update({ [field]: e.target.value })}
      aria-invalid={problem?.field === field || undefined}
      autoComplete={extra.autoComplete ?? 'off'}
      placeholder={extra.placeholder}
      inputMode={extra.inputMode}
      maxLength={extra.maxLength}
      data-testid={`invoice-settings-${field}`}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkInvoiceForm(form);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      showToast(checked.message, 'error', { topic: TOAST_TOPIC });
      return;
    }
    save.mutate(checked.steps, {
      onSuccess: ({ data }) => {
        setForm(formFromSettings(data));
        showToast(messages.settings.saved, 'success', { topic: TOAST_TOPIC });
        // Sent here by a recharge: back to it.
        if (returnTo) navigate(returnTo, { replace: true });
      },
      onError: (error) => {
        const message = failure(error);
        setProblem({ field: null, message });
        showToast(message, 'error', { topic: TOAST_TOPIC });
      },
    });
  };

  return (
    <form className="basic-form card" onSubmit={onSubmit} noValidate>
      <div className="invoice-types" role="radiogroup" aria-label="發票類型">
        {TYPES.map(({ type, label, hint }) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={form.invoiceType === type}
            className="invoice-types__item"
            onClick={() => update({ invoiceType: type })}
            data-testid={`invoice-settings-type-${type}`}
          >
            <span className="invoice-types__label">{label}</span>
            <span className="invoice-types__hint">{hint}</span>
          </button>
        ))}
      </div>

      <Field label="電子郵件（寄送發票通知）" problem={problemOf('email')}>
        {input('email', { placeholder: 'name@example.com', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
      </Field>

      {form.invoiceType === 'personal' && (
        <Field label="手機條碼載具" problem={problemOf('mobileCarrier')}>
          {input('mobileCarrier', { placeholder: '/123-ABC', maxLength: 8 })}
        </Field>
      )}

      {form.invoiceType === 'company' && (
        <>
          <Field label="公司行號抬頭" problem={problemOf('companyName')}>
            {input('companyName', { placeholder: '公司行號名稱', maxLength: 60, autoComplete: 'organization' })}
          </Field>
          <Field label="統一編號" problem={problemOf('companyTaxId')}>
            {input('companyTaxId', { placeholder: '8 碼數字', inputMode: 'numeric', maxLength: 8 })}
          </Field>
        </>
      )}

      {form.invoiceType === 'donation' && (
        <>
          <Field label="受捐贈機關" problem={problemOf('donationCode')}>
            <select
              className="basic-form__input"
              value={form.donationCode}
              onChange={(e) => update({ donationCode: e.target.value })}
              data-testid="invoice-settings-donationCode"
            >
              <option value="">請選擇受捐贈機關</option>
              {saved.donations.map((d) => (
                <option key={d.code} value={d.code}>
                  {d.name}（{d.code}）
                </option>
              ))}
              <option value={CUSTOM_DONATION}>其他機關（輸入愛心碼）</option>
            </select>
          </Field>
          {form.donationCode === CUSTOM_DONATION && (
            <Field label="愛心碼" problem={problemOf('customDonation')}>
              {input('customDonation', { placeholder: '3 至 7 碼數字', inputMode: 'numeric', maxLength: 7 })}
            </Field>
          )}
        </>
      )}

      {problem && problem.field === null && (
        <p className="basic-form__problem" role="alert" data-testid="invoice-settings-error">
          {problem.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={save.isPending} data-testid="invoice-settings-save">
        {save.isPending ? '儲存中…' : '儲存'}
      </button>
    </form>
  );
}

export default function InvoiceSettingsPage({ title }: { title: string }) {
  const settings = useInvoiceSettings();
  const [params] = useSearchParams();
  const returnTo = safeRedirectPath(params.get(INVOICE_SETTINGS_RETURN_PARAM));
  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="page-body settings">
        {settings.isPending ? (
          <PageLoader />
        ) : settings.isError ? (
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        ) : (
          <InvoiceSettingsForm saved={settings.data} returnTo={returnTo} />
        )}
        <p className="invoice-note">電子發票將寄送至您的電子郵件；儲值與信用卡付款會使用這裡的設定。</p>
      </div>
    </div>
  );
}
