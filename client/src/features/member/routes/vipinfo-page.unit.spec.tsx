import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { installFakeApi } from '../../../testing/fake-api';
import { signIn } from '../../../stores/auth.store';
import VipInfoPage from './vipinfo-page';

const vip_info = {
  vip_level: 5,
  vip_level_name: 'diamond',
  growth_points: 40000,
  next_level_total_points: 60000,
  progress_percentage: 33,
  vip_expiry_date: '2026-12-31T16:00:00.000Z',
  total_points: 40000,
  points_discount_limit: 100,
};

it('shows the level, the progress to the next one, the review date and the level table with rebate and points share', async () => {
  signIn('tok', { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: null, role: 'member' });
  installFakeApi(() => ({ status: 200, body: { success: true, data: { id: 'u1', name: '小明', likedIds: [], vip_info } } }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VipInfoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('vip-level').textContent).toBe('VIP 5・鑽石'));
  expect(screen.getByTestId('vip-growth').textContent).toBe('成長值 40,000／60,000，再 20,000 升級');
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
  expect(screen.getByText('等級審核日：2027/1/1')).toBeTruthy();
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    '1 青銅050%50%1 張1 張',
    '2 白銀1,00060%50%3 張1 張',
    '3 黃金5,00060%50%5 張1 張',
    '4 白金15,00070%100%7 張3 張',
    '5 鑽石30,00080%100%8 張4 張',
    '6 大師60,000100%100%10 張5 張',
  ]);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['等級', '成長值', '回饋', '紅利折抵', '每月道具卡', '每月優惠券']);
});
