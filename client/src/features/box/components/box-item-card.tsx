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

export function BoxItemCard({
  item,
  now,
  checked,
  onToggle,
  onShip,
}: {
  item: BoxItem;
  now: number;
  /** Shippable items: whether it is in the shipment being put together. */
  checked?: boolean;
  onToggle?: () => void;
  onShip?: () => void;
}) {
  return (
    <li className="box-item card" data-testid="box-item" data-status={item.status}>
      {checked !== undefined && (
        <input
          type="checkbox"
          className="box-item__check"
          checked={checked}
          disabled={!onToggle}
          onChange={onToggle}
          aria-label={`選取 ${item.item_name}`}
          data-testid="box-item-check"
        />
      )}
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
          {item.storage_days !== null && (item.status === 'available' || item.status === 'selected') && <span>保管 {item.storage_days} 天</span>}
          <span className="num">×{item.quantity}</span>
        </p>
        {item.tracking_number && (
          <p className="box-item__tracking" data-testid="box-item-tracking">
            {item.carrier} {item.tracking_number}
          </p>
        )}
        {onShip && (
          <button type="button" className="btn btn--ghost btn--small box-item__ship" onClick={onShip} data-testid="box-item-ship">
            出貨
          </button>
        )}
      </div>
    </li>
  );
}
