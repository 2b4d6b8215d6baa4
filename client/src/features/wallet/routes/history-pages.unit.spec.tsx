import { render, screen } from '@testing-library/react';
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
});
