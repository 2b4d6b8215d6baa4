// How each capsule rarity is named on the gacha screens and in the auditors' verdicts: the words of contracts' event names.
export { gachaRarityLabels as RARITY_LABELS } from '@shop/contracts';
