// The figures catalogue's filters (圖鑑): series, rarity, collected status and a name search.
import type { FigureSeries, ItemRarity } from '@shop/contracts';

export type CollectedFilter = 'all' | 'collected' | 'missing';
export interface FigureFilter {
  /** A series' product id, or null for every series. */
  series: string | null;
  rarity: ItemRarity | null;
  collected: CollectedFilter;
  search: string;
}

export const NO_FILTER: FigureFilter = { series: null, rarity: null, collected: 'all', search: '' };

/** The series with the figures that pass the filter; a series left without figures is dropped. */
export function filterFigures(series: readonly FigureSeries[], filter: FigureFilter): FigureSeries[] {
  const needle = filter.search.trim().toLowerCase();
  return series
    .filter((s) => filter.series === null || s.product_id === filter.series)
    .map((s) => ({
      ...s,
      figures: s.figures.filter(
        (f) =>
          (filter.rarity === null || f.rarity === filter.rarity) &&
          (filter.collected === 'all' || f.is_collected === (filter.collected === 'collected')) &&
          (needle === '' || f.name.toLowerCase().includes(needle) || s.product_name.toLowerCase().includes(needle)),
      ),
    }))
    .filter((s) => s.figures.length > 0);
}
