// The box shipping fee (002 §9): free from 5 items, where items that were not bought (activity
// prizes, gifts and redeemed goods: source `reward`) do not count toward the 5; fewer means 60.
// One rule for the box decider, the fee check and the /box notice.
import type { BoxItemSource } from '../events/box.events';
import { constants } from '../constants/constants';

/** How many of the items count toward free shipping. */
export const boughtItemCount = (sources: readonly BoxItemSource[]): number => sources.filter((s) => s !== 'reward').length;

/** The fee (元) for shipping items of these sources together. */
export function shippingFee(sources: readonly BoxItemSource[]): number {
  return boughtItemCount(sources) >= constants.shipping.freeFromItems ? 0 : constants.shipping.feeBelowFreeThreshold;
}

/** The /box notice, stating the rule exactly as shippingFee applies it. */
export const freeShippingNotice = `同一次出貨滿 ${constants.shipping.freeFromItems} 件即免運（活動獎品、贈品與兌換商品不列入計算），未滿 ${constants.shipping.freeFromItems} 件運費 ${constants.shipping.feeBelowFreeThreshold} 元`;
