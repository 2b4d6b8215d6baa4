// One prize in the box: picture (or the tier's coloured card when it has none), tier, name,
// product, the day it arrived and its status.
import { useState } from 'react';
import type { BoxItem } from '@shop/contracts';
import { boxItemStatusLabel, formatBoxDate, gradeLabel } from '../box-item-label';

function PrizePicture({ item }: { item: BoxItem }) {
  const [broken, setBroken] = useState(false);
  if (!item.item_image_url || broken) {
    return (
      <span className="box-item__image box-item__image--fallback" data-tier={item.tier ?? item.rarity} role="img" aria-label={item.item_name}>
        {item.tier ?? gradeLabel(item)}
      </span>
    );
  }
  return <img className="box-item__image" src={item.item_image_url} alt={item.item_name} loading="lazy" onError={() => setBroken(true)} />;
}

export function BoxItemCard({ item, now }: { item: BoxItem; now: number }) {
  return (
    <li className="box-item card" data-testid="box-item" data-status={item.status}>
      <PrizePicture item={item} />
      <div className="box-item__body">
        <div className="box-item__top">
          <span className="box-item__tier" data-tier={item.tier ?? item.rarity}>
            {gradeLabel(item)}
          </span>
          <span className="box-item__status" data-testid="box-item-status">
            {boxItemStatusLabel(item, now)}
          </span>
        </div>
        <p className="box-item__name">{item.item_name}</p>
        <p className="box-item__product">{item.product_name}</p>
        <p className="box-item__meta">
          <span>{formatBoxDate(item.created_at)}</span>
          <span className="num">×{item.quantity}</span>
        </p>
      </div>
    </li>
  );
}
