import type { InvoiceSettings } from '@shop/contracts';
import { checkInvoiceForm, CUSTOM_DONATION, formFromSettings, type InvoiceForm } from './invoice-form';

const base: InvoiceForm = {
  invoiceType: 'personal',
  email: 'a@b.tw',
  mobileCarrier: '',
  companyName: '',
  companyTaxId: '',
  donationCode: '88888',
  customDonation: '',
};
const form = (patch: Partial<InvoiceForm>): InvoiceForm => ({ ...base, ...patch });

describe('the invoice settings form', () => {
  it('needs an e-mail, in a valid format unless donating', () => {
    expect(checkInvoiceForm(form({ email: ' ' }))).toEqual({ ok: false, field: 'email', message: '請填寫電子郵件' });
    expect(checkInvoiceForm(form({ email: 'nope' }))).toEqual({ ok: false, field: 'email', message: '請輸入正確的 E-mail 格式' });
    expect(checkInvoiceForm(form({ invoiceType: 'donation', email: 'nope' })).ok).toBe(true);
    expect(checkInvoiceForm(form({ invoiceType: 'none' }))).toEqual({
      ok: true,
      steps: [{ path: 'email', body: { email: 'a@b.tw', invoice_type: 'none' } }],
    });
  });

  it('checks and upper-cases a mobile carrier', () => {
    for (const bad of ['', '/12', '123-ABCD', '/123_ABC', '/123-ABCD']) {
      expect(checkInvoiceForm(form({ mobileCarrier: bad }))).toEqual({
        ok: false,
        field: 'mobileCarrier',
        message: '手機載具格式錯誤，EX: /123-ABC',
      });
    }
    expect(checkInvoiceForm(form({ mobileCarrier: '/1.+-abc' }))).toEqual({
      ok: true,
      steps: [
        { path: 'carrier', body: { carrier_number: '/1.+-ABC' } },
        { path: 'email', body: { email: 'a@b.tw', invoice_type: 'personal' } },
      ],
    });
  });

  it('needs a company title, then an 8-digit tax id', () => {
    expect(checkInvoiceForm(form({ invoiceType: 'company', companyTaxId: '12345678' }))).toMatchObject({
      field: 'companyName',
      message: '請填寫公司行號抬頭',
    });
    expect(checkInvoiceForm(form({ invoiceType: 'company', companyName: '好物', companyTaxId: '1234' }))).toMatchObject({
      field: 'companyTaxId',
      message: '統一編號須為 8 碼數字',
    });
    expect(checkInvoiceForm(form({ invoiceType: 'company', companyName: ' 好物 ', companyTaxId: '12345678' }))).toMatchObject({
      ok: true,
      steps: [{ path: 'tax-id', body: { company_name: '好物', tax_id: '12345678' } }, { path: 'email' }],
    });
  });

  it('needs a donation body, listed or typed in', () => {
    expect(checkInvoiceForm(form({ invoiceType: 'donation', donationCode: '' }))).toMatchObject({
      field: 'donationCode',
      message: '請選擇受捐贈機關',
    });
    expect(checkInvoiceForm(form({ invoiceType: 'donation', donationCode: CUSTOM_DONATION, customDonation: '1' }))).toMatchObject({
      field: 'customDonation',
      message: '請選擇受捐贈機關',
    });
    expect(checkInvoiceForm(form({ invoiceType: 'donation', donationCode: CUSTOM_DONATION, customDonation: '5678' }))).toMatchObject({
      steps: [{ path: 'donation', body: { donation_code: '5678' } }, { path: 'email' }],
    });
  });

  it('fills the form from saved settings, an unlisted code as a typed one', () => {
    const saved: InvoiceSettings = {
      invoice_type: 'donation',
      email: 'a@b.tw',
      carrier_number: '',
      carrier_code: '',
      tax_id: '',
      company_name: '',
      donation_code: '5678',
      donations: [{ code: '88888', name: '兒童癌症基金會' }],
    };
    expect(formFromSettings(saved)).toMatchObject({ invoiceType: 'donation', donationCode: CUSTOM_DONATION, customDonation: '5678' });
    expect(formFromSettings({ ...saved, donation_code: '' })).toMatchObject({ donationCode: '88888', customDonation: '' });
  });
});
