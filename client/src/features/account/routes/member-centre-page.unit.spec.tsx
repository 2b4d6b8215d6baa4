import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { installFakeApi, type FakeReply } from '../../../testing/fake-api';
import { signIn, signOut } from '../../../stores/auth.store';
import MemberCentrePage from './member-centre-page';
import { isOpenPath } from '../../../lib/route-table';

const user = { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' as const };
const profile = {
  ...user,
  email: null,
  photoURL: null,
  tokens: 1500,
  total_points: 400,
  badge_status: { show_checkin_badge: true, show_notification_badge: false },
  invitation_code: 'ABCD1234',
  likedIds: [],
  vip_info: {
    vip_level: 3,
    vip_level_name: 'gold',
    growth_points: 5200,
    next_level_total_points: 10000,
    progress_percentage: 40,
    vip_expiry_date: null,
    total_points: 5200,
  },
};
let replies: Record<string, FakeReply>;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MemberCentrePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('member centre', () => {
  beforeEach(() => {
    signOut();
    replies = {
      'GET /api/user': { status: 200, body: { success: true, data: { ...profile, name: '小明明' } } },
      'GET /api/user/balance': { status: 200, body: { success: true, data: { tokens: 1500 } } },
      'GET /api/user/points/balance': { status: 200, body: { success: true, data: { points: 2400, next_expiry: null } } },
      'GET /api/user/box-items?page=1&per_page=1&tab=pending': {
        status: 200,
        body: { success: true, data: [], total: 7, current_page: 1, last_page: 7, per_page: 1 },
      },
      'GET /api/user/coupons': { status: 200, body: { success: true, data: [], counts: { available: 2, used: 1, expired: 0 } } },
    };
    installFakeApi(({ method, path }) => replies[`${method} ${path}`] ?? { status: 404, body: { success: false, message: '找不到' } });
  });

  it('shows name, tokens and points from the server', async () => {
    signIn('tok', user);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('member-name').textContent).toBe('小明明'));
    await waitFor(() => expect(screen.getByTestId('member-tokens').textContent).toBe('1,500'));
    expect(screen.getByTestId('member-points').textContent).toBe('2,400');
    // No tile leads to a page that is not built yet (check-in, orders, cards, VIP, likes).
    const paths = [...document.querySelectorAll('a')].map((a) => new URL(a.href).pathname);
    expect(paths).toContain('/box');
    expect(paths.filter((p) => !isOpenPath(p))).toEqual([]);
  });

  it('shows the VIP level, the box and coupon counts, and leads to the draw history', async () => {
    signIn('tok', user);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('member-count-box').textContent).toBe('7'));
    expect(screen.getByTestId('member-count-coupons').textContent).toBe('2');
    await waitFor(() => expect(screen.getByTestId('member-vip').textContent).toBe('VIP3 黃金'));
    expect(screen.getByTestId('member-vip').getAttribute('href')).toBe('/vipinfo');
    expect(screen.getByRole('link', { name: '抽獎紀錄' }).getAttribute('href')).toBe('/ichiban/history');
  });

  it('shows a dash for a balance that does not answer', async () => {
    replies['GET /api/user/points/balance'] = { status: 500, body: '' };
    signIn('tok', user);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('member-tokens').textContent).toBe('1,500'));
    expect(screen.getByTestId('member-points').textContent).toBe('—');
  });

  it('offers sign-in to a visitor without calling member endpoints', () => {
    const fetchMock = installFakeApi(() => ({ status: 401 }));
    renderPage();
    expect(screen.getByTestId('member-login').getAttribute('href')).toBe('/login?redirect=%2Fuser');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
