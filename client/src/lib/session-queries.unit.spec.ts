import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { clearSessionQueriesWhenSessionEnds } from './session-queries';
import { installFakeApi } from '../testing/fake-api';
import { auth, signIn, signOut } from '../stores/auth.store';

const user = { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' as const };

function seeded() {
  const client = new QueryClient();
  client.setQueryData(['wallet', 'points', 'balance'], { points: 400 });
  client.setQueryData(['wallet', 'coupons', {}], [{ id: 'c1' }]);
  client.setQueryData(['user', 'profile'], { name: '小明' });
  client.setQueryData(['tube', 't1', 'tickets'], { tickets: [] });
  return client;
}

const keys = (client: QueryClient) => client.getQueryCache().getAll().map((q) => q.queryKey[0]);

describe('member data when the session ends', () => {
  beforeEach(() => signOut());

  it('drops points, coupons and profile on a 401 from any call, and keeps public data', async () => {
    signIn('tok-1', user);
    const client = seeded();
    const stop = clearSessionQueriesWhenSessionEnds(client);
    installFakeApi(() => ({ status: 401, body: { success: false, message: '請先登入' } }));
    await expect(apiRequest('/user/points/balance', { handleUnauthorized: false })).rejects.toMatchObject({ status: 401 });
    expect(auth.token).toBeNull();
    expect(keys(client)).toEqual(['tube']);
    stop();
  });

  it('drops them on logout and when another member signs in, not on a first sign-in', () => {
    const client = seeded();
    const stop = clearSessionQueriesWhenSessionEnds(client);
    signIn('tok-1', user);
    expect(keys(client)).toHaveLength(4);
    signIn('tok-2', { ...user, id: 'u2' });
    expect(keys(client)).toEqual(['tube']);
    client.setQueryData(['wallet', 'balance'], { tokens: 10 });
    signOut();
    expect(keys(client)).toEqual(['tube']);
    stop();
  });
});
