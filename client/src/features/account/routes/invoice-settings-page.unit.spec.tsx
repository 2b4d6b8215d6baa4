import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { installFakeApi } from '../../../testing/fake-api';
import { toasts } from '../../../stores/toast.store';
import InvoiceSettingsPage from './invoice-settings-page';

const EMPTY = {
  invoice_type: 'none',
  email: '',
  carrier_number: '',
  carrier_code: '',
  tax_id: '',
  company_name: '',
  donation_code: '',
  donations: [
    { code: '88888', name: '兒童癌症基金會' },
    { code: '919', name: '創世基金會' },
  ],
};

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(entry = '/settings/invoice') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/settings/invoice" element={<InvoiceSettingsPage title="發票設定" />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('InvoiceSettingsPage', () => {
  let fetchMock: jest.Mock;
  let stored: Record<string, unknown>;

  beforeEach(() => {
    toasts.items = [];
    stored = { ...EMPTY };
    fetchMock = installFakeApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/user/invoice-settings') return { status: 200, body: { success: true, data: stored } };
      const b = body as Record<string, string>;
      if (method === 'PUT' && path === '/api/user/invoice-settings/carrier')
        stored = { ...stored, invoice_type: 'personal', carrier_number: b.carrier_number };
      else if (method === 'PUT' && path === '/api/user/invoice-settings/tax-id')
        stored = { ...stored, invoice_type: 'company', tax_id: b.tax_id, company_name: b.company_name };
      else if (method === 'PUT' && path === '/api/user/invoice-settings/donation')
        stored = { ...stored, invoice_type: 'donation', donation_code: b.donation_code };
      else if (method === 'PUT' && path === '/api/user/invoice-settings/email')
        stored = { ...stored, email: b.email, invoice_type: b.invoice_type ?? stored.invoice_type };
      else return { status: 404 };
      return { status: 200, body: { success: true, message: '已儲存', data: stored } };
    });
  });

  const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url, init]) => [url, JSON.parse(init.body)]);
  const type = (t: string) => fireEvent.click(screen.getByTestId(`invoice-settings-type-${t}`));
  const fill = (field: string, value: string) => fireEvent.change(screen.getByTestId(`invoice-settings-${field}`), { target: { value } });
  const save = () => fireEvent.click(screen.getByTestId('invoice-settings-save'));
  /** The field's message under it, and the same words as a toast. */
  const expectProblem = (message: string) => {
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(toasts.items.at(-1)?.message).toBe(message);
  };
  const savedToast = () => waitFor(() => expect(toasts.items.map((t) => t.message)).toContain('已儲存'));

  it('shows every spec message in turn and saves nothing until the form is right', async () => {
    renderPage();
    await screen.findByTestId('invoice-settings-save');
    type('personal');
    save();
    expectProblem('請填寫電子郵件');
    fill('email', 'nope');
    save();
    expectProblem('請輸入正確的 E-mail 格式');
    fill('email', 'me@example.tw');
    fill('mobileCarrier', '/12');
    save();
    expectProblem('手機載具格式錯誤，EX: /123-ABC');
    type('company');
    save();
    expectProblem('請填寫公司行號抬頭');
    fill('companyName', '好物有限公司');
    fill('companyTaxId', '123');
    save();
    expectProblem('統一編號須為 8 碼數字');
    type('donation');
    fill('donationCode', '');
    save();
    expectProblem('請選擇受捐贈機關');
    expect(puts()).toEqual([]);
  });

  it('saves a personal carrier upper-cased, then the e-mail with the type', async () => {
    renderPage();
    await screen.findByTestId('invoice-settings-save');
    type('personal');
    fill('email', 'me@example.tw');
    fill('mobileCarrier', '/abc-123');
    save();
    await savedToast();
    expect(puts()).toEqual([
      ['/api/user/invoice-settings/carrier', { carrier_number: '/ABC-123' }],
      ['/api/user/invoice-settings/email', { email: 'me@example.tw', invoice_type: 'personal' }],
    ]);
    expect((screen.getByTestId('invoice-settings-mobileCarrier') as HTMLInputElement).value).toBe('/ABC-123');
  });

  it('returns to the recharge that sent the member here once saved, and nowhere outside the shop', async () => {
    renderPage('/settings/invoice?return=%2Frecharge%3Famount%3D500');
    await screen.findByTestId('invoice-settings-save');
    type('personal');
    fill('email', 'me@example.tw');
    fill('mobileCarrier', '/abc-123');
    save();
    expect((await screen.findByTestId('where')).textContent).toBe('/recharge?amount=500');
  });

  it('stays after saving when nothing sent the member here, or the return leads off the shop', async () => {
    renderPage('/settings/invoice?return=%2F%2Fevil.example');
    await screen.findByTestId('invoice-settings-save');
    type('personal');
    fill('email', 'me@example.tw');
    fill('mobileCarrier', '/abc-123');
    save();
    await savedToast();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByTestId('invoice-settings-save')).toBeTruthy();
  });

  it('shows saved settings and saves a typed-in donation code', async () => {
    stored = { ...EMPTY, invoice_type: 'donation', email: 'me@example.tw', donation_code: '919' };
    renderPage();
    expect(((await screen.findByTestId('invoice-settings-donationCode')) as HTMLSelectElement).value).toBe('919');
    expect(screen.getByTestId('invoice-settings-type-donation').getAttribute('aria-checked')).toBe('true');
    fill('donationCode', 'custom');
    fill('customDonation', '5678');
    save();
    await savedToast();
    expect(puts()[0]).toEqual(['/api/user/invoice-settings/donation', { donation_code: '5678' }]);
  });
});
