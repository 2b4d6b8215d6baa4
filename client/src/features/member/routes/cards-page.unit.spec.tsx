import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { UserTool } from '@shop/contracts';
import { installFakeApi } from '../../../testing/fake-api';
import CardsPage from './cards-page';

const card = (id: string, type: UserTool['type'], expiresAt: string, expired: boolean): UserTool => ({
  id,
  tool_id: type === 'shake_card' ? 1 : 2,
  type,
  name: type === 'shake_card' ? '提示卡' : '透視卡',
  image: `/demo/tools/${type}.svg`,
  expired,
  expires_at: expiresAt,
  formatted_expiry: expiresAt.slice(0, 10).replaceAll('-', '/') + ' 00:00',
});

const tools = [
  { id: 1, type: 'shake_card', name: '提示卡', image: '', description: '排除一款' },
  { id: 2, type: 'insight_card', name: '透視卡', image: '', description: '看到這一盒' },
];

function renderPage(cards: UserTool[], path = '/cards') {
  installFakeApi(({ path: url }) =>
    url.endsWith('/user/tools')
      ? { status: 200, body: { success: true, data: cards } }
      : { status: 200, body: { success: true, status: true, data: tools } },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <CardsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('counts usable cards per tab, groups same-expiry cards and keeps expired cards in their own tab', async () => {
  renderPage([
    card('a#1', 'shake_card', '2026-12-01T00:00:00.000Z', false),
    card('a#2', 'shake_card', '2026-12-01T00:00:00.000Z', false),
    card('b#1', 'insight_card', '2026-12-05T00:00:00.000Z', false),
    card('c#1', 'insight_card', '2026-10-01T00:00:00.000Z', true),
  ]);
  await waitFor(() => expect(screen.getByTestId('card-count-all').textContent).toBe('3'));
  expect(screen.getByTestId('card-count-shake_card').textContent).toBe('2');
  expect(screen.getByTestId('card-count-insight_card').textContent).toBe('1');
  expect(screen.getByTestId('card-count-expired').textContent).toBe('1');
  const rows = within(screen.getByTestId('card-list')).getAllByRole('listitem');
  expect(rows.map((r) => r.textContent)).toEqual(['提示卡有效期限至 2026/12/01 00:00×2', '透視卡有效期限至 2026/12/05 00:00×1']);

  fireEvent.click(screen.getByTestId('card-tab-insight_card'));
  expect(
    within(screen.getByTestId('card-list'))
      .getAllByRole('listitem')
      .map((r) => r.textContent),
  ).toEqual(['透視卡有效期限至 2026/12/05 00:00×1']);

  fireEvent.click(screen.getByTestId('card-tab-expired'));
  expect(
    within(screen.getByTestId('card-list'))
      .getAllByRole('listitem')
      .map((r) => r.textContent),
  ).toEqual(['透視卡已於 2026/10/01 00:00 過期×1']);
  expect(screen.queryByTestId('cards-use')).toBeNull();
});

it('says so when a tab is empty', async () => {
  renderPage([], '/cards?tab=shake_card');
  expect(await screen.findByText('目前沒有可使用的提示卡')).toBeTruthy();
  expect(screen.getByTestId('card-count-all').textContent).toBe('0');
});
