// A product in the search results and hot list: image, kind, name, price.
import { Link } from 'react-router';
import { PRODUCT_KINDS } from '../../../lib/product-kinds';
import { formatNumber } from '../../../lib/format-number';

export function ProductTile({
  id,
  name,
  image,
  price,
  type,
  soon = null,
}: {
  id: string;
  name: string;
  image: string;
  price: number;
  type: 0 | 1 | 2;
  /** 即將開賣 / 即將開抽 on a scheduled product. */
  soon?: string | null;
}) {
  return (
    <Link to={`${PRODUCT_KINDS[type]!.detailPath}${id}`} className="search-tile" data-testid={`search-result-${id}`}>
      <div className="search-tile__media">
        <img src={image} alt={name} width={400} height={400} loading="lazy" decoding="async" />
        <span className={`search-tile__kind search-tile__kind--${type}`}>{PRODUCT_KINDS[type]!.label}</span>
        {soon && (
          <span className="search-tile__soon" data-testid="search-soon">
            {soon}
          </span>
        )}
      </div>
      <p className="search-tile__name">{name}</p>
      <p className="search-tile__price">
        <span className="num">{formatNumber(price)}</span> 元
      </p>
    </Link>
  );
}
