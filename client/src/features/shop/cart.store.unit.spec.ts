import { addToCart, cart, CART_KEY, clearCart, clearSelected, itemCount, selectedItems, setQuantity, toggleSelected, totalOf } from './cart.store';

const item = (id: string, stock: number, price = 100) => ({ id, title: `商品${id}`, price, image: `/${id}.svg`, stock });

beforeEach(() => clearCart());

describe('cart', () => {
  it('adds a new ticked line, then raises its quantity, saving every change', () => {
    expect(addToCart(item('a', 5), 2)).toEqual({ ok: true });
    expect(addToCart(item('a', 5), 1)).toEqual({ ok: true });
    expect(cart.items).toMatchObject([{ id: 'a', product_id: 'a', quantity: 3, selected: true, type: 'shop' }]);
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toHaveLength(1);
  });

  it('refuses a sold-out item and quantities beyond the stock with the spec’s messages', () => {
    expect(addToCart(item('z', 0))).toEqual({ ok: false, message: '已售完' });
    expect(addToCart(item('a', 3), 4)).toEqual({ ok: false, message: '庫存不足，僅剩 3 件' });
    addToCart(item('a', 3), 2);
    expect(addToCart(item('a', 3), 2)).toEqual({ ok: false, message: '購物車中已有 2 件，庫存僅剩 3 件' });
    expect(setQuantity('a', 4)).toEqual({ ok: false, message: '庫存不足，僅剩 3 件' });
    expect(cart.items[0]!.quantity).toBe(2);
  });

  it('removes a line set to 0, and after checkout keeps only the unticked lines', () => {
    addToCart(item('a', 5, 100), 2);
    addToCart(item('b', 5, 250), 1);
    addToCart(item('c', 5, 10), 1);
    expect(itemCount(cart.items)).toBe(4);
    expect(totalOf(cart.items)).toBe(460);
    setQuantity('c', 0);
    toggleSelected('b');
    expect(selectedItems(cart.items).map((i) => i.id)).toEqual(['a']);
    clearSelected();
    expect(cart.items.map((i) => i.id)).toEqual(['b']);
  });
});
