// What a VIP level gives on a purchase (002 §6, §9), shared by the purchase decision and the pages
// that show it: the bonus-offset share (the percent of an order's price bonus points may pay:
// 50, 50, 50, 100, 100, 100 for levels 1 to 6, vip_info.points_discount_limit) and the rebate.
// The spec gives the rebate only as a percent per level (50, 60, 60, 70, 80, 100); we read it as
// bonus points back on what the order paid in tokens or by card: that percent of one point per
// 1 元 (level 1: 1,000 元 paid gives 500 points, worth 25 元; level 6 gives 1,000 points).
import { constants } from '../constants/constants';

const levelInfo = (level: number) => constants.vipLevels.find((l) => l.level === level) ?? constants.vipLevels[0];

const LEVEL_NAMES_ZH: Record<string, string> = {
  bronze: '青銅',
  silver: '白銀',
  gold: '黃金',
  platinum: '白金',
  diamond: '鑽石',
  master: '大師',
};

/** The zh-TW name of a level's English name (bronze … master), as every screen and notice shows it. */
export const vipLevelLabel = (name: string): string => LEVEL_NAMES_ZH[name] ?? name;

/** A level as a notice names it: VIP 2・白銀. */
export const vipLevelTitle = (level: number): string => `VIP ${level}・${vipLevelLabel(levelInfo(level).name)}`;

/** The percent of an order's price bonus points may pay at this level. */
export function vipPointsLimitPercent(level: number): number {
  return levelInfo(level).bonusOffsetPercent;
}

/** Bonus points given back at this level for `paid` 元 paid in tokens or by card (rounded down). */
export function vipRebatePoints(paid: number, level: number): number {
  if (!Number.isFinite(paid) || paid <= 0) return 0;
  return Math.floor((paid * levelInfo(level).rebatePercent) / 100);
}
