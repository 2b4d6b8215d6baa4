import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { messages } from '@shop/contracts';
import { installFakeApi, type FakeReply } from '../../../testing/fake-api';
import { fakeCaptcha, fakeCaptchaAnswer } from '../../../testing/fake-captcha';
import PhoneBindingPage from './phone-binding-page';

let replies: Record<string, FakeReply>;
let fetchMock: jest.Mock;
const unbound = { success: true, data: { isBound: false, isPhoneLogin: false, boundPhone: null, boundAt: null } };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PhoneBindingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bodyOf = (key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
  return call ? JSON.parse(call[1].body) : undefined;
};
const error = () => screen.getByTestId('binding-error').textContent;

async function next(phone: string) {
  await waitFor(() => expect(screen.getByTestId('captcha-status').dataset.state).toBe('solved'));
  fireEvent.change(screen.getByTestId('binding-phone'), { target: { value: phone } });
  fireEvent.click(screen.getByTestId('binding-next'));
}

beforeEach(() => {
  replies = {
    'GET /api/user/phone-binding/status': { status: 200, body: unbound },
    'GET /api/auth/captcha': { status: 200, body: fakeCaptcha },
    'POST /api/user/phone-binding/check': { status: 200, body: { success: true, data: { phone: '0922000002', available: true } } },
    'POST /api/user/phone-binding/send-code': { status: 200, body: { success: true, session_info: 'sess-b', resend_after: 60, expires_in: 300 } },
    'POST /api/user/phone-binding/confirm': {
      status: 200,
      body: {
        success: true,
        message: '手機綁定成功',
        data: { boundPhone: '0922000002', boundAt: '2026-11-24T05:00:00.000Z', invitation_reward: { points: 200 } },
      },
    },
  };
  fetchMock = installFakeApi(({ method, path }) => replies[`${method} ${path}`] ?? { status: 404, body: { success: false, message: 'nope' } });
});

it('checks the phone, sends the code behind the captcha with a 60 s resend, then confirms with 6 digits', async () => {
  renderPage();
  await next('0812');
  expect(error()).toBe(messages.phoneBinding.phoneInvalid);
  expect(bodyOf('POST /api/user/phone-binding/check')).toBeUndefined();

  await next('0922-000-002');
  await waitFor(() => expect(screen.getByTestId('steps').getAttribute('data-step')).toBe('2'));
  expect(bodyOf('POST /api/user/phone-binding/check')).toEqual({ phone: '0922000002' });
  expect(bodyOf('POST /api/user/phone-binding/send-code')).toEqual({ phone: '0922000002', captcha_id: 'cap-1', captcha_answer: fakeCaptchaAnswer });
  expect(screen.getByTestId('send-code').textContent).toBe('60 秒後重發');
  expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);

  fireEvent.change(screen.getByTestId('binding-code'), { target: { value: '123' } });
  fireEvent.click(screen.getByTestId('binding-confirm'));
  expect(error()).toBe(messages.phoneBinding.codeRequired);

  fireEvent.change(screen.getByTestId('binding-code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByTestId('binding-confirm'));
  expect(await screen.findByTestId('binding-done')).toBeTruthy();
  expect(bodyOf('POST /api/user/phone-binding/confirm')).toEqual({ phone: '0922000002', code: '123456', session_info: 'sess-b' });
  expect(screen.getByTestId('binding-reward').textContent).toBe('邀請獎勵 200 紅利點數已發放給您和邀請人');
});

it("shows the server's message when the check fails, and the fallback when the bind fails without one", async () => {
  replies['POST /api/user/phone-binding/check'] = { status: 409, body: { success: false, message: messages.phoneBinding.phoneTaken } };
  renderPage();
  await next('0922000002');
  await waitFor(() => expect(error()).toBe(messages.phoneBinding.phoneTaken));
  expect(bodyOf('POST /api/user/phone-binding/send-code')).toBeUndefined();

  replies['POST /api/user/phone-binding/check'] = { status: 200, body: { success: true, data: { phone: '0922000002', available: true } } };
  replies['POST /api/user/phone-binding/confirm'] = { status: 500, body: 'oops' };
  fireEvent.click(screen.getByTestId('binding-next'));
  await waitFor(() => expect(screen.getByTestId('steps').getAttribute('data-step')).toBe('2'));
  fireEvent.change(screen.getByTestId('binding-code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByTestId('binding-confirm'));
  await waitFor(() => expect(error()).toBe(messages.phoneBinding.bindFailed));
});

it('shows the bound phone of an account that has one', async () => {
  replies['GET /api/user/phone-binding/status'] = {
    status: 200,
    body: { success: true, data: { isBound: true, isPhoneLogin: true, boundPhone: '0912345678', boundAt: '2026-01-02T03:04:05.000Z' } },
  };
  renderPage();
  expect((await screen.findByTestId('binding-bound-phone')).textContent).toBe('0912***678');
  expect(screen.queryByTestId('binding-phone')).toBeNull();
});
