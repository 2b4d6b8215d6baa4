// The header's way to the cart, with the units it holds.
import { Link } from 'react-router';

export function CartLink({ count }: { count: number }) {
  return (
    <Link to="/cart" className="cart-link" aria-label={`購物車，${count} 件`} data-testid="cart-link">
      購物車
      {count > 0 && <span className="cart-link__badge num">{count}</span>}
    </Link>
  );
}
