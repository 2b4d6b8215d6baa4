import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { installFakeApi, type FakeReply } from '../../../testing/fake-api';
import { auth, rememberRedirect, signOut } from '../../../stores/auth.store';
import { toasts } from '../../../stores/toast.store';
import { LIFF_SDK_URL, type Liff } from '../liff-sdk';
import LiffLoginPage from './liff-login-page';

const user = { id: 'u1', uid: 'U0001', name: '小明', displayName: '小明', phone: null, role: 'member' };
const configured = { status: 200, body: { success: true, data: { google: false, line: true, line_liff_id: '1650000000-abcdEFGH' } } };
let replies: Record<string, FakeReply>;
let fetchMock: jest.Mock;

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(path = '/lifflogin') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/lifflogin" element={<LiffLoginPage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A stand-in for the LINE SDK's global: the page only sees this object. */
function fakeLiff(overrides: Partial<Liff> = {}): jest.Mocked<Liff> {
  const liff = {
    init: jest.fn(() => Promise.resolve()),
    isLoggedIn: jest.fn(() => true),
    login: jest.fn(),
    getIDToken: jest.fn(() => 'line-id-token'),
    ...overrides,
  } as jest.Mocked<Liff>;
  window.liff = liff;
  return liff;
}

const posts = () => fetchMock.mock.calls.filter(([url, init]) => url === '/api/line/liff-login' && init?.method === 'POST');

describe('LiffLoginPage', () => {
  beforeEach(() => {
    signOut();
    sessionStorage.clear();
    toasts.items.splice(0);
    delete window.liff;
    document.querySelectorAll('script').forEach((s) => s.remove());
    replies = {
      'GET /api/auth/providers': configured,
      'POST /api/line/liff-login': { status: 200, body: { success: true, token: 'tok-liff', user, redirect_url: '/' } },
    };
    fetchMock = installFakeApi(
      ({ method, path }) => replies[`${method} ${path.split('?')[0]}`] ?? { status: 404, body: { success: false, message: '找不到' } },
    );
  });

  it('says LINE sign-in is not open, with a way back to /login, when no LIFF app is configured', async () => {
    replies['GET /api/auth/providers'] = { status: 200, body: { success: true, data: { google: true, line: true, line_liff_id: null } } };
    renderPage();
    expect((await screen.findByTestId('liff-error')).textContent).toContain('此登入方式尚未開放');
    expect(screen.getByRole('link', { name: '返回登入' }).getAttribute('href')).toBe('/login');
    expect(document.querySelector(`script[src="${LIFF_SDK_URL}"]`)).toBeNull();
  });

  it('initialises LIFF with the configured id, posts the id token, signs in and goes to the stored redirect', async () => {
    const liff = fakeLiff();
    rememberRedirect('/box');
    renderPage();
    expect((await screen.findByTestId('where')).textContent).toBe('/box');
    expect(liff.init).toHaveBeenCalledWith({ liffId: '1650000000-abcdEFGH' });
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(posts()[0][1].body)).toEqual({ id_token: 'line-id-token' });
    expect(auth.token).toBe('tok-liff');
    expect(localStorage.getItem('auth_token')).toBe('tok-liff');
  });

  it('goes to the server’s redirect_url when nothing else is asked', async () => {
    fakeLiff();
    replies['POST /api/line/liff-login'] = { status: 200, body: { success: true, token: 'tok-liff', user, redirect_url: '/user' } };
    renderPage();
    expect((await screen.findByTestId('where')).textContent).toBe('/user');
  });

  it('sends a visitor not signed in to LINE through LINE’s login, back to this page', async () => {
    const liff = fakeLiff({ isLoggedIn: jest.fn(() => false) });
    renderPage();
    await waitFor(() => expect(liff.login).toHaveBeenCalledWith({ redirectUri: window.location.href }));
    expect(posts()).toHaveLength(0);
    expect(auth.token).toBeNull();
  });

  it('shows the server’s refusal of the token and stays signed out', async () => {
    fakeLiff();
    replies['POST /api/line/liff-login'] = { status: 401, body: { success: false, message: 'LINE 登入狀態已失效，請重新登入' } };
    renderPage();
    expect((await screen.findByTestId('liff-error')).textContent).toContain('LINE 登入狀態已失效，請重新登入');
    expect(auth.token).toBeNull();
  });

  it('toasts a refused LIFF setup by its code and goes to /login', async () => {
    fakeLiff({ init: jest.fn(() => Promise.reject(Object.assign(new Error('init'), { code: 40002 }))) });
    renderPage();
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
    expect(toasts.items.map((t) => t.message)).toEqual(['LINE 應用程式已停用']);
    expect(posts()).toHaveLength(0);
  });

  it('adds the SDK script and, when it cannot load, toasts LIFF SDK 未載入 and goes to /login', async () => {
    renderPage();
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${LIFF_SDK_URL}"]`);
      if (!found) throw new Error('no script yet');
      return found;
    });
    script.dispatchEvent(new Event('error'));
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
    expect(toasts.items.map((t) => t.message)).toEqual(['LIFF SDK 未載入']);
    expect(document.querySelector(`script[src="${LIFF_SDK_URL}"]`)).toBeNull();
  });
});
