import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TubeChangedMessage, TubeInfo } from '@shop/contracts';
import { installFakeApi, type FakeReply } from '../../../testing/fake-api';
import { signIn, signOut } from '../../../stores/auth.store';
import { toasts } from '../../../stores/toast.store';
import type { ProductDetail } from '../api/get-product';
import { TubeBoard } from './tube-board';

// A fake shared socket: records what the page sends and lets the test push notices.
type Listener = (...args: unknown[]) => void;
const fakeSocket = {
  connected: true,
  listeners: new Map<string, Set<Listener>>(),
  sent: [] as [string, unknown][],
  on(event: string, fn: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(fn);
    return this;
  },
  off(event: string, fn: Listener) {
    this.listeners.get(event)?.delete(fn);
    return this;
  },
  emit(event: string, payload: unknown) {
    this.sent.push([event, payload]);
    return this;
  },
  push(event: string, payload: unknown) {
    this.listeners.get(event)?.forEach((fn) => fn(payload));
  },
};
let socketConnected = true;

jest.mock('../../../lib/live-socket', () => ({
  withSocket: (attach: (socket: typeof fakeSocket) => () => void) => attach(fakeSocket),
  useSocketConnected: () => socketConnected,
}));

const tube: TubeInfo = {
  id: 'tube-1',
  raffle_tube_id: 'tube-1',
  product_id: 'p-1',
  total_tickets: 12,
  remaining_tickets: 10,
  chain_head: null,
  has_last_prize: true,
  revision: 7,
  sold_out: false,
  commitment: 'c'.repeat(64),
  tiers: [
    { tier: 'A', total: 1, remaining: 1 },
    { tier: 'B', total: 11, remaining: 9 },
    { tier: 'LAST', total: 1, remaining: 1 },
  ],
  fairness: null,
};
const product: ProductDetail = {
  id: 'p-1',
  name: '一番賞 測試',
  type: 0,
  price: 300,
  discount_price: null,
  point_price: null,
  image_url: '/p.svg',
  images: [],
  status: '1',
  release_date: null,
  draw_date: null,
  allow_point_payment: true,
  description: null,
  prizes: [],
  raffle_info: { remaining_tickets: 10, total_tickets: 12 },
};
const user = { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: '0912345678', email: null, photoURL: null, role: 'member' as const };

let lockReply: FakeReply;
let reserveReply: FakeReply;
let drawReply: FakeReply;
let drawBodies: unknown[];
let ticketsRevision = 7;
let currentTube: TubeInfo = tube;
let releases: string[];
let fetchMock: jest.Mock;
let baseApi: Parameters<typeof installFakeApi>[0];

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBoard(entry = '/ichiban/ticket/p-1?tube=tube-1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/ichiban/ticket/:id" element={<TubeBoard tube={currentTube} index={0} product={product} />} />
          <Route path="/login" element={<WhereAmI />} />
          <Route path="/recharge" element={<WhereAmI />} />
          <Route path="/ichiban/draw/:code" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TubeBoard', () => {
  beforeEach(() => {
    signOut();
    toasts.items.splice(0);
    fakeSocket.listeners.clear();
    fakeSocket.sent = [];
    socketConnected = true;
    ticketsRevision = 7;
    currentTube = tube;
    releases = [];
    lockReply = { status: 200, body: { success: true, locked: false, remain: 0, is_mine: false } };
    reserveReply = { status: 200, body: { success: true, lock: { is_locked: true, remain: 300, locked_by_other: false } } };
    drawBodies = [];
    drawReply = {
      status: 200,
      body: {
        success: true,
        message: 'ok',
        order: {
          id: '11111111-1111-1111-1111-111111111111',
          status: 'completed',
          tube_id: 'tube-1',
          product_id: 'p-1',
          total_amount: 600,
          points_used: 400,
          token_amount: 580,
          created_at: '2026-01-01T00:00:00.000Z',
        },
        tickets: [],
        last_prize: null,
        lock: { is_locked: true, remain: 480, locked_by_other: false },
      },
    };
    baseApi = ({ method, path, body }) => {
      if (path === '/api/raffle/tubes/tube-1/tickets')
        return {
          status: 200,
          body: { success: true, tube_info: { ...currentTube, revision: ticketsRevision }, drawn_numbers: [3, 8], reserved_numbers: [11] },
        };
      if (path === '/api/raffle/tube/tube-1/lock/status') return lockReply;
      if (path === '/api/raffle/tube/tube-1/lock' && method === 'POST') return reserveReply;
      if (path === '/api/raffle/tube/tube-1/release' && method === 'POST') {
        releases.push(path);
        return { status: 200, body: { success: true, released: true } };
      }
      if (path === '/api/raffle/draw/multiple/tube-1' && method === 'POST') {
        drawBodies.push(body);
        return drawReply;
      }
      if (path === '/api/payment/redirect/11111111-1111-1111-1111-111111111111')
        return { status: 200, body: { success: true, redirect_url: '/ichiban/draw/the-code', message: 'ok' } };
      if (path === '/api/payment/redirect/22222222-2222-2222-2222-222222222222')
        return {
          status: 200,
          body: {
            success: true,
            redirect_url: 'https://ccore.newebpay.com/MPG/mpg_gateway',
            message: '',
            data: {
              payment_form:
                '<form id="newebpay-mpg-form" method="post" action="https://ccore.newebpay.com/MPG/mpg_gateway"><input type="hidden" name="TradeInfo" value="abc"></form><script>document.getElementById(\'newebpay-mpg-form\').submit();</script>',
            },
          },
        };
      if (path === '/api/user/balance') return { status: 200, body: { success: true, data: { tokens: 5000 } } };
      if (path === '/api/user/points/balance') return { status: 200, body: { success: true, data: { points: 1000, next_expiry: null } } };
      return { status: 404, body: { success: false, message: 'not found' } };
    };
    fetchMock = installFakeApi(baseApi);
  });

  it('shows padded tickets with drawn ones and those a pending card order keeps disabled, and a free tube', async () => {
    renderBoard();
    const first = await screen.findByTestId('ticket-1');
    expect(first.textContent).toContain('01');
    expect(first.getAttribute('data-drawn')).toBe('false');
    expect(screen.getByTestId('ticket-3').getAttribute('data-drawn')).toBe('true');
    expect((screen.getByTestId('ticket-3') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('ticket-11') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByTestId(/^ticket-\d+$/)).toHaveLength(12);
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('free'));
    expect(screen.getByTestId('lock-bar').textContent).toContain('籤筒可購買');
    expect((screen.getByTestId('reserve-button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('selects tickets; drawn ones and an 11th are refused', async () => {
    renderBoard();
    fireEvent.click(await screen.findByTestId('ticket-5'));
    fireEvent.click(screen.getByTestId('ticket-3'));
    expect(screen.getByTestId('selected-count').textContent).toBe('1');
    expect(screen.getByTestId('ticket-5').getAttribute('data-selected')).toBe('true');
    expect(screen.getByTestId('purchase-total').textContent).toBe('$300');
  });

  it('sends a visitor to log in instead of buying', async () => {
    renderBoard();
    fireEvent.click(await screen.findByTestId('ticket-5'));
    await waitFor(() => expect((screen.getByTestId('buy-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('buy-button'));
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/login\?redirect=/);
  });

  it('carries a visitor’s selection to the login page and back', async () => {
    renderBoard();
    fireEvent.click(await screen.findByTestId('ticket-5'));
    fireEvent.click(screen.getByTestId('ticket-7'));
    await waitFor(() => expect((screen.getByTestId('buy-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('buy-button'));
    const where = (await screen.findByTestId('where')).textContent ?? '';
    const back = new URLSearchParams(where.split('?')[1]).get('redirect') ?? '';
    expect(back).toBe('/ichiban/ticket/p-1?tube=tube-1&pick=5%2C7');
    cleanup();
    signIn('tok', user);
    renderBoard(back);
    expect((await screen.findByTestId('ticket-5')).getAttribute('data-selected')).toBe('true');
    expect(screen.getByTestId('selected-count').textContent).toBe('2');
    expect(screen.getByTestId('ticket-7').getAttribute('data-selected')).toBe('true');
  });

  it('ignores carried numbers outside the tube and drops those drawn meanwhile', async () => {
    renderBoard('/ichiban/ticket/p-1?tube=tube-1&pick=3,5,99,x,5');
    await waitFor(() => expect(screen.getByTestId('ticket-3').getAttribute('data-drawn')).toBe('true'));
    expect(screen.getByTestId('selected-count').textContent).toBe('1');
    expect(screen.getByTestId('ticket-5').getAttribute('data-selected')).toBe('true');
  });

  it('shows the shortfall on a disabled pay button; 前往儲值 gives the spec’s notice and goes to /recharge', async () => {
    signIn('tok', user);
    fetchMock = installFakeApi((req) =>
      req.path === '/api/user/balance' ? { status: 200, body: { success: true, data: { tokens: 100 } } } : baseApi(req),
    );
    renderBoard();
    fireEvent.click(await screen.findByTestId('ticket-5'));
    fireEvent.click(screen.getByTestId('ticket-7'));
    await waitFor(() => expect((screen.getByTestId('buy-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('buy-button'));
    await waitFor(() => expect(screen.getByTestId('token-shortfall').textContent).toBe('500'));
    const pay = screen.getByTestId('confirm-buy') as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(pay.textContent).toBe('代幣不足，還差 500 代幣');
    // By card the tokens do not matter.
    fireEvent.click(screen.getByTestId('pay-credit_card'));
    expect((screen.getByTestId('confirm-buy') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('confirm-recharge')).toBeNull();
    fireEvent.click(screen.getByTestId('pay-balance'));
    fireEvent.click(screen.getByTestId('confirm-recharge'));
    expect(toasts.items.map((t) => t.message)).toContain('代幣餘額不足，將導向充值頁面');
    expect((await screen.findByTestId('where', {}, { timeout: 5000 })).textContent).toBe('/recharge');
    expect(drawBodies).toEqual([]);
  });

  it('buys picked tickets with tokens and points, then follows the payment redirect', async () => {
    signIn('tok', user);
    renderBoard();
    fireEvent.click(await screen.findByTestId('ticket-5'));
    fireEvent.click(screen.getByTestId('ticket-7'));
    await waitFor(() => expect((screen.getByTestId('buy-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('buy-button'));
    await screen.findByTestId('confirm-panel');
    await waitFor(() => expect(screen.getByTestId('token-balance').textContent).toBe('5,000'));
    // 600 元 × 50 % × 20 = 6000 points cap; the balance (1000) floors to 1000.
    fireEvent.click(await screen.findByTestId('points-plus'));
    fireEvent.click(screen.getByTestId('points-plus'));
    expect(screen.getByTestId('confirm-payable').textContent).toContain('580');
    fireEvent.click(screen.getByTestId('confirm-buy'));
    expect((await screen.findByTestId('where')).textContent).toBe('/ichiban/draw/the-code');
    expect(drawBodies).toEqual([
      {
        payment_method: 'balance',
        product_id: 'p-1',
        ticket_numbers: [5, 7],
        is_multiple: true,
        is_full_pack: false,
        points_discount: 400,
        coupon_id: null,
      },
    ]);
  });

  it('pays by card: no token check, the order asks for credit_card, and the gateway form is posted', async () => {
    signIn('tok', user);
    const submitted: HTMLFormElement[] = [];
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    fetchMock = installFakeApi(({ method, path, body }) => {
      if (path === '/api/user/balance') return { status: 200, body: { success: true, data: { tokens: 0 } } };
      if (path === '/api/raffle/draw/multiple/tube-1' && method === 'POST') {
        drawBodies.push(body);
        const reply = drawReply.body as { order: object };
        return {
          status: 200,
          body: { ...reply, order: { ...reply.order, id: '22222222-2222-2222-2222-222222222222', status: 'pending', token_amount: 0 } },
        };
      }
      return baseApi({ method, path, body, headers: {} });
    });
    renderBoard();
    fireEvent.click(await screen.findByTestId('ticket-5'));
    fireEvent.click(screen.getByTestId('ticket-7'));
    await waitFor(() => expect((screen.getByTestId('buy-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('buy-button'));
    await screen.findByTestId('confirm-panel');
    expect(screen.getByTestId('pay-balance').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('pay-credit_card'));
    expect(screen.getByTestId('pay-credit_card').getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByTestId('token-balance')).toBeNull();
    expect(screen.getByTestId('confirm-buy').textContent).toBe('信用卡支付 NT$600');
    // 0 tokens would send a token buyer to recharge; a card buyer goes on.
    fireEvent.click(screen.getByTestId('confirm-buy'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.action).toBe('https://ccore.newebpay.com/MPG/mpg_gateway');
    expect(submitted[0]!.querySelector('input[name="TradeInfo"]')?.getAttribute('value')).toBe('abc');
    expect(drawBodies).toEqual([
      {
        payment_method: 'credit_card',
        product_id: 'p-1',
        ticket_numbers: [5, 7],
        is_multiple: true,
        is_full_pack: false,
        points_discount: 0,
        coupon_id: null,
      },
    ]);
    submit.mockRestore();
  });

  it('shows the countdown when another buyer holds the tube (423)', async () => {
    signIn('tok', user);
    drawReply = { status: 423, body: { success: false, message: '其他用戶正在抽選', remain: 200 } };
    renderBoard();
    fireEvent.click(await screen.findByTestId('ticket-5'));
    fireEvent.click(screen.getByTestId('ticket-6'));
    await waitFor(() => expect((screen.getByTestId('buy-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('buy-button'));
    fireEvent.click(await screen.findByTestId('confirm-buy'));
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('other'));
    expect(screen.getByTestId('lock-remain').textContent).toBe('200');
    expect(screen.queryByTestId('confirm-panel')).toBeNull();
    expect((screen.getByTestId('buy-button') as HTMLButtonElement).disabled).toBe(true);
    expect(toasts.items.map((t) => t.message)).toContain('其他用戶正在抽選');
  });

  it('picks random numbers from the undrawn, unreserved ones', async () => {
    renderBoard();
    await screen.findByTestId('ticket-1');
    await waitFor(() => expect((screen.getByTestId('random-button') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('random-button'));
    fireEvent.click(await screen.findByTestId('random-10'));
    // 12 tickets: 3 and 8 drawn, 11 kept by a pending card order.
    expect(screen.getByTestId('selected-count').textContent).toBe('9');
    expect(screen.getByTestId('ticket-3').getAttribute('data-selected')).toBe('false');
    expect(screen.getByTestId('ticket-8').getAttribute('data-selected')).toBe('false');
    expect(screen.getByTestId('ticket-11').getAttribute('data-selected')).toBe('false');
  });

  it('shows someone else’s lock with its countdown and a disabled reserve button', async () => {
    lockReply = { status: 200, body: { success: true, locked: true, remain: 287, is_mine: false } };
    renderBoard();
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('other'));
    expect(screen.getByTestId('lock-bar').textContent).toContain('其他用戶抽選中，剩餘 04:47');
    expect(screen.getByTestId('lock-remain').textContent).toBe('287');
    expect((screen.getByTestId('reserve-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('reserves the tube for a member', async () => {
    signIn('tok', user);
    renderBoard();
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('free'));
    fireEvent.click(screen.getByTestId('reserve-button'));
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('mine'));
    expect(screen.getByTestId('lock-bar').textContent).toContain('您已鎖定籤筒 05:00');
    expect(screen.getByTestId('lock-remain').textContent).toBe('300');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1].headers.Authorization).toBe('Bearer tok');
  });

  it('shows the countdown from a 423', async () => {
    signIn('tok', user);
    reserveReply = { status: 423, body: { success: false, message: '其他用戶正在抽選', remain: 120 } };
    renderBoard();
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('free'));
    fireEvent.click(screen.getByTestId('reserve-button'));
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('other'));
    expect(screen.getByTestId('lock-remain').textContent).toBe('120');
    expect(toasts.items.map((t) => t.message)).toContain('其他用戶正在抽選');
  });

  it('sends a visitor to log in instead of reserving', async () => {
    renderBoard();
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('free'));
    fireEvent.click(screen.getByTestId('reserve-button'));
    expect((await screen.findByTestId('where')).textContent).toBe(`/login?redirect=${encodeURIComponent('/ichiban/ticket/p-1?tube=tube-1')}`);
    expect(toasts.items.map((t) => t.message)).toContain('請先登入');
  });

  it('watches the tube room and patches newer notices into the page without refetching', async () => {
    renderBoard();
    await screen.findByTestId('ticket-1');
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('free'));
    expect(fakeSocket.sent).toContainEqual(['tube:watch', { tubeId: 'tube-1' }]);
    const calls = () => fetchMock.mock.calls.length;
    const before = calls();

    const notice = (revision: number, drawnNumbers: number[]): TubeChangedMessage => ({
      tubeId: 'tube-1',
      revision,
      locked: true,
      lockExpiresAt: null,
      lockRemain: 250,
      remainingTickets: 12 - drawnNumbers.length,
      drawnNumbers,
      reservedNumbers: [],
      tiers: tube.tiers,
      soldOut: false,
      chainHead: null,
    });
    act(() => fakeSocket.push('tube:changed', notice(6, [1, 2, 3, 8])));
    expect(screen.getByTestId('ticket-1').getAttribute('data-drawn')).toBe('false');

    act(() => fakeSocket.push('tube:changed', notice(9, [1, 2, 3, 8])));
    await waitFor(() => expect(screen.getByTestId('ticket-1').getAttribute('data-drawn')).toBe('true'));
    expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('other');
    expect(screen.getByTestId('lock-remain').textContent).toBe('250');
    expect(calls()).toBe(before);
  });

  it('polls the lock every 5 s only while the socket is down', async () => {
    jest.useFakeTimers();
    try {
      socketConnected = false;
      renderBoard();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      const lockCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/raffle/tube/tube-1/lock/status').length;
      const first = lockCalls();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(lockCalls()).toBe(first + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not poll while the socket is up', async () => {
    jest.useFakeTimers();
    try {
      renderBoard();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      const lockCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/raffle/tube/tube-1/lock/status').length;
      const first = lockCalls();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(15000);
      });
      expect(lockCalls()).toBe(first);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows 已完售 and no reserve button for a sold-out tube', async () => {
    signIn('tok', user);
    currentTube = { ...tube, remaining_tickets: 0, sold_out: true, tiers: tube.tiers.map((t) => ({ ...t, remaining: 0 })) };
    renderBoard();
    await screen.findByTestId('ticket-1');
    expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('sold-out');
    expect(screen.getByTestId('lock-bar').textContent).toContain('已完售');
    expect(screen.getByTestId('lock-bar').textContent).not.toContain('籤筒可購買');
    expect(screen.queryByTestId('reserve-button')).toBeNull();
  });

  it('releases the lock it holds when the member leaves the tube, and only then', async () => {
    signIn('tok', user);
    lockReply = { status: 200, body: { success: true, locked: true, remain: 200, is_mine: true } };
    const { unmount } = renderBoard();
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('mine'));
    expect(releases).toEqual([]);
    unmount();
    await waitFor(() => expect(releases).toEqual(['/api/raffle/tube/tube-1/release']));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/raffle/tube/tube-1/release');
    expect(call?.[1]).toMatchObject({ method: 'POST', keepalive: true, headers: expect.objectContaining({ Authorization: 'Bearer tok' }) });
  });

  it('releases nothing when it held no lock', async () => {
    signIn('tok', user);
    const { unmount } = renderBoard();
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('free'));
    unmount();
    // Give a stray release a chance to be sent before checking there was none.
    await act(async () => {
      await Promise.resolve();
    });
    expect(releases).toEqual([]);
  });

  it('leaves the tube room on unmount', async () => {
    const { unmount } = renderBoard();
    await screen.findByTestId('ticket-1');
    unmount();
    expect(fakeSocket.sent).toContainEqual(['tube:unwatch', { tubeId: 'tube-1' }]);
    expect(fakeSocket.listeners.get('tube:changed')?.size ?? 0).toBe(0);
  });
});
