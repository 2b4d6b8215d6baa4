import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { installFakeApi } from '../../../testing/fake-api';
import { toasts } from '../../../stores/toast.store';
import RechargeCompletePage from './recharge-complete-page';
import RechargePage from './recharge-page';

const FORM_HTML =
  '<form id="mpg" method="post" action="/api/dev-gateway/mpg"><input type="hidden" name="MerchantID" value="MS1"><input type="hidden" name="TradeInfo" value="ab"><input type="hidden" name="TradeSha" value="CD"><input type="hidden" name="Version" value="2.0"></form><script>document.getElementById("mpg").submit()</script>';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/recharge" element={<RechargePage />} />
          <Route path="/recharge/complete" element={<RechargeCompletePage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const SAVED = {
  invoice_type: 'company',
  email: 'buyer@example.com',
  carrier_number: '',
  carrier_code: '',
  tax_id: '12345678',
  company_name: '抽抽樂股份有限公司',
  donation_code: '',
  donations: [],
};

describe('RechargePage', () => {
  let fetchMock: jest.Mock;
  let submitted: HTMLFormElement[];
  let saved: Record<string, unknown>;

  beforeEach(() => {
    localStorage.clear();
    toasts.items = [];
    saved = SAVED;
    document.querySelectorAll('form[data-testid=payment-form]').forEach((f) => f.remove());
    submitted = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    fetchMock = installFakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/user/balance') return { status: 200, body: { success: true, data: { tokens: 1200 } } };
      if (method === 'GET' && path === '/api/user/invoice-settings') return { status: 200, body: { success: true, data: saved } };
      if (method === 'POST' && path === '/api/recharge') {
        return { status: 200, body: { success: true, data: { payment_form: FORM_HTML, merchant_order_no: 'R1', amount: 500 } } };
      }
      return { status: 404 };
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('sends a member without invoice settings to /settings/invoice with the toast, and sends nothing', async () => {
    saved = { ...SAVED, invoice_type: 'none' };
    renderAt('/recharge');
    expect((await screen.findByText('1,200')).closest('[data-testid=token-balance]')).toBeTruthy();
    expect((await screen.findByTestId('recharge-invoice')).textContent).toContain('尚未設定');
    fireEvent.click(screen.getByTestId('amount-500'));
    fireEvent.click(screen.getByTestId('recharge-submit'));
    // Saving there returns to this recharge, its amount kept.
    expect((await screen.findByTestId('where')).textContent).toBe('/settings/invoice?return=%2Frecharge%3Famount%3D500');
    expect(toasts.items.map((t) => t.message)).toContain('請先設定發票類型');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/recharge')).toBe(false);
  });

  it('names the missing piece of incomplete settings', async () => {
    saved = { ...SAVED, tax_id: '' };
    renderAt('/recharge');
    await screen.findByTestId('recharge-invoice');
    fireEvent.click(screen.getByTestId('recharge-submit'));
    expect((await screen.findByTestId('where')).textContent).toBe('/settings/invoice?return=%2Frecharge%3Famount%3D100');
    expect(toasts.items.map((t) => t.message)).toContain('統一編號須為 8 碼數字');
  });

  it('shows the saved invoice, sends the amount, then posts the gateway form once', async () => {
    renderAt('/recharge');
    const summary = await screen.findByTestId('recharge-invoice');
    expect(summary.textContent).toContain('公司發票');
    expect(summary.textContent).toContain('12345678');
    fireEvent.click(screen.getByTestId('amount-500'));
    expect(screen.getByTestId('recharge-total').textContent).toBe('NT$ 500');
    fireEvent.click(screen.getByTestId('recharge-submit'));

    expect(await screen.findByText('前往付款中…')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/recharge')!;
    expect(JSON.parse(init.body)).toEqual({ amount: 500 });
    expect(submitted).toHaveLength(1);
    expect(submitted[0].getAttribute('action')).toBe('/api/dev-gateway/mpg');
    expect(new FormData(submitted[0]).get('TradeSha')).toBe('CD');
  });

  it('shows the spec failure message when the server cannot make the form', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      const { fakeResponse } = await import('../../../testing/fake-api');
      if (url === '/api/recharge') return fakeResponse(500, { success: false, message: 'boom' });
      if (url === '/api/user/invoice-settings') return fakeResponse(200, { success: true, data: SAVED });
      return fakeResponse(200, { success: true, data: { tokens: 0 } });
    });
    renderAt('/recharge');
    await screen.findByTestId('recharge-invoice');
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await screen.findByText('立即儲值');
    await act(async () => {});
    expect(toasts.items.map((t) => t.message)).toContain('購買處理失敗，請稍後再試');
    expect(submitted).toHaveLength(0);
  });

  it('sends the user to the invoice settings when the server refuses a pre-check', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      const { fakeResponse } = await import('../../../testing/fake-api');
      if (url === '/api/recharge') return fakeResponse(400, { success: false, message: '請輸入正確的 E-mail 格式', redirect: '/settings/invoice' });
      if (url === '/api/user/invoice-settings') return fakeResponse(200, { success: true, data: SAVED });
      return fakeResponse(200, { success: true, data: { tokens: 0 } });
    });
    renderAt('/recharge');
    await screen.findByTestId('recharge-invoice');
    fireEvent.click(screen.getByTestId('recharge-submit'));
    expect((await screen.findByTestId('where')).textContent).toBe('/settings/invoice?return=%2Frecharge%3Famount%3D100');
    expect(toasts.items.map((t) => t.message)).toContain('請輸入正確的 E-mail 格式');
  });
});

describe('RechargeCompletePage', () => {
  beforeEach(() => {
    installFakeApi(() => ({ status: 200, body: { success: true, data: { tokens: 1700 } } }));
  });

  it('starts from the amount named in the address when it is one on offer', async () => {
    renderAt('/recharge?amount=2000');
    expect((await screen.findByTestId('amount-2000')).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the balance after a successful payment', async () => {
    renderAt('/recharge/complete?status=success&order_no=R1&amount=500');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('儲值完成');
    expect(screen.getByTestId('recharge-success').textContent).toContain('500');
    expect((await screen.findByText('1,700')).getAttribute('data-testid')).toBe('complete-balance');
  });

  it('shows the cancelled notice for 3 s, then goes back to /recharge', () => {
    jest.useFakeTimers();
    try {
      renderAt('/recharge/complete?status=cancelled&order_no=R1');
      expect(screen.getByTestId('recharge-cancelled')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('交易已取消');
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.queryByTestId('recharge-cancelled')).toBeTruthy();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByTestId('recharge-cancelled')).toBeNull();
      expect(screen.getByTestId('recharge-submit')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});
