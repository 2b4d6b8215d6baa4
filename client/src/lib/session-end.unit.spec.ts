import { QueryClient } from '@tanstack/react-query';
import { memberKeys } from '../api/member-keys';
import { notificationKeys } from '../api/get-notifications';
import { boxKeys } from '../features/box/api/get-box-items';
import { ichibanKeys } from '../features/ichiban/api/query-keys';
import { walletKeys } from '../features/wallet/api/query-keys';
import { recordRedeemAttempt, redeemAttempts } from '../features/wallet/redeem-attempts.store';
import { installFakeApi } from '../testing/fake-api';
import { auth, signIn, signOut } from '../stores/auth.store';
import { apiRequest } from './api-client';
import { forgetMemberWhenSessionEnds } from './session-end';

const user = { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' as const };

/** Every key whose answer depends on who asks, from each factory that builds one. */
const memberScoped = [
  memberKeys.profile(),
  memberKeys.tokenBalance(),
  memberKeys.pointsBalance(),
  memberKeys.invoiceSettings(),
  notificationKeys.of(true),
  walletKeys.pointsHistory(),
  walletKeys.coupons({ product_id: '1001' }),
  walletKeys.rechargeHistory('2026-01-01', '2026-01-31'),
  boxKeys.items('pending'),
  ichibanKeys.history(),
  ichibanKeys.drawResult('0b6f3a52-0000-4000-8000-000000000001'),
  ichibanKeys.tubeLock('1001-1'),
];
/** Answers that are the same for everyone. */
const everyones = [ichibanKeys.tubeTickets('1001-1'), ichibanKeys.product('1001'), ichibanKeys.publicDrawResult('code'), notificationKeys.of(false)];

function seeded(): QueryClient {
  const client = new QueryClient();
  for (const key of [...memberScoped, ...everyones]) client.setQueryData(key, { cached: key });
  return client;
}

const cachedKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey);

describe('the member root', () => {
  it.each(memberScoped.map((key) => [JSON.stringify(key), key]))('%s starts with it', (_, key) => {
    expect(key.slice(0, memberKeys.all.length)).toEqual(memberKeys.all);
  });

  it.each(everyones.map((key) => [JSON.stringify(key), key]))('%s, the same for everyone, does not', (_, key) => {
    expect(key[0]).not.toBe(memberKeys.all[0]);
  });
});

describe('forgetting the member when the session ends', () => {
  beforeEach(() => {
    signOut();
    redeemAttempts.items = [];
  });

  it('drops every member-scoped query and the member stores on logout, and keeps what is everyone’s', () => {
    signIn('tok-1', user);
    const client = seeded();
    recordRedeemAttempt('WELCOME100', Date.now());
    const stop = forgetMemberWhenSessionEnds(client);
    signOut();
    expect(cachedKeys(client)).toEqual(everyones);
    expect(redeemAttempts.items).toEqual([]);
    stop();
  });

  it('drops them when another member signs in over the session, not on a first sign-in', () => {
    const client = seeded();
    const stop = forgetMemberWhenSessionEnds(client);
    signIn('tok-1', user);
    expect(cachedKeys(client)).toHaveLength(memberScoped.length + everyones.length);
    signIn('tok-2', { ...user, id: 'u2' });
    expect(cachedKeys(client)).toEqual(everyones);
    stop();
  });

  it('drops them on a 401 from any call', async () => {
    signIn('tok-1', user);
    const client = seeded();
    const stop = forgetMemberWhenSessionEnds(client);
    installFakeApi(() => ({ status: 401, body: { success: false, message: '請先登入' } }));
    await expect(apiRequest('/user/points/balance', { handleUnauthorized: false })).rejects.toMatchObject({ status: 401 });
    expect(auth.token).toBeNull();
    expect(cachedKeys(client)).toEqual(everyones);
    stop();
  });
});
