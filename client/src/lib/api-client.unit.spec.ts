import type { LockStatusResponse } from '@shop/contracts';
import { fakeResponse } from '../testing/fake-api';
import { auth, signIn, signOut } from '../stores/auth.store';
import { toasts } from '../stores/toast.store';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE, setUnauthorizedHandler } from './api-client';

const user = { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' as const };
const okBody: LockStatusResponse = { success: true, locked: false, remain: 0, is_mine: false };

function respond(status: number, body?: unknown) {
  return Promise.resolve(fakeResponse(status, body));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest', () => {
  const fetchMock = jest.fn();
  const onUnauthorized = jest.fn();

  beforeAll(() => {
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });

  beforeEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
    signOut();
    toasts.items.splice(0);
  });

  it('calls /api with JSON and the bearer token, and returns the answer', async () => {
    signIn('tok-9', user);
    fetchMock.mockReturnValue(respond(200, okBody));
    await expect(apiRequest<LockStatusResponse>('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual(okBody);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers.Authorization).toBe('Bearer tok-9');
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a session', async () => {
    fetchMock.mockReturnValue(respond(200, okBody));
    await apiRequest('/things');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBeUndefined();
  });

  it('maps "no response" to the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/things'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('maps a server error without message to the generic message', async () => {
    fetchMock.mockReturnValue(respond(500, 'Internal Server Error'));
    const error = await failure(apiRequest('/things'));
    expect(error.status).toBe(500);
    expect(error.message).toBe(SERVER_ERROR_MESSAGE);
    expect(error.fromServer).toBe(false);
  });

  it("shows the server's message, with the 423 remain", async () => {
    fetchMock.mockReturnValue(respond(423, { success: false, message: '籤筒已被鎖定', remain: 287 }));
    const error = await failure(apiRequest('/things'));
    expect(error).toMatchObject({ status: 423, message: '籤筒已被鎖定', remain: 287, fromServer: true });
  });

  it('treats a success that is not JSON (a proxy page, an empty body) as a server error', async () => {
    fetchMock.mockReturnValue(respond(200, '<!doctype html><title>502</title>'));
    expect(await failure(apiRequest('/things'))).toMatchObject({ status: 200, message: SERVER_ERROR_MESSAGE });
    fetchMock.mockReturnValue(respond(200));
    expect(await failure(apiRequest('/things'))).toMatchObject({ status: 200, message: SERVER_ERROR_MESSAGE });
  });

  it('reads each field of an error answer on its own', async () => {
    fetchMock.mockReturnValue(respond(400, { success: false, message: '請輸入手機號碼', errors: { phone: '請輸入手機號碼' }, remain: 'soon' }));
    const error = await failure(apiRequest('/things'));
    expect(error).toMatchObject({ status: 400, message: '請輸入手機號碼', fieldErrors: { phone: '請輸入手機號碼' }, remain: undefined });
    fetchMock.mockReturnValue(respond(400, { success: false, message: '  ', errors: { phone: 3 } }));
    expect(await failure(apiRequest('/things'))).toMatchObject({ message: SERVER_ERROR_MESSAGE, fieldErrors: undefined, fromServer: false });
  });

  it('clears the session and goes to /login on a 401', async () => {
    signIn('tok-9', user);
    fetchMock.mockReturnValue(respond(401, { success: false, message: '請先登入' }));
    const error = await failure(apiRequest('/things'));
    expect(error.status).toBe(401);
    expect(auth.token).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_info')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith({ hadSession: true });
    expect(toasts.items.map((t) => t.message)).toContain(SESSION_EXPIRED_MESSAGE);
  });

  it('ignores a 401 about a session that ended while the call was in flight (logout): no toast, no redirect', async () => {
    signIn('tok-old', user);
    let answer!: (r: Promise<Response>) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const inFlight = failure(apiRequest('/things'));
    signIn('tok-new', user); // another member, or signOut(): the session this call was sent with is gone
    answer(respond(401, { success: false, message: '請先登入' }));
    expect((await inFlight).status).toBe(401);
    expect(auth.token).toBe('tok-new');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(toasts.items.map((t) => t.message)).not.toContain(SESSION_EXPIRED_MESSAGE);
  });

  it('lets the caller handle a 401 when asked (sign-in form)', async () => {
    fetchMock.mockReturnValue(respond(401, { success: false, message: '手機號碼或密碼錯誤' }));
    const error = await failure(apiRequest('/auth/login', { handleUnauthorized: false }));
    expect(error.message).toBe('手機號碼或密碼錯誤');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rethrows an abort untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(apiRequest('/things', { signal: controller.signal })).rejects.toBe(abort);
  });
});
