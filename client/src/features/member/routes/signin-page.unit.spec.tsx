import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { installFakeApi, type FakeReply } from '../../../testing/fake-api';
import { signIn, signOut } from '../../../stores/auth.store';
import { toasts } from '../../../stores/toast.store';
import SigninPage from './signin-page';

const day = (n: number, type: 'points' | 'coupon' | 'combined', points: number, coupon = 0) => ({
  day: n,
  type,
  amount: type === 'coupon' ? coupon : points,
  points,
  coupon_amount: coupon,
  doubled: n === 3 || n === 5,
});
const config = [
  day(1, 'points', 20),
  day(2, 'points', 20),
  day(3, 'points', 80),
  day(4, 'coupon', 0, 10),
  day(5, 'points', 80),
  day(6, 'points', 60),
  day(7, 'combined', 100, 30),
];
let status: { has_checked_in_today: boolean; current_day: number; user_points: number };
let replies: Record<string, FakeReply>;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SigninPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/signin', () => {
  beforeEach(() => {
    signOut();
    toasts.items.splice(0);
    status = { has_checked_in_today: false, current_day: 3, user_points: 40 };
    replies = {
      'GET /api/check-in/latest': {
        status: 200,
        body: {
          success: true,
          data: [
            { name: '王**', day: 2, type: 'points', points: 20, coupon_amount: 0, created_at: '2026-11-24T01:00:00Z' },
            { name: '陳**', day: 4, type: 'coupon', points: 0, coupon_amount: 10, created_at: '2026-11-24T00:00:00Z' },
          ],
        },
      },
    };
    installFakeApi(({ method, path }) => {
      if (`${method} ${path}` === 'GET /api/user/check-in/status')
        return { status: 200, body: { success: true, data: { ...status, reward_config: config, today: '2026-11-24' } } };
      if (`${method} ${path}` === 'POST /api/user/check-in') {
        if (status.has_checked_in_today) return { status: 409, body: { success: false, message: '今日已簽到，明天再來吧' } };
        status = { ...status, has_checked_in_today: true, user_points: 120 };
        return { status: 200, body: { success: true, message: '簽到成功', data: { day: 3, reward: config[2], user_points: 120 } } };
      }
      return replies[`${method} ${path}`] ?? { status: 404, body: { success: false, message: '找不到' } };
    });
  });

  it('shows the 7-day strip with days done, today, and the doubled days', async () => {
    signIn('tok', { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: null, role: 'member' });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('checkin-day-1').dataset.state).toBe('done'));
    expect(screen.getByTestId('checkin-day-2').dataset.state).toBe('done');
    expect(screen.getByTestId('checkin-day-3').dataset.state).toBe('today');
    expect(screen.getByTestId('checkin-day-4').textContent).toContain('NT$10 券');
    expect(screen.getByTestId('checkin-day-7').textContent).toContain('+100 點＋券');
    const doubled = [1, 2, 3, 4, 5, 6, 7].filter((n) => screen.getByTestId(`checkin-day-${n}`).textContent?.includes('雙倍'));
    expect(doubled).toEqual([3, 5]);
    expect(screen.getByTestId('checkin-today').textContent).toBe('今日可領：80 點紅利雙倍日');
    expect(screen.getByText(/中斷一天未簽到，將從第 1 天重新計算/)).toBeTruthy();
  });

  it('checks in once: the button turns into 今日已簽到 and the reward is toasted', async () => {
    signIn('tok', { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: null, role: 'member' });
    renderPage();
    const button = await screen.findByTestId('checkin-button');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('checkin-button').textContent).toBe('今日已簽到'));
    expect((screen.getByTestId('checkin-button') as HTMLButtonElement).disabled).toBe(true);
    expect(toasts.items.map((t) => t.message)).toContain('簽到成功！獲得 80 點紅利');
    await waitFor(() => expect(screen.getByTestId('checkin-points').textContent).toBe('120'));
    expect(screen.getByTestId('checkin-day-3').dataset.state).toBe('done');
  });

  it('moves the winners marquee on every 4 s', async () => {
    jest.useFakeTimers();
    try {
      renderPage();
      await waitFor(() => expect(screen.getByTestId('checkin-marquee').textContent).toContain('王**'));
      act(() => jest.advanceTimersByTime(3_999));
      expect(screen.getByTestId('checkin-marquee').textContent).toContain('王**');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('checkin-marquee').textContent).toContain('陳**');
      expect(screen.getByTestId('checkin-marquee').textContent).toContain('NT$10 折價券');
      // A visitor is asked to sign in rather than shown a button that cannot work.
      expect(screen.getByTestId('checkin-login').getAttribute('href')).toBe('/login?redirect=%2Fsignin');
    } finally {
      jest.useRealTimers();
    }
  });
});
