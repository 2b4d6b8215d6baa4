// Why a product cannot be bought right now (000 §4 sellability), under its price on every detail
// page: 商品已下架, or 目前不可購買 with the Taipei date it goes on sale or its draws open. The
// same rule the server checks on every purchase, so the page and the order answer alike.
import { type Sellability, type SellabilityInput } from '@shop/contracts';
import './sellability-notice.css';

// Made on first use, not at import: a formatter with a time zone costs a phone ~100 ms of its first second
// (4× CPU slowdown), and most products are on sale.
let when: Intl.DateTimeFormat | undefined;
const taipei = (date: Date) =>
  (when ??= new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', dateStyle: 'medium', timeStyle: 'short' })).format(date);

/** The notice's text, or null while the product can be bought. */
export function sellabilityText(product: SellabilityInput, sellability: Sellability): string | null {
  if (sellability.sellable) return null;
  const at = (value: string | Date | null | undefined) => (value ? taipei(new Date(value)) : null);
  const release = sellability.reason === 'before_release' ? at(product.release_date) : null;
  const draw = sellability.reason === 'before_draw_date' ? at(product.draw_date) : null;
  return `${sellability.message}${release ? `（${release} 開賣）` : ''}${draw ? `（${draw} 開抽）` : ''}`;
}

export function SellabilityNotice({ product, sellability }: { product: SellabilityInput; sellability: Sellability }) {
  const text = sellabilityText(product, sellability);
  if (!text) return null;
  return (
    <p className="sellability-notice" data-testid="sellability" role="status">
      {text}
    </p>
  );
}
