// The VIP table of spec 002 §9 as the pages show it: zh-TW level names, growth thresholds and benefits.
import { constants, vipLevelLabel } from '@shop/contracts';

export const VIP_ROWS = constants.vipLevels.map((level, index) => ({
  ...level,
  label: vipLevelLabel(level.name),
  growth: constants.vip.levelGrowthThresholds[index]!,
}));
