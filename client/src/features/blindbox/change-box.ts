// 換一盒 (spec 002 §2, §8): the next package after the current one that still has free slots,
// wrapping around; 目前只剩下這盒囉 when the current one is the only one left, 沒有其他可用盲盒了
// when none has a free slot.
import { messages, type PackageSummary } from '@shop/contracts';

export type ChangeBox = { packageId: string } | { message: string };

export function nextBox(packages: readonly PackageSummary[], currentId: string | null): ChangeBox {
  const open = (p: PackageSummary) => !p.is_sold_out && p.remaining_count > 0;
  const at = packages.findIndex((p) => p.id === currentId);
  for (let step = 1; step <= packages.length; step++) {
    const candidate = packages[(at + step + packages.length) % packages.length]!;
    if (candidate.id !== currentId && open(candidate)) return { packageId: candidate.id };
  }
  const current = packages[at];
  return { message: current && open(current) ? messages.blindbox.lastBoxLeft : messages.blindbox.noOtherBoxes };
}
