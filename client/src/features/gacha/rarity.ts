// How each rarity is named on the gacha screens (shared with the auditors' verdicts, lib/gacha-rarity).
export { RARITY_LABELS } from '../../lib/gacha-rarity';
