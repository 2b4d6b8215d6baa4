// Rarity labels of blind-box figures.
import type { ItemRarity } from '@shop/contracts';

export const RARITY_LABEL: Record<ItemRarity, string> = {
  normal: '普通款',
  rare: '稀有款',
  ultra_rare: '超稀有款',
  hidden: '隱藏款',
  secret: '秘密款',
  common: '普通',
};

export function RarityBadge({ rarity }: { rarity: ItemRarity | null }) {
  if (!rarity) return null;
  return (
    <span className="bb-rarity" data-rarity={rarity}>
      {RARITY_LABEL[rarity]}
    </span>
  );
}
