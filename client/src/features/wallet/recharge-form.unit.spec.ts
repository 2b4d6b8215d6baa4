import { EMPTY_FORM, loadRechargeForm, precheckRecharge, saveRechargeInvoice, type RechargeForm } from './recharge-form';

const form = (patch: Partial<RechargeForm>): RechargeForm => ({ ...EMPTY_FORM, amount: 500, ...patch });

describe('recharge pre-checks', () => {
  it('needs an e-mail, in a valid format unless donating', () => {
    expect(precheckRecharge(form({ email: '' }))).toEqual({ ok: false, field: 'email', message: '請填寫電子郵件' });
    expect(precheckRecharge(form({ email: 'nope' }))).toEqual({ ok: false, field: 'email', message: '請輸入正確的 E-mail 格式' });
    expect(precheckRecharge(form({ invoice_type: 'donation', email: 'nope' })).ok).toBe(true);
  });

  it('checks a personal mobile carrier and upper-cases it', () => {
    expect(precheckRecharge(form({ email: 'a@b.tw', carrier_code: '/12' }))).toMatchObject({ ok: false, message: '手機載具格式錯誤，EX: /123-ABC' });
    const ok = precheckRecharge(form({ email: 'a@b.tw', carrier_code: '/123-abc' }));
    expect(ok).toEqual({ ok: true, request: { amount: 500, invoice_type: 'personal', email: 'a@b.tw', carrier_code: '/123-ABC' } });
  });

  it('needs a company title and an 8-digit tax id', () => {
    expect(precheckRecharge(form({ invoice_type: 'company', email: 'a@b.tw' }))).toMatchObject({ field: 'company_name', message: '請填寫公司行號抬頭' });
    expect(precheckRecharge(form({ invoice_type: 'company', email: 'a@b.tw', company_name: '抽抽樂', tax_id: '123' }))).toMatchObject({
      field: 'tax_id',
      message: '統一編號須為 8 碼數字',
    });
  });

  it('needs a donation body', () => {
    expect(precheckRecharge(form({ invoice_type: 'donation', email: 'a@b.tw', donation_code: '' }))).toMatchObject({ message: '請選擇受捐贈機關' });
  });

  it('remembers the last invoice but not the amount', () => {
    saveRechargeInvoice(form({ invoice_type: 'company', email: 'a@b.tw', company_name: '抽抽樂', tax_id: '12345678', amount: 5000 }));
    expect(loadRechargeForm()).toMatchObject({ amount: 100, invoice_type: 'company', company_name: '抽抽樂', tax_id: '12345678' });
  });
});
