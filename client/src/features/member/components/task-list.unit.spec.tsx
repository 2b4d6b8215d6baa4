import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { UserTask } from '@shop/contracts';
import { installFakeApi } from '../../../testing/fake-api';
import { signIn } from '../../../stores/auth.store';
import { toasts } from '../../../stores/toast.store';
import { TaskList, taskGoPath } from './task-list';

const task = (
  id: string,
  period: UserTask['task']['period'],
  category: UserTask['task']['category'],
  current: number,
  target: number,
  status: UserTask['status'],
): UserTask => ({
  id,
  status,
  current_value: current,
  target_value: target,
  can_claim: status === 'completed',
  task: { name: `任務 ${id}`, description: `說明 ${id}`, category, growth_points: 10, period },
});

let tasks: UserTask[];
let claims: string[];

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TaskList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('task list', () => {
  beforeEach(() => {
    toasts.items.splice(0);
    signIn('tok', { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: null, role: 'member' });
    claims = [];
    tasks = [
      task('daily-kuji', 'daily', 'kuji', 1, 1, 'completed'),
      task('daily-gacha', 'daily', 'gacha', 0, 1, 'in_progress'),
      task('daily-check-in', 'daily', 'check_in', 1, 1, 'claimed'),
      task('weekly-shop', 'weekly', 'shop', 0, 1, 'in_progress'),
      task('weekly-tool', 'weekly', 'tool_usage', 1, 2, 'in_progress'),
      task('monthly-kuji', 'monthly', 'kuji', 3, 10, 'in_progress'),
    ];
    installFakeApi(({ method, path }) => {
      if (`${method} ${path}` === 'GET /api/user/tasks') return { status: 200, body: { success: true, data: tasks } };
      const claim = /^POST \/api\/user\/tasks\/([^/]+)\/claim$/.exec(`${method} ${path}`);
      if (claim) {
        claims.push(claim[1]);
        const t = tasks.find((x) => x.id === claim[1]);
        if (!t?.can_claim) return { status: 400, body: { success: false, message: '領取失敗' } };
        tasks = tasks.map((x) => (x.id === t.id ? { ...x, status: 'claimed', can_claim: false } : x));
        return { status: 200, body: { success: true, message: '領取成功', data: { growth_points: 10 } } };
      }
      return { status: 404, body: { success: false, message: '找不到' } };
    });
  });

  it('sends each category to its home tab (kuji 1, shop 2, tool_usage 2, gacha 3); check-in stays here', () => {
    expect(taskGoPath('kuji')).toBe('/ichiban');
    expect(taskGoPath('shop')).toBe('/blindbox');
    expect(taskGoPath('tool_usage')).toBe('/blindbox');
    expect(taskGoPath('gacha')).toBe('/gacha');
    expect(taskGoPath('check_in')).toBeNull();
  });

  it('lists the daily tasks first, with progress, claim, go and claimed states', async () => {
    renderList();
    const list = await screen.findByTestId('task-list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.dataset.testid),
    ).toEqual(['task-daily-kuji', 'task-daily-gacha', 'task-daily-check-in']);
    expect(screen.getByTestId('task-progress-daily-kuji').textContent).toBe('1/1');
    expect(screen.getByTestId('task-claim-daily-kuji').textContent).toBe('領取');
    expect(screen.getByTestId('task-go-daily-gacha').getAttribute('href')).toBe('/gacha');
    expect(within(screen.getByTestId('task-daily-check-in')).getByRole('button').textContent).toBe('已領取');
    expect(screen.getByTestId('task-tab-daily').textContent).toBe('每日任務1');
  });

  it('switches tabs to the weekly and monthly tasks', async () => {
    renderList();
    await screen.findByTestId('task-list');
    fireEvent.click(screen.getByTestId('task-tab-weekly'));
    expect(within(screen.getByTestId('task-list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('task-go-weekly-shop').getAttribute('href')).toBe('/blindbox');
    expect(screen.getByTestId('task-progress-weekly-tool').textContent).toBe('1/2');
    fireEvent.click(screen.getByTestId('task-tab-monthly'));
    expect(screen.getByTestId('task-progress-monthly-kuji').textContent).toBe('3/10');
    expect(screen.getByTestId('task-go-monthly-kuji').getAttribute('href')).toBe('/ichiban');
  });

  it('claims a finished task once: toast, then 已領取', async () => {
    renderList();
    fireEvent.click(await screen.findByTestId('task-claim-daily-kuji'));
    await waitFor(() => expect(within(screen.getByTestId('task-daily-kuji')).getByRole('button').textContent).toBe('已領取'));
    expect(claims).toEqual(['daily-kuji']);
    expect(toasts.items.map((t) => t.message)).toContain('領取成功！獲得 10 成長值');
  });

  it('shows 領取失敗 when the server refuses, and 載入任務失敗 when the list fails', async () => {
    tasks = [task('daily-kuji', 'daily', 'kuji', 1, 1, 'completed')];
    renderList();
    const button = await screen.findByTestId('task-claim-daily-kuji');
    tasks = [{ ...tasks[0], can_claim: false }];
    fireEvent.click(button);
    await waitFor(() => expect(toasts.items.map((t) => t.message)).toContain('領取失敗'));

    installFakeApi(() => ({ status: 500, body: { success: false, message: 'boom' } }));
    renderList();
    expect(await screen.findByText('載入任務失敗')).toBeTruthy();
  });
});
