// A product in the home grid: image in a fixed square box, kind, name, price, tickets left, and
// the like heart (beside the link, not inside it: a button may not sit in a link), and 即將開賣 /
// 即將開抽 on a product whose schedule holds it back.
import { memo } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '@shop/contracts';
import { PRODUCT_KINDS, soonLabel } from '../../../lib/product-kinds';
import { LikeButton } from '../../../components/like-button/like-button';
import { formatNumber } from '../../../lib/format-number';

export const ProductCard = memo(function ProductCard({ product, eager }: { product: ProductSummary; eager: boolean }) {
  const kind = PRODUCT_KINDS[product.type]!;
  const raffle = product.raffle_info;
  const soldOut = raffle !== null && raffle.total_tickets > 0 && raffle.remaining_tickets === 0;
  const price = product.discount_price ?? product.price;
  const soon = soonLabel(product, new Date());
  return (
    <div className="product-card-wrap">
      <Link to={`${kind.detailPath}${product.id}`} className="product-card" data-testid={`product-${product.id}`} data-type={product.type}>
        <div className="product-card__media">
          <img src={product.image_url} alt={product.name} width={400} height={400} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          <span className={`product-card__kind product-card__kind--${product.type}`}>{kind.label}</span>
          {soldOut && <span className="product-card__soldout">已完售</span>}
          {soon && <span className="product-card__soon">{soon}</span>}
        </div>
        <div className="product-card__body">
          <h3 className="product-card__name">{product.name}</h3>
          <div className="product-card__price">
            <span className="num">{formatNumber(price)}</span>
            <small>元／{kind.unit}</small>
            {product.discount_price !== null && <s className="num">{product.price}</s>}
          </div>
          {raffle && raffle.total_tickets > 0 && (
            <div className="product-card__stock" aria-label={`剩餘 ${raffle.remaining_tickets} 抽`}>
              <div className="product-card__bar">
                <span style={{ width: `${(raffle.remaining_tickets / raffle.total_tickets) * 100}%` }} />
              </div>
              <small className="num">
                剩 {raffle.remaining_tickets}/{raffle.total_tickets}
              </small>
            </div>
          )}
        </div>
      </Link>
      <LikeButton productId={product.id} className="product-card__like" />
    </div>
  );
});
