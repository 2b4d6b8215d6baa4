import { installFakeApi } from '../../../testing/fake-api';
import { getLatestNotices, NOTICE_CACHE_KEY } from './get-latest-notices';

const notice = { text: '恭喜 陳** 抽中 A賞', highlight: ['A賞'], link: null, target: null };

beforeEach(() => localStorage.clear());

it('asks for 10 notices and keeps a copy', async () => {
  const fetch = installFakeApi(() => ({ status: 200, body: { success: true, data: [notice] } }));
  await expect(getLatestNotices()).resolves.toEqual([notice]);
  expect(fetch.mock.calls[0][0]).toBe('/api/orders/latest-notices?limit=10');
  expect(JSON.parse(localStorage.getItem(NOTICE_CACHE_KEY)!).data).toEqual([notice]);
});

it('falls back to the cached notices on a 5xx or a network error', async () => {
  installFakeApi(() => ({ status: 200, body: { success: true, data: [notice] } }));
  await getLatestNotices();
  installFakeApi(() => ({ status: 503 }));
  await expect(getLatestNotices()).resolves.toEqual([notice]);
  (globalThis as { fetch: unknown }).fetch = jest.fn(() => Promise.reject(new TypeError('offline')));
  await expect(getLatestNotices()).resolves.toEqual([notice]);
});

it('does not hide a 4xx, nor a failure with nothing cached', async () => {
  installFakeApi(() => ({ status: 200, body: { success: true, data: [notice] } }));
  await getLatestNotices();
  installFakeApi(() => ({ status: 400, body: { success: false, message: '無法獲取抽獎通知資料' } }));
  await expect(getLatestNotices()).rejects.toMatchObject({ status: 400 });
  localStorage.clear();
  installFakeApi(() => ({ status: 500 }));
  await expect(getLatestNotices()).rejects.toMatchObject({ status: 500 });
});
