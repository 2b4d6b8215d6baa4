// What the shopper needs to know of the stock: sold out, or only a few left.
import { messages } from '@shop/contracts';

const FEW = 5;

export function StockNote({ stock }: { stock: number }) {
  if (stock <= 0) return <span className="stock-note stock-note--out">{messages.cart.soldOut}</span>;
  if (stock <= FEW) return <span className="stock-note stock-note--few">僅剩 {stock} 件</span>;
  return <span className="stock-note text-muted">庫存 {stock} 件</span>;
}
