import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TubeChangedMessage, TubeInfo } from '@shop/contracts';
import { installFakeApi, type FakeReply } from '../../../testing/fake-api';
import { signIn, signOut } from '../../../stores/auth.store';
import { toasts } from '../../../stores/toast.store';
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

jest.mock('../../../lib/socket', () => ({
  getSocket: () => fakeSocket,
  useSocketConnected: () => socketConnected,
}));

const tube: TubeInfo = {
  id: 'tube-1',
  raffle_tube_id: 'tube-1',
  product_id: 'p-1',
  total_tickets: 12,
  remaining_tickets: 10,
  has_last_prize: true,
  revision: 7,
};
const user = { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' as const };

let lockReply: FakeReply;
let reserveReply: FakeReply;
let ticketsRevision = 7;
let fetchMock: jest.Mock;

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBoard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/ichiban/ticket/p-1?tube=tube-1']}>
        <Routes>
          <Route path="/ichiban/ticket/:id" element={<TubeBoard tube={tube} index={0} />} />
          <Route path="/login" element={<WhereAmI />} />
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
    lockReply = { status: 200, body: { success: true, locked: false, remain: 0, is_mine: false } };
    reserveReply = { status: 200, body: { success: true, lock: { is_locked: true, remain: 300, locked_by_other: false } } };
    fetchMock = installFakeApi(({ method, path }) => {
      if (path === '/api/raffle/tubes/tube-1/tickets')
        return {
          status: 200,
          body: { success: true, tube_info: { ...tube, revision: ticketsRevision }, drawn_numbers: [3, 8] },
        };
      if (path === '/api/raffle/tube/tube-1/lock/status') return lockReply;
      if (path === '/api/raffle/tube/tube-1/lock' && method === 'POST') return reserveReply;
      return { status: 404, body: { success: false, message: 'not found' } };
    });
  });

  it('shows padded tickets with drawn ones disabled, and a free tube', async () => {
    renderBoard();
    const first = await screen.findByTestId('ticket-1');
    expect(first.textContent).toContain('01');
    expect(first.getAttribute('data-drawn')).toBe('false');
    expect(screen.getByTestId('ticket-3').getAttribute('data-drawn')).toBe('true');
    expect((screen.getByTestId('ticket-3') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByTestId(/^ticket-\d+$/)).toHaveLength(12);
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('free'));
    expect(screen.getByTestId('lock-bar').textContent).toContain('籤筒可購買');
    expect((screen.getByTestId('reserve-button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('selects tickets and keeps buying closed', async () => {
    renderBoard();
    fireEvent.click(await screen.findByTestId('ticket-5'));
    fireEvent.click(screen.getByTestId('ticket-3'));
    expect(screen.getByTestId('selected-count').textContent).toBe('1');
    expect(screen.getByTestId('ticket-5').getAttribute('data-selected')).toBe('true');
    expect((screen.getByTestId('buy-button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('purchase-bar').textContent).toContain('尚未開放');
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
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/login?redirect=${encodeURIComponent('/ichiban/ticket/p-1?tube=tube-1')}`,
    );
    expect(toasts.items.map((t) => t.message)).toContain('請先登入');
  });

  it('watches the tube room and refetches on a newer notice only', async () => {
    renderBoard();
    await screen.findByTestId('ticket-1');
    expect(fakeSocket.sent).toContainEqual(['tube:watch', { tubeId: 'tube-1' }]);
    const ticketCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/raffle/tubes/tube-1/tickets').length;
    const before = ticketCalls();

    const notice = (revision: number): TubeChangedMessage => ({
      tubeId: 'tube-1',
      revision,
      locked: true,
      lockExpiresAt: null,
      remainingTickets: 9,
    });
    act(() => fakeSocket.push('tube:changed', notice(6)));
    await new Promise((r) => setTimeout(r, 20));
    expect(ticketCalls()).toBe(before);

    ticketsRevision = 8;
    lockReply = { status: 200, body: { success: true, locked: true, remain: 200, is_mine: false } };
    act(() => fakeSocket.push('tube:changed', notice(8)));
    await waitFor(() => expect(ticketCalls()).toBe(before + 1));
    await waitFor(() => expect(screen.getByTestId('lock-bar').getAttribute('data-state')).toBe('other'));
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

  it('leaves the tube room on unmount', async () => {
    const { unmount } = renderBoard();
    await screen.findByTestId('ticket-1');
    unmount();
    expect(fakeSocket.sent).toContainEqual(['tube:unwatch', { tubeId: 'tube-1' }]);
    expect(fakeSocket.listeners.get('tube:changed')?.size ?? 0).toBe(0);
  });
});
