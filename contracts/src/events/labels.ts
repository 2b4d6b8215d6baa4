// The words for the codes events and answers carry that the buying screens show (prize tiers, rarities):
// apart from event-names.ts, so that a product page loads these few labels without every event's words.
import type { BoxItemSource, ItemRarity } from './box.events';
import type { GachaRarity } from './gacha.events';
import type { PrizeTier } from './tube.events';

/** How a capsule's rarity is named on the gacha screens. */
export const gachaRarityLabels: Record<GachaRarity, string> = { common: '普通', rare: '稀有', secret: '隱藏' };

/** How a blind-box figure's rarity is named on the blind-box screens. */
export const figureRarityLabels: Record<ItemRarity, string> = {
  normal: '普通款',
  rare: '稀有款',
  ultra_rare: '超稀有款',
  hidden: '隱藏款',
  secret: '秘密款',
  common: '普通',
};

/** A rarity in the words of the line it came from (a gacha capsule or a blind-box figure). */
export function rarityLabel(rarity: ItemRarity, source: BoxItemSource | 'package'): string {
  return source === 'gacha' && rarity in gachaRarityLabels ? gachaRarityLabels[rarity as GachaRarity] : figureRarityLabels[rarity];
}

/** A prize tier as the ichiban pages say it: D 賞, 最後賞. */
export const tierLabel = (tier: PrizeTier): string => (tier === 'LAST' ? '最後賞' : `${tier} 賞`);
