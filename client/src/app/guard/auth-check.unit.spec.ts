import { ApiError } from '../../lib/api-client';
import { auth, signIn, signOut } from '../../stores/auth.store';
import { authCheck, checkAuthOnce, resetAuthCheck } from './auth-check';

const user = { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' as const };

describe('checkAuthOnce', () => {
  beforeEach(() => {
    resetAuthCheck();
    signOut();
  });

  it('is done at once without a token, without calling the server', async () => {
    const verify = jest.fn();
    await checkAuthOnce(verify);
    expect(verify).not.toHaveBeenCalled();
    expect(authCheck.status).toBe('done');
  });

  it('keeps a valid session', async () => {
    signIn('t1', user);
    await checkAuthOnce(async () => ({ valid: true }));
    expect(auth.token).toBe('t1');
    expect(authCheck.status).toBe('done');
  });

  it('clears a session the server calls invalid', async () => {
    signIn('t1', user);
    await checkAuthOnce(async () => ({ valid: false }));
    expect(auth.token).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('clears the session on a 401', async () => {
    signIn('t1', user);
    await checkAuthOnce(async () => {
      throw new ApiError('unauthorised', 401);
    });
    expect(auth.token).toBeNull();
  });

  it('gives up after 3 s and trusts the stored token', async () => {
    jest.useFakeTimers();
    try {
      signIn('t1', user);
      let aborted = false;
      const done = checkAuthOnce(
        (signal) =>
          new Promise((_resolve, reject) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('aborted', 'AbortError'));
            });
          }),
      );
      expect(authCheck.status).toBe('pending');
      await jest.advanceTimersByTimeAsync(2999);
      expect(authCheck.status).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(aborted).toBe(true);
      expect(authCheck.status).toBe('done');
      expect(auth.token).toBe('t1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the session when the network fails', async () => {
    signIn('t1', user);
    await checkAuthOnce(async () => {
      throw new ApiError('網絡請求失敗，請檢查您的網絡連接', 0);
    });
    expect(auth.token).toBe('t1');
  });

  it('runs only once per load', async () => {
    signIn('t1', user);
    const verify = jest.fn(async () => ({ valid: true }));
    await checkAuthOnce(verify);
    await checkAuthOnce(verify);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
