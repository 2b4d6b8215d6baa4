// The address form of the box dialog, /settings/address and /checkout (spec 002 §5): recipient, phone, city
// and district from the Taiwan list, detail, default. Checked with the server's own schema first; an edit
// needs a change. In settings a missing field reads 請填寫完整地址資訊 and a bad phone the settings wording.
import { useState, type FormEvent } from 'react';
import { addressRequestSchema, messages, taiwanDistricts, type Address, type AddressRequest } from '@shop/contracts';
import './address-form.css';

const FIELDS = ['name', 'phone', 'city', 'district', 'address_detail', 'is_default'] as const;

export function AddressForm({
  initial,
  error,
  busy,
  onSave,
  onCancel,
  settings = false,
}: {
  initial: Address | null;
  /** The /settings/address wording (spec 002 §5). */
  settings?: boolean;
  error: string | null;
  busy: boolean;
  onSave: (input: AddressRequest) => void;
  onCancel?: () => void;
}) {
  const [form, setForm] = useState({
    name: initial?.name ?? '',
    phone: initial?.phone ?? '',
    city: initial?.city ?? '',
    district: initial?.district ?? '',
    address_detail: initial?.address_detail ?? '',
    is_default: initial?.is_default ?? false,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const districts = taiwanDistricts.find((c) => c.city === form.city)?.districts ?? [];
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (initial && FIELDS.every((f) => form[f] === initial[f])) return setProblem(messages.address.unchanged);
    if (settings && FIELDS.some((f) => typeof form[f] === 'string' && !form[f].trim())) return setProblem(messages.address.incomplete);
    const parsed = addressRequestSchema.safeParse(form);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? messages.address.incomplete;
      return setProblem(settings && message === messages.address.phoneInvalid ? messages.address.phoneInvalidSettings : message);
    }
    setProblem(null);
    onSave(form);
  };

  return (
    <form className="address-form" onSubmit={submit} noValidate data-testid="address-form">
      <label className="field">
        <span>收件人姓名</span>
        <input className="input" value={form.name} maxLength={30} onChange={(e) => set({ name: e.target.value })} data-testid="address-name" />
      </label>
      <label className="field">
        <span>手機號碼</span>
        <input
          className="input"
          inputMode="tel"
          maxLength={10}
          value={form.phone}
          placeholder="0912345678"
          onChange={(e) => set({ phone: e.target.value })}
          data-testid="address-phone"
        />
      </label>
      <div className="address-form__area">
        <label className="field">
          <span>縣市</span>
          <select className="input" value={form.city} onChange={(e) => set({ city: e.target.value, district: '' })} data-testid="address-city">
            <option value="">請選擇</option>
            {taiwanDistricts.map((c) => (
              <option key={c.city}>{c.city}</option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>鄉鎮市區</span>
          <select
            className="input"
            value={form.district}
            onChange={(e) => set({ district: e.target.value })}
            disabled={!form.city}
            data-testid="address-district"
          >
            <option value="">請選擇</option>
            {districts.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </label>
      </div>
      <label className="field">
        <span>詳細地址</span>
        <input className="input" value={form.address_detail} onChange={(e) => set({ address_detail: e.target.value })} data-testid="address-detail" />
      </label>
      <label className="address-form__default">
        <input type="checkbox" checked={form.is_default} onChange={(e) => set({ is_default: e.target.checked })} /> 設為預設地址
      </label>
      {(problem ?? error) && (
        <p className="form-error" role="alert" data-testid="address-error">
          {problem ?? error}
        </p>
      )}
      <div className="address-form__actions">
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            取消
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="address-save">
          儲存地址
        </button>
      </div>
    </form>
  );
}
