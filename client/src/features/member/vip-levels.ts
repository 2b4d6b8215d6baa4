// The VIP table of spec 002 §9 as the pages show it: zh-TW level names, growth thresholds and benefits.
import { constants } from '@shop/contracts';
import { vipLevelLabel } from '../../lib/vip-level-label';

export { vipLevelLabel };

export const VIP_ROWS = constants.vipLevels.map((level, index) => ({
  ...level,
  label: vipLevelLabel(level.name),
  growth: constants.vip.levelGrowthThresholds[index]!,
}));
