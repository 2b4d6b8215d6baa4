import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ProductSummary } from '@shop/contracts';
import { ProductCard } from './product-card';

const product: ProductSummary = {
  id: '3004',
  name: '轉蛋 迷你家電 復古款',
  type: 2,
  price: 120,
  discount_price: null,
  point_price: null,
  image_url: '/demo/products/3004.svg',
  status: '1',
  release_date: null,
  draw_date: null,
  allow_point_payment: true,
  raffle_info: null,
};

const show = (p: ProductSummary) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductCard product={p} eager={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(cleanup);

it('marks a product whose sale has not started, and one whose draws have not opened', () => {
  show({ ...product, release_date: '2099-06-01T12:00:00.000Z' });
  expect(screen.getByText('即將開賣')).toBeTruthy();
  cleanup();
  show({ ...product, draw_date: '2099-06-02T12:00:00.000Z' });
  expect(screen.getByText('即將開抽')).toBeTruthy();
});

it('shows no mark once the product can be bought', () => {
  show({ ...product, release_date: '2020-01-01T00:00:00.000Z' });
  expect(screen.queryByText('即將開賣')).toBeNull();
  expect(screen.queryByText('即將開抽')).toBeNull();
});
