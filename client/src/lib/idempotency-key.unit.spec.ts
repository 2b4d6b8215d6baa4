import { fakeResponse } from '../testing/fake-api';
import { signIn, signOut } from '../stores/auth.store';
import { ApiError } from './api-client';
import { purchaseRequest } from './idempotency-key';

const user = { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' as const };
const ok = { success: true, data: { order_number: 'o1' } };
const keyOf = (call: unknown[]) => (call[1] as { headers: Record<string, string> }).headers['Idempotency-Key'];

describe('purchaseRequest', () => {
  const fetchMock = jest.fn();

  beforeAll(() => {
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });

  beforeEach(() => {
    fetchMock.mockReset();
    signOut();
    signIn('tok-1', user);
  });

  it('sends a key, and sends the call once more with the same key when no answer came', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network')).mockResolvedValueOnce(fakeResponse(200, ok));
    await expect(purchaseRequest('/orders', { method: 'POST', body: { a: 1 } })).resolves.toEqual(ok);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(fetchMock.mock.calls[0])).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keyOf(fetchMock.mock.calls[1])).toBe(keyOf(fetchMock.mock.calls[0]));
  });

  it('keeps the key of an unanswered intent for the user’s retry of the same call, and not for another call', async () => {
    fetchMock.mockRejectedValue(new TypeError('network'));
    const lost = await purchaseRequest('/orders', { method: 'POST', body: { a: 1 } }).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(ApiError);
    expect((lost as ApiError).status).toBe(0);
    const first = keyOf(fetchMock.mock.calls[0]);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(fakeResponse(200, ok));
    await purchaseRequest('/orders', { method: 'POST', body: { a: 1 } });
    expect(keyOf(fetchMock.mock.calls[0])).toBe(first);
    // Answered: the next purchase of the same thing is a new one.
    await purchaseRequest('/orders', { method: 'POST', body: { a: 1 } });
    expect(keyOf(fetchMock.mock.calls[1])).not.toBe(first);
    await purchaseRequest('/orders', { method: 'POST', body: { a: 2 } });
    expect(keyOf(fetchMock.mock.calls[2])).not.toBe(keyOf(fetchMock.mock.calls[1]));
  });

  it('starts a new intent after a refusal', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(400, { success: false, message: '代幣餘額不足' }));
    await expect(purchaseRequest('/recharge', { method: 'POST', body: { amount: 100 } })).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValueOnce(fakeResponse(200, ok));
    await purchaseRequest('/recharge', { method: 'POST', body: { amount: 100 } });
    expect(keyOf(fetchMock.mock.calls[1])).not.toBe(keyOf(fetchMock.mock.calls[0]));
  });
});
