import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { installFakeApi, type FakeReply } from '../../../testing/fake-api';
import { auth, rememberRedirect, signOut } from '../../../stores/auth.store';
import LoginPage from './login-page';

const user = { id: 'u1', uid: 'U0001', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' };
let reply: FakeReply;

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderLogin(path = '/login') {
  const client = new QueryClient();
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

describe('LoginPage', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    signOut();
    sessionStorage.clear();
    reply = { status: 200, body: { success: true, data: { user, token: 'tok-1' } } };
    fetchMock = installFakeApi(() => reply);
  });

  it('checks the form before calling the server', () => {
    renderLogin();
    submit('', '');
    expect(screen.getByTestId('login-error').textContent).toBe('請輸入手機號碼和密碼');
    submit('0812345678', 'secret1');
    expect(screen.getByTestId('login-error').textContent).toBe('手機號碼格式錯誤，請輸入正確的台灣手機號碼');
    submit('0912345678', '123');
    expect(screen.getByTestId('login-error').textContent).toBe('密碼不得少於6個字元');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in and goes to the redirect in the query', async () => {
    renderLogin('/login?redirect=%2Fbox%3Ftab%3D1');
    submit('0912345678', 'secret1');
    expect((await screen.findByTestId('where')).textContent).toBe('/box?tab=1');
    expect(auth.token).toBe('tok-1');
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
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
    reply = { status: 401, body: { success: false, message: '手機號碼或密碼錯誤' } };
    renderLogin();
    submit('0912345678', 'secret1');
    expect(await screen.findByText('手機號碼或密碼錯誤')).toBeTruthy();
    expect(auth.token).toBeNull();
  });

  it('falls back to the spec message when the server gives none', async () => {
    reply = { status: 401, body: '' };
    renderLogin();
    submit('0912345678', 'secret1');
    expect(await screen.findByText('登入失敗！請檢查手機號碼與密碼')).toBeTruthy();
  });

  it('offers the code tab as not yet open', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: '驗證碼登入' }));
    expect(screen.getByText('尚未開放')).toBeTruthy();
  });
});
