// How each capsule rarity is named on the gacha screens and in the auditors' verdicts.
import type { GachaRarity } from '@shop/contracts';

export const RARITY_LABELS: Record<GachaRarity, string> = { common: '普通', rare: '稀有', secret: '隱藏' };
