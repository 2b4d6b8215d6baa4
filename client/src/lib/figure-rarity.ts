// How each blind-box figure rarity is named on the blind-box screens and in the auditors' statistics: the words of contracts' event names.
export { figureRarityLabels as RARITY_LABEL } from '@shop/contracts';
