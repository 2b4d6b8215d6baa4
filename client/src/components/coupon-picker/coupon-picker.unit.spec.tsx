import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CouponPicker, type PickableCoupon } from './coupon-picker';

const coupon = (id: string, amount: number, extra: Partial<PickableCoupon> = {}): PickableCoupon => ({
  id,
  title: `折價券 ${amount}`,
  amount,
  min_purchase: 0,
  expiry: '2026-12-31T15:59:59.000Z',
  type: 'available',
  ...extra,
});

const COUPONS = [
  coupon('c50', 50),
  coupon('c100', 100, { min_purchase: 500 }),
  coupon('c200', 200, { type: 'unavailable', product_restrictions: '限一番賞', unavailable_reason: '不適用此商品' }),
  coupon('c30', 30, {
    type: 'unavailable',
    product_restrictions: '無限制',
    category_restrictions: '盒玩',
    unavailable_reason: '此優惠券不適用於此商品',
  }),
  coupon('spent', 70, { type: 'used', title: '已用掉的券' }),
  coupon('old', 90, { type: 'expired', title: '過期的券' }),
];

function Harness({ price, seen }: { price?: number; seen: (string | null)[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <CouponPicker
      coupons={COUPONS}
      value={value}
      price={price}
      onChange={(id) => {
        seen.push(id);
        setValue(id);
      }}
    />
  );
}

describe('CouponPicker', () => {
  it('lists usable coupons to choose and greys out the others', () => {
    const seen: (string | null)[] = [];
    render(<Harness price={300} seen={seen} />);
    expect(screen.getByTestId('coupon-picker').textContent).toContain('1 張可用');
    fireEvent.click(screen.getByTestId('coupon-picker'));
    expect(screen.getByTestId('coupon-option-c50')).toBeTruthy();
    // 滿500元可用 is not reached at 300 元, and c200 does not apply here.
    expect(screen.queryByTestId('coupon-option-c100')).toBeNull();
    expect(screen.queryByTestId('coupon-option-c200')).toBeNull();
    expect(screen.getByText('滿500元可用')).toBeTruthy();
    expect(screen.getByText('適用：限一番賞')).toBeTruthy();
    expect(screen.getByText('不適用此商品')).toBeTruthy();
    // A category-only coupon names its category, not 無限制.
    expect(screen.getByText('適用：盒玩')).toBeTruthy();
    // Spent and lapsed coupons are not offered, not even greyed.
    expect(screen.queryByText('已用掉的券')).toBeNull();
    expect(screen.queryByText('過期的券')).toBeNull();

    fireEvent.click(screen.getByTestId('coupon-option-c50'));
    expect(seen).toEqual(['c50']);
    expect(screen.getByTestId('coupon-picker').textContent).toContain('-$50');
  });

  it('can go back to no coupon', () => {
    const seen: (string | null)[] = [];
    render(<Harness price={800} seen={seen} />);
    fireEvent.click(screen.getByTestId('coupon-picker'));
    fireEvent.click(screen.getByTestId('coupon-option-c100'));
    fireEvent.click(screen.getByTestId('coupon-picker'));
    fireEvent.click(screen.getByRole('radio', { name: '不使用優惠券' }));
    expect(seen).toEqual(['c100', null]);
  });

  it('lets go of a chosen coupon when the price falls below its minimum', () => {
    const seen: (string | null)[] = [];
    const { rerender } = render(<Harness price={800} seen={seen} />);
    fireEvent.click(screen.getByTestId('coupon-picker'));
    fireEvent.click(screen.getByTestId('coupon-option-c100'));
    rerender(<Harness price={400} seen={seen} />);
    expect(seen).toEqual(['c100', null]);
  });
});
