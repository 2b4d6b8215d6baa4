import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { installFakeApi } from '../../../testing/fake-api';
import BeanExchangePage from './bean-exchange-page';

const item = (id: string, kind: 'tool_cards' | 'coupon', cost: number) => ({
  id,
  kind,
  title: id === 'shake-3' ? '提示卡 ×3' : 'NT$50 折價券',
  description: 'x',
  points_cost: cost,
  tool_card_type: kind === 'tool_cards' ? 'shake_card' : null,
  quantity: kind === 'tool_cards' ? 3 : 1,
  coupon_amount: kind === 'coupon' ? 50 : 0,
  coupon_min_purchase: kind === 'coupon' ? 500 : 0,
  valid_days: 30,
});

it('offers only what the points cover, asks first, then exchanges', async () => {
  let points = 800;
  const fetchMock = installFakeApi(({ method, path }) => {
    if (path === '/api/user/points/balance') return { status: 200, body: { success: true, data: { points, next_expiry: null } } };
    if (path === '/api/points-exchange/items')
      return { status: 200, body: { success: true, data: [item('shake-3', 'tool_cards', 500), item('coupon-50', 'coupon', 1000)] } };
    if (method === 'POST' && path === '/api/points-exchange/exchange') {
      points -= 500;
      return { status: 200, body: { success: true, message: '兌換成功', data: { item_id: 'shake-3', points_spent: 500, total_points: points } } };
    }
    return { status: 404, body: { success: false, message: 'nope' } };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BeanExchangePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('exchange-balance').textContent).toBe('800點'));
  expect((screen.getByTestId('exchange-coupon-50') as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByTestId('exchange-coupon-50').textContent).toBe('紅利不足');

  fireEvent.click(screen.getByTestId('exchange-tab-coupon'));
  expect(screen.queryByTestId('exchange-item-shake-3')).toBeNull();
  fireEvent.click(screen.getByTestId('exchange-tab-all'));

  fireEvent.click(screen.getByTestId('exchange-shake-3'));
  expect(screen.getByTestId('confirm-dialog').textContent).toContain('確定使用 500 紅利兌換「提示卡 ×3」？');
  fireEvent.click(screen.getByTestId('confirm-ok'));
  await waitFor(() => expect(screen.getByTestId('exchange-balance').textContent).toBe('300點'));
  const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(posts.map(([, init]) => JSON.parse(init.body))).toEqual([{ item_id: 'shake-3' }]);
});
