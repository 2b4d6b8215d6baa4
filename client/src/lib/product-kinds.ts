// The three product lines as the client shows them: label, detail page and unit. A line whose
// detail page is not built yet is left out of lists and tabs (isOpenPath), rather than offered as a
// tile that leads to "not open yet".
import { productSellability, type NotSellableReason } from '@shop/contracts';
import { isOpenPath } from './route-table';

export interface ProductKind {
  label: string;
  detailPath: string;
  unit: string;
}

/** Indexed by the product's `type` (0 ichiban, 1 blind box, 2 gacha). */
export const PRODUCT_KINDS: readonly ProductKind[] = [
  { label: '一番賞', detailPath: '/ichiban/detail/', unit: '抽' },
  { label: '盒玩', detailPath: '/blindbox/detail/', unit: '盒' },
  { label: '轉蛋', detailPath: '/gacha/detail/', unit: '次' },
];

/** The search boxes' hint: the lines a shopper can find today, e.g. 搜尋一番賞. */
export function searchHint(): string {
  return `搜尋${PRODUCT_KINDS.filter((_, type) => isProductTypeOpen(type))
    .map((k) => k.label)
    .join('、')}`;
}

/** Whether products of this type can be opened by a shopper today. */
export function isProductTypeOpen(type: number): boolean {
  const kind = PRODUCT_KINDS[type];
  return kind !== undefined && isOpenPath(`${kind.detailPath}1`);
}

/** Scheduled products show when they open (the detail page gives the date). */
const SOON: Partial<Record<NotSellableReason, string>> = { before_release: '即將開賣', before_draw_date: '即將開抽' };

/** 即將開賣 / 即將開抽 for a product its schedule still holds back, else null. */
export function soonLabel(product: Parameters<typeof productSellability>[0], now: Date): string | null {
  const sellability = productSellability(product, now);
  return sellability.sellable ? null : (SOON[sellability.reason] ?? null);
}
