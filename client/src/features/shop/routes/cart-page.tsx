// /cart — 購物車 (spec 000 §4 "Cart", 002 §5): tick lines, change quantities (never past the stock
// last seen; 0 asks before removing), and check out the ticked lines.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState } from '../../../components/state/state-views';
import { showToast } from '../../../stores/toast.store';
import { cart, removeFromCart, selectAll, selectedItems, setQuantity, toggleSelected, totalOf } from '../cart.store';
import '../shop.css';

export default function CartPage() {
  const navigate = useNavigate();
  const { items } = useSnapshot(cart);
  const [removing, setRemoving] = useState<string | null>(null);
  const selected = selectedItems(items);
  const allTicked = items.length > 0 && selected.length === items.length;

  const change = (id: string, quantity: number) => {
    if (quantity <= 0) return setRemoving(id);
    const r = setQuantity(id, quantity);
    if (!r.ok) showToast(r.message, 'error');
  };
  const checkout = () => {
    if (selected.length === 0) return showToast(messages.cart.nothingSelected, 'error');
    navigate('/checkout');
  };

  return (
    <div className="page cart-page">
      <PageHeader title="購物車" />
      <div className="page-body">
        {items.length === 0 ? (
          <EmptyState
            title="購物車是空的"
            action={
              <Link to="/shop" className="btn btn--primary btn--small">
                去逛逛
              </Link>
            }
          />
        ) : (
          <>
            <label className="cart-select-all">
              <input type="checkbox" checked={allTicked} onChange={() => selectAll(!allTicked)} /> 全選
            </label>
            <ul className="cart-lines" data-testid="cart-lines">
              {items.map((line) => (
                <li key={line.id} className="card cart-line" data-testid={`cart-line-${line.id}`}>
                  <input type="checkbox" checked={line.selected} onChange={() => toggleSelected(line.id)} aria-label={`選取 ${line.title}`} />
                  <img src={line.image} alt="" className="cart-line__image" />
                  <div className="cart-line__text">
                    <Link to={`/shop/detail/${line.id}`} className="cart-line__title">
                      {line.title}
                    </Link>
                    <span className="num cart-line__price">NT$ {line.price}</span>
                    <div className="qty-stepper">
                      <button type="button" onClick={() => change(line.id, line.quantity - 1)} aria-label="減少">
                        −
                      </button>
                      <span className="num" data-testid="cart-quantity">
                        {line.quantity}
                      </span>
                      <button type="button" onClick={() => change(line.id, line.quantity + 1)} aria-label="增加">
                        +
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {items.length > 0 && (
        <div className="shop-action-bar cart-bar">
          <span className="cart-bar__total">
            合計{' '}
            <strong className="num" data-testid="cart-total">
              NT$ {totalOf(selected)}
            </strong>
          </span>
          <button type="button" className="btn btn--primary" onClick={checkout} data-testid="cart-checkout">
            結帳（{selected.reduce((n, i) => n + i.quantity, 0)}）
          </button>
        </div>
      )}
      {removing && (
        <div className="shop-dialog" role="dialog" aria-modal="true" aria-labelledby="cart-remove-title">
          <div className="shop-dialog__panel">
            <p id="cart-remove-title">確定要將此商品移出購物車嗎？</p>
            <div className="shop-dialog__actions">
              <button type="button" className="btn btn--secondary" onClick={() => setRemoving(null)}>
                取消
              </button>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => {
                  removeFromCart(removing);
                  setRemoving(null);
                }}
                data-testid="cart-remove-confirm"
              >
                移除
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
