import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BoxItem } from '@shop/contracts';
import { MemoryRouter } from 'react-router';
import { installFakeApi } from '../../../testing/fake-api';
import BoxPage from './box-page';

function renderPage(path = '/box') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <BoxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const item = (id: string, extra: Partial<BoxItem> = {}): BoxItem => ({
  id,
  item_name: '機甲少年 1/7 覺醒模型',
  item_image_url: '/demo/prizes/a.webp',
  quantity: 1,
  status: 'available',
  preorder_at: null,
  storage_days: null,
  source: 'ichiban',
  tier: 'A',
  rarity: null,
  product_id: '1002',
  product_name: '一番賞 機甲少年 覺醒篇',
  order_id: 'o1',
  created_at: '2026-11-20T02:00:00Z',
  shipping_order_id: null,
  carrier: null,
  tracking_number: null,
  ...extra,
});

const page = (data: BoxItem[], current = 1, last = 1, total = data.length) => ({
  status: 200,
  body: { success: true, data, total, current_page: current, last_page: last, per_page: 20 },
});

describe('BoxPage', () => {
  it('asks for the pending tab, 20 a page, and shows each prize with its picture, tier, name, product and date', async () => {
    const fetchMock = installFakeApi(() =>
      page([item('o1-5'), item('o1-LAST', { tier: 'LAST', item_name: '最後賞 特別版', item_image_url: '' })], 1, 1, 2),
    );
    renderPage();
    const rows = await screen.findAllByTestId('box-item');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/box-items?page=1&per_page=20&tab=pending');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect((first.getByRole('img') as HTMLImageElement).getAttribute('src')).toBe('/demo/prizes/a.webp');
    expect(first.getByText('A賞')).toBeTruthy();
    expect(first.getByText('機甲少年 1/7 覺醒模型')).toBeTruthy();
    expect(first.getByText('一番賞 機甲少年 覺醒篇')).toBeTruthy();
    expect(first.getByText('2026/11/20')).toBeTruthy();
    expect(first.getByTestId('box-item-status').textContent).toBe('可出貨');
    // No picture: the tier's card stands in.
    expect(within(rows[1]).getByRole('img', { name: '最後賞 特別版' }).textContent).toBe('LAST');
    expect(within(rows[1]).getByText('LAST賞')).toBeTruthy();
    expect(screen.getByTestId('box-count').textContent).toBe('共 2 件');
    expect(screen.getByTestId('box-free-shipping').textContent).toBe(
      '同一次出貨滿 5 件即免運（活動獎品、贈品與兌換商品不列入計算），未滿 5 件運費 60 元',
    );
    // Nothing ticked yet: the batch button waits; 全選 ticks every waiting item.
    expect((screen.getByTestId('box-ship-button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('box-select-all'));
    expect(screen.getAllByTestId('box-item-check').map((c) => (c as HTMLInputElement).checked)).toEqual([true, true]);
    expect((screen.getByTestId('box-ship-button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('labels preorder and expired items as the spec says', async () => {
    installFakeApi(() =>
      page([item('a', { preorder_at: '2999-01-01T00:00:00Z' }), item('b', { storage_days: 0 }), item('c', { status: 'shipped' })]),
    );
    renderPage('/box?tab=all');
    const labels = (await screen.findAllByTestId('box-item-status')).map((n) => n.textContent);
    expect(labels).toEqual(['預購中', '已過期', '已出貨']);
    expect(screen.queryByTestId('box-ship-button')).toBeNull();
  });

  it('switches tab through the query and shows the empty state', async () => {
    const fetchMock = installFakeApi(() => page([]));
    renderPage();
    expect(await screen.findByText('盒櫃裡還沒有獎品')).toBeTruthy();
    fireEvent.click(screen.getByTestId('box-tab-shipped'));
    expect(await screen.findByText('還沒有出貨的獎品')).toBeTruthy();
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/user/box-items?page=1&per_page=20&tab=shipped');
    expect(screen.getByTestId('box-tab-shipped').getAttribute('aria-selected')).toBe('true');
  });

  it('loads the next page while pages remain', async () => {
    const fetchMock = installFakeApi(({ path }) => (path.includes('?page=2&') ? page([item('x2')], 2, 2, 2) : page([item('x1')], 1, 2, 2)));
    renderPage();
    await screen.findByTestId('box-item');
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    await waitFor(() => expect(screen.getAllByTestId('box-item')).toHaveLength(2));
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/user/box-items?page=2&per_page=20&tab=pending');
    expect(screen.getByTestId('list-end').textContent).toBe('沒有更多了');
  });

  it('shows the server’s message with a retry when the list cannot load', async () => {
    installFakeApi(() => ({ status: 500, body: { success: false, message: '載入失敗，請稍後再試' } }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('載入失敗，請稍後再試');
    expect(screen.getByRole('button', { name: '重新載入' })).toBeTruthy();
  });
});
