import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { messages } from '@shop/contracts';
import { installFakeApi, type FakeHandler, type FakeReply } from '../../../testing/fake-api';
import { auth, rememberRedirect, signOut } from '../../../stores/auth.store';
import { fakeCaptcha, fakeCaptchaAnswer, unsolvableCaptcha } from '../../../testing/fake-captcha';
import LoginPage from './login-page';

const user = { id: 'u1', uid: 'U0001', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' };
const sent = { success: true, session_info: 'sess-1', resend_after: 60, expires_in: 300 };
let replies: Record<string, FakeReply>;

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderLogin(path = '/login') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function submit(phone: string, password: string) {
  fireEvent.change(screen.getByTestId('login-phone'), { target: { value: phone } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

const byPath: FakeHandler = ({ method, path }) =>
  replies[`${method} ${path.split('?')[0]}`] ?? { status: 404, body: { success: false, message: '找不到' } };

describe('LoginPage', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    signOut();
    sessionStorage.clear();
    replies = {
      'GET /api/auth/providers': { status: 200, body: { success: true, data: { google: false, line: false, line_liff_id: null } } },
      'POST /api/auth/login': { status: 200, body: { success: true, data: { user, token: 'tok-1' } } },
      'GET /api/auth/captcha': { status: 200, body: fakeCaptcha },
      'POST /api/auth/phone/send-code': { status: 200, body: sent },
      'POST /api/auth/phone/verify': { status: 200, body: { success: true, data: { user, token: 'tok-code' } } },
    };
    fetchMock = installFakeApi(byPath);
  });

  const calls = (key: string) => fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key);

  it('checks the form before calling the server', () => {
    renderLogin();
    submit('', '');
    expect(screen.getByTestId('login-error').textContent).toBe('請輸入手機號碼和密碼');
    submit('0812345678', 'secret1');
    expect(screen.getByTestId('login-error').textContent).toBe('手機號碼格式錯誤，請輸入正確的台灣手機號碼');
    submit('0912345678', '123');
    expect(screen.getByTestId('login-error').textContent).toBe('密碼不得少於6個字元');
    expect(calls('POST /api/auth/login')).toHaveLength(0);
  });

  it('signs in and goes to the redirect in the query', async () => {
    renderLogin('/login?redirect=%2Fbox%3Ftab%3D1');
    submit('0912345678', 'secret1');
    expect((await screen.findByTestId('where')).textContent).toBe('/box?tab=1');
    expect(auth.token).toBe('tok-1');
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    const [, init] = calls('POST /api/auth/login')[0];
    expect(JSON.parse(init.body)).toEqual({ phone: '0912345678', password: 'secret1' });
  });

  it('falls back to the stored redirect, then home', async () => {
    rememberRedirect('/coupons');
    renderLogin();
    submit('0912345678', 'secret1');
    expect((await screen.findByTestId('where')).textContent).toBe('/coupons');
  });

  it('refuses an off-site redirect', async () => {
    renderLogin('/login?redirect=%2F%2Fevil.example');
    submit('0912345678', 'secret1');
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it("shows the server's message on failure", async () => {
    replies['POST /api/auth/login'] = { status: 401, body: { success: false, message: '手機號碼或密碼錯誤' } };
    renderLogin();
    submit('0912345678', 'secret1');
    expect(await screen.findByText('手機號碼或密碼錯誤')).toBeTruthy();
    expect(auth.token).toBeNull();
  });

  it('falls back to the spec message when the server gives none', async () => {
    replies['POST /api/auth/login'] = { status: 401, body: '' };
    renderLogin();
    submit('0912345678', 'secret1');
    expect(await screen.findByText('登入失敗！請檢查手機號碼與密碼')).toBeTruthy();
  });

  it('hides provider buttons the server has not enabled, and shows enabled ones', async () => {
    renderLogin();
    await waitFor(() => expect(calls('GET /api/auth/providers')).toHaveLength(1));
    expect(screen.queryByTestId('providers')).toBeNull();
  });

  it('links enabled providers to the server, carrying the redirect', async () => {
    replies['GET /api/auth/providers'] = { status: 200, body: { success: true, data: { google: true, line: false, line_liff_id: null } } };
    renderLogin('/login?redirect=%2Fbox');
    const google = await screen.findByTestId('provider-google');
    expect(google.getAttribute('href')).toBe('/api/auth/oidc/google/login?redirect=%2Fbox');
    expect(screen.queryByTestId('provider-line')).toBeNull();
  });

  describe('code tab', () => {
    afterEach(() => jest.useRealTimers());

    async function openCodeTab() {
      renderLogin('/login?redirect=%2Fuser');
      fireEvent.click(screen.getByRole('tab', { name: '驗證碼登入' }));
      await waitFor(() => expect(screen.getByTestId('captcha-status').dataset.state).toBe('solved'));
    }

    it('checks phone and code with the spec messages', async () => {
      await openCodeTab();
      fireEvent.change(screen.getByTestId('code-phone'), { target: { value: '0812' } });
      fireEvent.click(screen.getByTestId('send-code'));
      expect(screen.getByTestId('code-error').textContent).toBe('手機號碼格式錯誤，請輸入正確的台灣手機號碼');
      fireEvent.change(screen.getByTestId('code-phone'), { target: { value: '0912345678' } });
      fireEvent.change(screen.getByTestId('code-input'), { target: { value: '12345' } });
      fireEvent.click(screen.getByTestId('code-submit'));
      expect(screen.getByTestId('code-error').textContent).toBe('驗證碼錯誤或遺失驗證信息');
      // A well-formed code with no code sent: the verification information is missing.
      fireEvent.change(screen.getByTestId('code-input'), { target: { value: '123456' } });
      fireEvent.click(screen.getByTestId('code-submit'));
      expect(screen.getByTestId('code-error').textContent).toBe('驗證碼錯誤或遺失驗證信息');
      expect(calls('POST /api/auth/phone/verify')).toHaveLength(0);
    });

    it('sends a code with the captcha, counts 60 s down, then signs in', async () => {
      await openCodeTab();
      jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
      fireEvent.change(screen.getByTestId('code-phone'), { target: { value: '0912-345-678' } });
      await act(async () => {
        fireEvent.click(screen.getByTestId('send-code'));
        await jest.advanceTimersByTimeAsync(0);
      });
      const [, init] = calls('POST /api/auth/phone/send-code')[0];
      expect(JSON.parse(init.body)).toEqual({ phone: '0912345678', purpose: 'login', captcha_id: 'cap-1', captcha_answer: fakeCaptchaAnswer });
      const button = screen.getByTestId('send-code');
      expect(button.textContent).toBe('60 秒後重發');
      expect((button as HTMLButtonElement).disabled).toBe(true);
      await act(() => jest.advanceTimersByTimeAsync(59_000));
      expect(button.textContent).toBe('1 秒後重發');
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(button.textContent).toBe('重新發送');
      expect((button as HTMLButtonElement).disabled).toBe(false);
      // The single-use captcha was replaced after the send.
      expect(calls('GET /api/auth/captcha').length).toBeGreaterThanOrEqual(2);
      jest.useRealTimers();

      fireEvent.change(screen.getByTestId('code-input'), { target: { value: '654321' } });
      fireEvent.click(screen.getByTestId('code-submit'));
      expect((await screen.findByTestId('where')).textContent).toBe('/user');
      expect(auth.token).toBe('tok-code');
      const [, verify] = calls('POST /api/auth/phone/verify')[0];
      expect(JSON.parse(verify.body)).toEqual({ phone: '0912345678', code: '654321', session_info: 'sess-1' });
    });

    it("shows the server's refusal and keeps counting a cooldown it reports", async () => {
      replies['POST /api/auth/phone/send-code'] = { status: 429, body: { success: false, message: '請於 42 秒後再重新發送', remain: 42 } };
      await openCodeTab();
      fireEvent.change(screen.getByTestId('code-phone'), { target: { value: '0912345678' } });
      fireEvent.click(screen.getByTestId('send-code'));
      expect(await screen.findByText('請於 42 秒後再重新發送')).toBeTruthy();
      expect(screen.getByTestId('send-code').textContent).toBe('42 秒後重發');
    });

    it('solves a dearer captcha for a phone many sends aim at, and sends again', async () => {
      let sends = 0;
      fetchMock = installFakeApi((request) => {
        if (request.method === 'POST' && request.path === '/api/auth/phone/send-code')
          return ++sends === 1 ? { status: 400, body: { success: false, message: messages.auth.captchaTooCheap } } : { status: 200, body: sent };
        return byPath(request);
      });
      await openCodeTab();
      fireEvent.change(screen.getByTestId('code-phone'), { target: { value: '0912345678' } });
      fireEvent.click(screen.getByTestId('send-code'));
      await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60 秒後重發'));
      const priced = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/captcha?phone=0912345678'));
      expect(priced).toHaveLength(1);
      expect(calls('POST /api/auth/phone/send-code')).toHaveLength(2);
      expect(screen.queryByText(messages.auth.captchaTooCheap)).toBeNull();
    });

    it('sends nothing when the check could not be worked out, and offers to retry', async () => {
      replies['GET /api/auth/captcha'] = { status: 200, body: unsolvableCaptcha };
      renderLogin('/login?redirect=%2Fuser');
      fireEvent.click(screen.getByRole('tab', { name: '驗證碼登入' }));
      await waitFor(() => expect(screen.getByTestId('captcha-status').dataset.state).toBe('failed'));
      fireEvent.change(screen.getByTestId('code-phone'), { target: { value: '0912345678' } });
      fireEvent.click(screen.getByTestId('send-code'));
      expect(await screen.findByText('圖形驗證碼錯誤，請重新輸入')).toBeTruthy();
      expect(calls('POST /api/auth/phone/send-code')).toHaveLength(0);
      expect(screen.getByTestId('captcha-refresh')).toBeTruthy();
    });
  });
});
