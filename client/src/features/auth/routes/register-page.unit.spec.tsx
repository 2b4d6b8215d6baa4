import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { installFakeApi, type FakeReply } from '../../../testing/fake-api';
import { auth, signOut } from '../../../stores/auth.store';
import { rememberInvitationCode, storedInvitationCode } from '../invitation-code';
import ForgotPasswordPage from './forgot-password-page';
import InvitePage from './invite-page';
import RegisterPage from './register-page';
import { fakeCaptcha, fakeCaptchaAnswer } from '../../../testing/fake-captcha';

const user = { id: 'u9', uid: 'u9', name: '新會員', displayName: '新會員', phone: '0912000111', role: 'member' };
let replies: Record<string, FakeReply>;
let fetchMock: jest.Mock;

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/firebase-register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/invite/:code" element={<InvitePage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const body = (key: string, index = 0) => {
  const call = fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)[index];
  return call ? JSON.parse(call[1].body) : undefined;
};
const error = () => screen.getByTestId('steps-error').textContent;

async function stepOne(phone: string) {
  await waitFor(() => expect(screen.getByTestId('captcha-status').dataset.state).toBe('solved'));
  fireEvent.change(screen.getByTestId('steps-phone'), { target: { value: phone } });
  fireEvent.click(screen.getByTestId('steps-send'));
}

function stepTwo(code: string, password: string, confirm: string) {
  fireEvent.change(screen.getByTestId('steps-code'), { target: { value: code } });
  fireEvent.change(screen.getByTestId('steps-password'), { target: { value: password } });
  fireEvent.change(screen.getByTestId('steps-confirm'), { target: { value: confirm } });
  fireEvent.click(screen.getByTestId('steps-finish'));
}

beforeEach(() => {
  signOut();
  sessionStorage.clear();
  replies = {
    'GET /api/auth/captcha': { status: 200, body: fakeCaptcha },
    'POST /api/auth/phone/send-code': { status: 200, body: { success: true, session_info: 'sess-9', resend_after: 60, expires_in: 300 } },
    'POST /api/auth/register': { status: 200, body: { success: true, data: { user, token: 'tok-new' } } },
    'POST /api/auth/reset-password': { status: 200, body: { success: true, message: '密碼已重設，請重新登入' } },
    'GET /api/invite/FRIEND88': { status: 200, body: { success: true, data: { inviter_name: '阿寶', invitation_code: 'FRIEND88' } } },
  };
  fetchMock = installFakeApi(
    ({ method, path }) => replies[`${method} ${path}`] ?? { status: 404, body: { success: false, message: '邀請連結無效' } },
  );
});

describe('register', () => {
  it('walks the three steps with every validation message, then signs in', async () => {
    renderAt('/firebase-register');
    expect(screen.getByTestId('steps').getAttribute('data-step')).toBe('1');
    await stepOne('0812000111');
    expect(error()).toBe('手機號碼格式錯誤，請輸入正確的台灣手機號碼');

    await stepOne('0912000111');
    await waitFor(() => expect(screen.getByTestId('steps').getAttribute('data-step')).toBe('2'));
    expect(body('POST /api/auth/phone/send-code')).toEqual({
      phone: '0912000111',
      purpose: 'register',
      captcha_id: 'cap-1',
      captcha_answer: fakeCaptchaAnswer,
    });
    expect(screen.getByTestId('steps-sent-to').textContent).toBe('0912000111');
    expect(screen.getByTestId('send-code').textContent).toBe('60 秒後重發');

    stepTwo('12345', 'secret1', 'secret1');
    expect(error()).toBe('請輸入 6 位數驗證碼');
    stepTwo('123456', '12345', '12345');
    expect(error()).toBe('密碼長度至少為 6 位');
    stepTwo('123456', 'a'.repeat(21), 'a'.repeat(21));
    expect(error()).toBe('密碼長度不得超過 20 位');
    stepTwo('123456', 'secret1', 'secret2');
    expect(error()).toBe('兩次密碼輸入不一致');
    expect(body('POST /api/auth/register')).toBeUndefined();

    stepTwo('123456', 'secret1', 'secret1');
    expect(await screen.findByTestId('register-done')).toBeTruthy();
    expect(screen.getByTestId('steps').getAttribute('data-step')).toBe('3');
    expect(body('POST /api/auth/register')).toEqual({
      phone: '0912000111',
      code: '123456',
      session_info: 'sess-9',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    expect(auth.token).toBe('tok-new');
  });

  it("shows the server's refusal on step 1 and asks for a new captcha", async () => {
    replies['POST /api/auth/phone/send-code'] = { status: 409, body: { success: false, message: '此手機號碼已註冊' } };
    renderAt('/firebase-register');
    await stepOne('0912000111');
    await waitFor(() => expect(error()).toBe('此手機號碼已註冊'));
    expect(screen.getByTestId('steps').getAttribute('data-step')).toBe('1');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/captcha').length).toBeGreaterThanOrEqual(2);
  });

  it('carries the invitation code from the landing into registration', async () => {
    rememberInvitationCode('FRIEND88');
    renderAt('/firebase-register');
    await stepOne('0912000111');
    await screen.findByTestId('steps-code');
    expect(screen.getByTestId('register-invite').textContent).toContain('FRIEND88');
    stepTwo('123456', 'secret1', 'secret1');
    await screen.findByTestId('register-done');
    expect(body('POST /api/auth/register').invitation_code).toBe('FRIEND88');
    expect(storedInvitationCode()).toBeNull();
  });
});

describe('forgot password', () => {
  it('resets through the same steps', async () => {
    renderAt('/forgot-password');
    await stepOne('0912000111');
    await screen.findByTestId('steps-code');
    expect(body('POST /api/auth/phone/send-code').purpose).toBe('reset');
    stepTwo('123456', 'newpass1', 'newpass2');
    expect(error()).toBe('兩次密碼輸入不一致');
    stepTwo('123456', 'newpass1', 'newpass1');
    expect((await screen.findByTestId('reset-done')).textContent).toContain('密碼已重設，請重新登入');
    expect(body('POST /api/auth/reset-password').password).toBe('newpass1');
  });
});

describe('invitation landing', () => {
  it('shows loading, then the inviter, and keeps the code for registration', async () => {
    renderAt('/invite/FRIEND88');
    expect(screen.getByTestId('invite-state').getAttribute('data-state')).toBe('loading');
    expect((await screen.findByTestId('invite-inviter')).textContent).toBe('阿寶');
    expect(screen.getByTestId('invite-state').getAttribute('data-state')).toBe('valid');
    expect(storedInvitationCode()).toBe('FRIEND88');
    expect(screen.getByTestId('invite-register').getAttribute('href')).toBe('/firebase-register?invite=FRIEND88');
  });

  it('says 邀請連結無效 for an unknown code', async () => {
    renderAt('/invite/NOPE1234');
    await waitFor(() => expect(screen.getByTestId('invite-state').getAttribute('data-state')).toBe('invalid'));
    expect(screen.getByText('邀請連結無效')).toBeTruthy();
    expect(storedInvitationCode()).toBeNull();
  });
});
