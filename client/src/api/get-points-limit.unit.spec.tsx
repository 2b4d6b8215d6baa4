import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vipPointsLimitPercent } from '@shop/contracts';
import { installFakeApi } from '../testing/fake-api';
import { signIn } from '../stores/auth.store';
import { memberPointsLimitPercent, usePointsLimitPercent } from './get-points-limit';

// vip_info as GET /api/user answers it: the server fills points_discount_limit from the level.
const vipInfo = (level: number) => ({
  vip_level: level,
  vip_level_name: 'x',
  growth_points: 0,
  next_level_total_points: null,
  progress_percentage: 0,
  vip_expiry_date: null,
  total_points: 0,
  points_discount_limit: vipPointsLimitPercent(level),
});

describe('memberPointsLimitPercent', () => {
  it('caps a level 1 member at 50 % of the price and a level 4 member at 100 %', () => {
    expect(memberPointsLimitPercent(vipInfo(1))).toBe(50);
    expect(memberPointsLimitPercent(vipInfo(3))).toBe(50);
    expect(memberPointsLimitPercent(vipInfo(4))).toBe(100);
    expect(memberPointsLimitPercent(vipInfo(6))).toBe(100);
  });

  it('gives a visitor or an unknown level the default 50 %', () => {
    expect(memberPointsLimitPercent(undefined)).toBe(50);
    expect(memberPointsLimitPercent(null)).toBe(50);
    expect(memberPointsLimitPercent(vipInfo(9))).toBe(50);
  });
});

describe('usePointsLimitPercent', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
  );

  it('takes the signed-in member’s vip_info.points_discount_limit, 50 % until the profile has loaded', async () => {
    signIn('tok', { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: null, role: 'member' });
    installFakeApi(() => ({ status: 200, body: { success: true, data: { id: 'u1', name: '小明', likedIds: [], vip_info: vipInfo(4) } } }));
    const { result } = renderHook(() => usePointsLimitPercent(), { wrapper });
    expect(result.current).toBe(50);
    await waitFor(() => expect(result.current).toBe(100));
  });

  it('asks nothing and answers 50 % when not enabled (a visitor)', () => {
    const api = installFakeApi(() => ({ status: 500 }));
    const { result } = renderHook(() => usePointsLimitPercent(false), { wrapper });
    expect(result.current).toBe(50);
    expect(api).not.toHaveBeenCalled();
  });
});
