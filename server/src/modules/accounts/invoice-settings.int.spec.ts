// Invoice settings over real HTTP on real PostgreSQL (002 §7 "Invoices"), and the recharge
// pre-checks that fall back on them when a request leaves its invoice out (002 §5).
import { createTestDatabase, type TestDatabase } from '@shop/testing/test-database';
import { eventually } from '@shop/testing/eventually';
import { invoiceSettingsResponseSchema } from '@shop/contracts';
import pino from 'pino';
import { startShop, type RunningShop } from '../../shop-app';
import { RegisterUserCommand } from './commands/register-user/register-user.command';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { testConfig } from '@shop/testing/test-config';

let db: TestDatabase;
let shop: RunningShop;

async function api(path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const res = await fetch(`${shop.url}/api${path}`, {
    ...init,
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  return { status: res.status, body: await res.json() };
}

let phoneSeq = 0;
async function signUp(): Promise<{ userId: string; token: string }> {
  const phone = `0944${String(++phoneSeq).padStart(6, '0')}`;
  await RegisterUserHandler.standalone(shop.infra).execute(new RegisterUserCommand(phone, 'secret-pass', `發票${phoneSeq}`, 'member', 'cli'));
  const login = await eventually(
    async () => {
      const r = await api('/auth/login', { method: 'POST', json: { phone, password: 'secret-pass' } });
      return r.status === 200 ? (r.body.data as { token: string; user: { id: string } }) : null;
    },
    (v) => v !== null,
  );
  return { userId: login!.user.id, token: login!.token };
}

const settings = async (token: string) => invoiceSettingsResponseSchema.parse((await api('/user/invoice-settings', { token })).body).data;

beforeAll(async () => {
  db = await createTestDatabase('invoice_settings');
  const config = testConfig(db.url);
  shop = await startShop(config, pino({ level: 'silent' }));
});

afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

describe('invoice settings', () => {
  it('starts empty, with the donation bodies, and needs a session', async () => {
    const { token } = await signUp();
    const empty = await settings(token);
    expect(empty).toMatchObject({ invoice_type: 'none', email: '', carrier_number: '', tax_id: '', company_name: '', donation_code: '' });
    expect(empty.donations[0]).toEqual({ code: '88888', name: '兒童癌症基金會' });
    expect((await api('/user/invoice-settings')).status).toBe(401);
    expect((await api('/user/invoice-settings/carrier', { method: 'PUT', json: { carrier_number: '/123-ABC' } })).status).toBe(401);
  });

  it('answers every invalid field with the spec message and stores nothing', async () => {
    const { token } = await signUp();
    const put = (path: string, json: unknown) => api(`/user/invoice-settings/${path}`, { method: 'PUT', token, json });
    const cases: [string, unknown, string][] = [
      ['email', {}, '請填寫電子郵件'],
      ['email', { email: '  ' }, '請填寫電子郵件'],
      ['email', { email: 'not-an-email' }, '請輸入正確的 E-mail 格式'],
      ['tax-id', { tax_id: '12345678' }, '請填寫公司行號抬頭'],
      ['tax-id', { company_name: '好物有限公司', tax_id: '1234567' }, '統一編號須為 8 碼數字'],
      ['tax-id', { company_name: '好物有限公司', tax_id: '1234567A' }, '統一編號須為 8 碼數字'],
      ['carrier', { carrier_number: '/12' }, '手機載具格式錯誤，EX: /123-ABC'],
      ['carrier', { carrier_number: '123-ABCD' }, '手機載具格式錯誤，EX: /123-ABC'],
      ['carrier', { carrier_number: '/123_ABC' }, '手機載具格式錯誤，EX: /123-ABC'],
      ['carrier', {}, '手機載具格式錯誤，EX: /123-ABC'],
      ['donation', { donation_code: '' }, '請選擇受捐贈機關'],
      ['donation', { donation_code: '12' }, '請選擇受捐贈機關'],
    ];
    for (const [path, json, message] of cases) {
      const r = await put(path, json);
      expect({ path, json, status: r.status, message: r.body.message }).toEqual({ path, json, status: 400, message });
    }
    expect(await settings(token)).toMatchObject({
      invoice_type: 'none',
      email: '',
      carrier_number: '',
      tax_id: '',
      company_name: '',
      donation_code: '',
    });
    // The format is not checked for a donation (002 §5).
    expect((await put('email', { email: 'anything', invoice_type: 'donation' })).status).toBe(200);
    expect((await settings(token)).invoice_type).toBe('donation');
  });

  it('saves each kind, upper-cases the carrier, and keeps the rest', async () => {
    const { token } = await signUp();
    const carrier = await api('/user/invoice-settings/carrier', { method: 'PUT', token, json: { carrier_number: ' /123-abc ' } });
    expect(carrier.status).toBe(200);
    expect(carrier.body.data).toMatchObject({ invoice_type: 'personal', carrier_number: '/123-ABC', carrier_code: '/123-ABC' });
    await api('/user/invoice-settings/email', { method: 'PUT', token, json: { email: 'me@example.tw' } });
    expect(await settings(token)).toMatchObject({ invoice_type: 'personal', email: 'me@example.tw', carrier_number: '/123-ABC' });

    await api('/user/invoice-settings/tax-id', { method: 'PUT', token, json: { tax_id: '12345678', company_name: '好物有限公司' } });
    expect(await settings(token)).toMatchObject({
      invoice_type: 'company',
      tax_id: '12345678',
      company_name: '好物有限公司',
      carrier_number: '/123-ABC',
    });

    await api('/user/invoice-settings/donation', { method: 'PUT', token, json: { donation_code: '919' } });
    expect(await settings(token)).toMatchObject({ invoice_type: 'donation', donation_code: '919' });

    const removed = await api('/user/invoice-settings/carrier', { method: 'DELETE', token });
    expect(removed.status).toBe(200);
    expect(await settings(token)).toMatchObject({ invoice_type: 'donation', carrier_number: '' });
  });
});

describe('the recharge pre-checks on saved settings', () => {
  const recharge = (token: string, json: unknown) => api('/recharge', { method: 'POST', token, json });

  it('sends a member without settings to /settings/invoice', async () => {
    const { token } = await signUp();
    expect(await recharge(token, { amount: 500 })).toEqual({
      status: 400,
      body: { success: false, message: '請先設定發票類型', redirect: '/settings/invoice' },
    });
  });

  it('names what is missing from incomplete settings', async () => {
    const { token } = await signUp();
    await api('/user/invoice-settings/carrier', { method: 'PUT', token, json: { carrier_number: '/123-ABC' } });
    expect((await recharge(token, { amount: 500 })).body).toMatchObject({ message: '請填寫電子郵件', redirect: '/settings/invoice' });

    await api('/user/invoice-settings/email', { method: 'PUT', token, json: { email: 'me@example.tw' } });
    await api('/user/invoice-settings/carrier', { method: 'DELETE', token });
    expect((await recharge(token, { amount: 500 })).body).toMatchObject({ message: '請先設定發票類型', redirect: '/settings/invoice' });
    // Personal needs its carrier (002 §5).
    expect((await recharge(token, { amount: 500, invoice_type: 'personal' })).body).toMatchObject({
      message: '手機載具格式錯誤，EX: /123-ABC',
      redirect: '/settings/invoice',
    });
  });

  it('pays with complete saved settings, and request fields override them', async () => {
    const { token } = await signUp();
    await api('/user/invoice-settings/tax-id', { method: 'PUT', token, json: { tax_id: '12345678', company_name: '好物有限公司' } });
    await api('/user/invoice-settings/email', { method: 'PUT', token, json: { email: 'boss@example.tw' } });
    const paid = await recharge(token, { amount: 500 });
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment_form).toContain('TradeInfo');

    const override = await recharge(token, { amount: 100, invoice_type: 'company', tax_id: '123' });
    expect(override.body).toMatchObject({ message: '統一編號須為 8 碼數字', redirect: '/settings/invoice' });
    expect((await recharge(token, { amount: 100, invoice_type: 'donation', donation_code: '919' })).status).toBe(200);
    // The amount is checked before anything else, and is not an invoice problem.
    expect(await recharge(token, { amount: 150 })).toEqual({ status: 400, body: { success: false, message: '購買處理失敗，請稍後再試' } });
  });
});
