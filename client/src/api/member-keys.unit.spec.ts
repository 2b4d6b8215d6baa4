import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { installFakeApi } from '../testing/fake-api';
import { signIn, signOut } from '../stores/auth.store';
import { pointsBalanceQueryOptions } from './get-points-balance';
import { tokenBalanceQueryOptions } from './get-token-balance';
import { refreshMemberData } from './member-keys';

const user = { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' as const };

describe('refreshing member data after money moved', () => {
  let tokens: number;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    signIn('tok', user);
    tokens = 5000;
    fetchMock = installFakeApi(({ path }) => {
      if (path === '/api/user/balance') return { status: 200, body: { success: true, data: { tokens } } };
      if (path === '/api/user/points/balance') return { status: 200, body: { success: true, data: { points: 400, next_expiry: null } } };
      return { status: 200, body: { success: true, data: { tickets: [] } } };
    });
  });
  afterEach(() => signOut());

  it('every screen showing the balance reads it once, from one cache entry', async () => {
    const client = new QueryClient();
    // The member centre and the confirm panel on view at once: one request between them.
    const screens = [new QueryObserver(client, tokenBalanceQueryOptions()), new QueryObserver(client, tokenBalanceQueryOptions())];
    const stops = screens.map((s) => s.subscribe(() => undefined));
    await client.fetchQuery(tokenBalanceQueryOptions());
    expect(screens.map((s) => s.getCurrentResult().data)).toEqual([5000, 5000]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/balance')).toHaveLength(1);
    stops.forEach((stop) => stop());
  });

  it('re-reads a balance on view at once, without waiting for it to go stale, and leaves public data alone', async () => {
    const client = new QueryClient();
    await client.fetchQuery(tokenBalanceQueryOptions());
    await client.fetchQuery(pointsBalanceQueryOptions());
    client.setQueryData(['tube', '1001-1', 'tickets'], { tickets: [] });
    // A screen on view holding a balance that would stay fresh for a minute.
    const balance = new QueryObserver(client, { ...tokenBalanceQueryOptions(), staleTime: 60_000 });
    const stop = balance.subscribe(() => undefined);
    expect(balance.getCurrentResult().data).toBe(5000);

    tokens = 4100; // a purchase of 900 tokens
    await refreshMemberData(client);

    expect(balance.getCurrentResult().data).toBe(4100);
    expect(client.getQueryState(pointsBalanceQueryOptions().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['tube', '1001-1', 'tickets'])?.isInvalidated).toBe(false);
    stop();
  });
});
