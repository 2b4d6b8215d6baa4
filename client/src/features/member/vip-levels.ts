// The VIP table of spec 002 §9 as the pages show it: zh-TW level names, growth thresholds and benefits.
import { constants } from '@shop/contracts';

const NAMES: Record<string, string> = { bronze: '青銅', silver: '白銀', gold: '黃金', platinum: '白金', diamond: '鑽石', master: '大師' };

export const vipLevelLabel = (name: string) => NAMES[name] ?? name;

export const VIP_ROWS = constants.vipLevels.map((level, index) => ({
  ...level,
  label: vipLevelLabel(level.name),
  growth: constants.vip.levelGrowthThresholds[index]!,
}));
