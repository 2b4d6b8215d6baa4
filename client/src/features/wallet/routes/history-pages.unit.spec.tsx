import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { installFakeApi } from '../../../testing/fake-api';
import BeanListPage from './beanlist-page';
import RechargeDetailsPage from './recharge-details-page';

function renderPage(page: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('BeanListPage', () => {
  it('asks for 20 a page and shows the empty state', async () => {
    const fetchMock = installFakeApi(() => ({
      status: 200,
      body: { success: true, data: [], current_page: 1, pagination: { current_page: 1, per_page: 20, total: 0, has_more: false } },
    }));
    renderPage(<BeanListPage />);
    expect(await screen.findByText('尚無紅利紀錄')).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/points/history?page=1&per_page=20');
  });

  it('offers the next page while has_more is set', async () => {
    installFakeApi(() => ({
      status: 200,
      body: {
        success: true,
        data: [{ id: 'p1', description: '每日簽到', points: 200, created_at: '2026-11-20T02:00:00Z' }],
        current_page: 1,
        pagination: { current_page: 1, per_page: 20, total: 21, has_more: true },
      },
    }));
    renderPage(<BeanListPage />);
    expect((await screen.findByTestId('points-row')).textContent).toContain('+200');
    expect(screen.getByRole('button', { name: '載入更多' })).toBeTruthy();
  });
});

describe('RechargeDetailsPage', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 22, 12), doNotFake: ['queueMicrotask', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it('asks from the previous month’s start until today, and limits the pickers to a year back', async () => {
    const fetchMock = installFakeApi(() => ({
      status: 200,
      body: { success: true, data: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } },
    }));
    renderPage(<RechargeDetailsPage />);
    expect(await screen.findByText('這段期間沒有儲值紀錄')).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/recharge/history?page=1&start_date=2026-10-01&end_date=2026-11-22');
    expect(screen.getByTestId('history-start').getAttribute('min')).toBe('2025-11-22');
    expect(screen.getByTestId('history-end').getAttribute('max')).toBe('2026-11-22');
  });

  it('shows the card, not the gateway, and an abandoned recharge as 已取消/逾時; a row opens its details', async () => {
    const row = (id: string, status: string, method: string) => ({
      id,
      transaction_type: 'recharge',
      reference_name: `R${id}`,
      payment_method: method,
      payment_status: status,
      amount: 500,
      transaction_date: '2026-11-21T02:00:00.000Z',
      items_data: null,
    });
    installFakeApi(() => ({
      status: 200,
      body: {
        success: true,
        data: {
          data: [row('1', 'pending', 'newebpay'), row('2', 'cancelled', 'newebpay'), row('3', 'paid', 'CREDIT')],
          current_page: 1,
          last_page: 1,
          per_page: 20,
          total: 3,
        },
      },
    }));
    renderPage(<RechargeDetailsPage />);
    const rows = await screen.findAllByTestId('recharge-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('處理中'),
      expect.stringContaining('已取消/逾時'),
      expect.stringContaining('已完成'),
    ]);
    rows.forEach((r) => {
      expect(r.textContent).toContain('信用卡');
      expect(r.textContent).not.toContain('newebpay');
      expect(r.textContent).not.toContain('失敗');
    });
    fireEvent.click(screen.getAllByRole('button', { name: '儲值明細' })[1]);
    const detail = await screen.findByTestId('recharge-detail');
    expect(screen.getByTestId('recharge-detail-status').textContent).toBe('已取消/逾時');
    expect(screen.getByTestId('recharge-detail-ref').textContent).toBe('R2');
    expect(detail.textContent).toContain('付款已取消或超過付款時限');
    expect(screen.getByRole('link', { name: '重新儲值' }).getAttribute('href')).toBe('/recharge?amount=500');
  });
});
