// How each blind-box figure rarity is named on the blind-box screens and in the auditors' statistics.
import type { ItemRarity } from '@shop/contracts';

export const RARITY_LABEL: Record<ItemRarity, string> = {
  normal: '普通款',
  rare: '稀有款',
  ultra_rare: '超稀有款',
  hidden: '隱藏款',
  secret: '秘密款',
  common: '普通',
};
