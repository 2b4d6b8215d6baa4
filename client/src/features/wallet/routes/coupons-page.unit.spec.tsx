import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Coupon } from '@shop/contracts';
import { installFakeApi } from '../../../testing/fake-api';
import { toasts } from '../../../stores/toast.store';
import { redeemAttempts } from '../redeem-attempts.store';
import CouponsPage from './coupons-page';

const coupon = (id: string, type: Coupon['type'], amount = 50): Coupon => ({
  id,
  coupon_id: id,
  title: `折價券 ${amount} 元`,
  amount,
  min_purchase: 300,
  expiry: '2026-12-31T15:59:59.000Z',
  description: '全站適用',
  category_restrictions: '無限制',
  product_restrictions: '無限制',
  type,
});

let wallet: Coupon[];
let redeemReply: { status: number; body: unknown };

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/coupons']}>
        <CouponsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const count = (tab: string) => screen.getByTestId(`coupon-count-${tab}`).textContent;

function redeem(code: string) {
  fireEvent.change(screen.getByTestId('redeem-code'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('redeem-submit'));
}

describe('CouponsPage', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    redeemAttempts.items = [];
    toasts.items = [];
    wallet = [coupon('a1', 'available'), coupon('u1', 'used', 100), coupon('e1', 'expired'), coupon('e2', 'expired')];
    redeemReply = { status: 200, body: {} };
    fetchMock = installFakeApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/user/coupons') {
        const counts = { available: 0, used: 0, expired: 0 };
        for (const c of wallet) if (c.type !== 'unavailable') counts[c.type] += 1;
        return { status: 200, body: { success: true, status: 'success', data: wallet, counts } };
      }
      if (method === 'POST' && path === '/api/user/coupons/redeem') {
        if (redeemReply.status === 200) {
          const added = coupon(`r-${(body as { code: string }).code}`, 'available', 200);
          wallet = [added, ...wallet];
          return { status: 200, body: { success: true, status: 'success', message: '兌換成功', coupon: added, updated_coupons: wallet } };
        }
        return redeemReply;
      }
      return { status: 404 };
    });
  });

  afterEach(() => jest.useRealTimers());

  it('shows tabs with counts and each tab its coupons', async () => {
    renderPage();
    expect(await screen.findAllByTestId('coupon-card')).toHaveLength(1);
    expect([count('available'), count('used'), count('expired')]).toEqual(['1', '1', '2']);
    fireEvent.click(screen.getByTestId('coupon-tab-expired'));
    expect(within(screen.getByTestId('coupon-list')).getAllByText('已過期')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('coupon-tab-used'));
    expect(screen.getByText('已使用', { selector: '.coupon-card__stamp' })).toBeTruthy();
  });

  it('redeems a code, then shows the new coupon and count', async () => {
    renderPage();
    await screen.findAllByTestId('coupon-card');
    redeem(' welcome200 ');
    await waitFor(() => expect(screen.getAllByTestId('coupon-card')).toHaveLength(2));
    expect(toasts.items.map((t) => t.message)).toContain('兌換成功');
    expect((screen.getByTestId('redeem-code') as HTMLInputElement).value).toBe('');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/user/coupons/redeem')!;
    expect(JSON.parse(init.body)).toEqual({ code: 'WELCOME200' });
    expect(count('available')).toBe('2');
  });

  it('checks the code and the attempt limits before calling the server', async () => {
    renderPage();
    await screen.findAllByTestId('coupon-card');
    redeem('   ');
    expect(screen.getByTestId('redeem-notice').textContent).toBe('請輸入優惠券代碼');

    redeemReply = { status: 400, body: { success: false, message: '優惠券代碼無效' } };
    redeem('BAD1');
    expect(await screen.findByText('優惠券代碼無效', { selector: '[data-testid=redeem-notice]' })).toBeTruthy();
    redeem('BAD1');
    expect(screen.getByTestId('redeem-notice').textContent).toBe('請稍等片刻再試');

    for (let i = 0; i < 2; i++) {
      act(() => jest.advanceTimersByTime(2000));
      redeem('BAD1');
      await screen.findByText('優惠券代碼無效', { selector: '[data-testid=redeem-notice]' });
    }
    act(() => jest.advanceTimersByTime(2000));
    redeem('BAD1');
    expect(screen.getByTestId('redeem-notice').textContent).toBe('此優惠券代碼嘗試次數過多，請5分鐘後再試');
    const redeemCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/user/coupons/redeem');
    expect(redeemCalls).toHaveLength(3);
  });

  it('opens and closes the help popup', async () => {
    renderPage();
    fireEvent.click(screen.getByTestId('coupon-help-button'));
    expect(screen.getByTestId('coupon-help').textContent).toContain('同一代碼 5 分鐘內最多嘗試 3 次');
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(screen.queryByTestId('coupon-help')).toBeNull();
  });
});
