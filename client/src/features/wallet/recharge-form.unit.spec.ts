import type { InvoiceSettings } from '@shop/contracts';
import { invoiceSummary, precheckRecharge } from './recharge-form';

const saved = (patch: Partial<InvoiceSettings>): InvoiceSettings => ({
  invoice_type: 'personal',
  email: 'a@b.tw',
  carrier_number: '/123-ABC',
  carrier_code: '/123-ABC',
  tax_id: '',
  company_name: '',
  donation_code: '',
  donations: [{ code: '919', name: '創世基金會' }],
  ...patch,
});

describe('recharge pre-checks on the saved invoice settings', () => {
  it('passes complete settings and sends only the amount', () => {
    expect(precheckRecharge(500, saved({}))).toEqual({ ok: true, request: { amount: 500 } });
    expect(precheckRecharge(100, saved({ invoice_type: 'donation', email: 'not-checked', donation_code: '919' })).ok).toBe(true);
  });

  it('fails with the spec message for each missing piece', () => {
    expect(precheckRecharge(500, undefined)).toEqual({ ok: false, message: '請先設定發票類型' });
    expect(precheckRecharge(500, saved({ invoice_type: 'none' }))).toEqual({ ok: false, message: '請先設定發票類型' });
    expect(precheckRecharge(500, saved({ email: '' }))).toEqual({ ok: false, message: '請填寫電子郵件' });
    expect(precheckRecharge(500, saved({ email: 'nope' }))).toEqual({ ok: false, message: '請輸入正確的 E-mail 格式' });
    expect(precheckRecharge(500, saved({ carrier_number: '' }))).toEqual({ ok: false, message: '手機載具格式錯誤，EX: /123-ABC' });
    expect(precheckRecharge(500, saved({ invoice_type: 'company', tax_id: '12345678' }))).toEqual({ ok: false, message: '請填寫公司行號抬頭' });
    expect(precheckRecharge(500, saved({ invoice_type: 'company', company_name: '好物' }))).toEqual({ ok: false, message: '統一編號須為 8 碼數字' });
    expect(precheckRecharge(500, saved({ invoice_type: 'donation' }))).toEqual({ ok: false, message: '請選擇受捐贈機關' });
  });

  it('summarises the saved invoice', () => {
    expect(invoiceSummary(saved({ invoice_type: 'donation', donation_code: '919' }))).toEqual([
      { label: '發票類型', value: '捐贈發票' },
      { label: '電子郵件', value: 'a@b.tw' },
      { label: '受捐贈機關', value: '創世基金會（919）' },
    ]);
  });
});
