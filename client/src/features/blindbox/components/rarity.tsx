// Rarity labels of blind-box figures.
import type { ItemRarity } from '@shop/contracts';
import { RARITY_LABEL } from '../../../lib/figure-rarity';

export { RARITY_LABEL };

export function RarityBadge({ rarity }: { rarity: ItemRarity | null }) {
  if (!rarity) return null;
  return (
    <span className="bb-rarity" data-rarity={rarity}>
      {RARITY_LABEL[rarity]}
    </span>
  );
}
