// The cart (spec 000 §3 "Cart item", §4 "Cart"; 002 §5 "Add to cart"): kept in localStorage under
// `cart`, loaded at start (an unreadable value is an empty cart), saved on every change. Adding
// checks the item's stock as the page last saw it; the server checks it again at checkout.
import { proxy } from 'valtio';
import { constants, messages } from '@shop/contracts';
import { readJson, writeJson } from '../../lib/storage';

export interface CartItem {
  id: string;
  /** Equal to id (000 §3). */
  product_id: string;
  title: string;
  price: number;
  image: string;
  stock: number;
  quantity: number;
  selected: boolean;
  type: 'shop';
}

export const CART_KEY = constants.storageKeys.cart;

function isCartItem(value: unknown): value is CartItem {
  const v = value as Partial<CartItem> | null;
  return (
    !!v &&
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.price === 'number' &&
    Number.isInteger(v.quantity) &&
    (v.quantity ?? 0) > 0
  );
}

function load(): CartItem[] {
  const stored = readJson<unknown>(CART_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.filter(isCartItem).map((i) => ({ ...i, product_id: i.id, selected: i.selected !== false, stock: i.stock ?? 0, type: 'shop' }));
}

export const cart = proxy<{ items: CartItem[] }>({ items: load() });

const save = () => writeJson(CART_KEY, cart.items);

export type AddResult = { ok: true } | { ok: false; message: string };

/** Adds `quantity` of an item: more of a product already in the cart, else a new ticked line. */
export function addToCart(item: { id: string; title: string; price: number; image: string; stock: number }, quantity = 1): AddResult {
  if (item.stock <= 0) return { ok: false, message: messages.cart.soldOut };
  const existing = cart.items.find((i) => i.id === item.id);
  const inCart = existing?.quantity ?? 0;
  if (quantity > item.stock) return { ok: false, message: messages.cart.stockInsufficient(item.stock) };
  if (inCart + quantity > item.stock) return { ok: false, message: messages.cart.stockInsufficientWithCart(inCart, item.stock) };
  if (existing) {
    existing.quantity += quantity;
    existing.stock = item.stock;
    existing.price = item.price;
  } else {
    cart.items.push({ ...item, product_id: item.id, quantity, selected: true, type: 'shop' });
  }
  save();
  return { ok: true };
}

/** Sets a line's quantity; 0 or less removes it (the page asks first). Never above the stock it knows. */
export function setQuantity(id: string, quantity: number): AddResult {
  const line = cart.items.find((i) => i.id === id);
  if (!line) return { ok: true };
  if (quantity <= 0) {
    removeFromCart(id);
    return { ok: true };
  }
  if (line.stock > 0 && quantity > line.stock) return { ok: false, message: messages.cart.stockInsufficient(line.stock) };
  line.quantity = quantity;
  save();
  return { ok: true };
}

export function removeFromCart(id: string): void {
  cart.items = cart.items.filter((i) => i.id !== id);
  save();
}

export function toggleSelected(id: string): void {
  const line = cart.items.find((i) => i.id === id);
  if (!line) return;
  line.selected = !line.selected;
  save();
}

export function selectAll(selected: boolean): void {
  for (const line of cart.items) line.selected = selected;
  save();
}

export function clearCart(): void {
  cart.items = [];
  save();
}

/** After a checkout: the lines it bought leave the cart. */
export function clearSelected(): void {
  cart.items = cart.items.filter((i) => !i.selected);
  save();
}

// Derived values (000 §4).
export const itemCount = (items: readonly CartItem[]) => items.reduce((n, i) => n + i.quantity, 0);
export const totalOf = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + i.price * i.quantity, 0);
export const selectedItems = (items: readonly CartItem[]) => items.filter((i) => i.selected);
export const quantityInCart = (items: readonly CartItem[], id: string) => items.find((i) => i.id === id)?.quantity ?? 0;
