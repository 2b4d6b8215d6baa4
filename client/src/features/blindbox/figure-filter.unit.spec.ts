import type { FigureSeries } from '@shop/contracts';
import { filterFigures, NO_FILTER } from './figure-filter';

const figure = (index: number, name: string, rarity: 'normal' | 'rare' | 'secret', is_collected: boolean) => ({
  index,
  name,
  image_url: `/img/${name}.png`,
  rarity,
  is_collected,
});
const series: FigureSeries[] = [
  {
    product_id: 'a',
    product_name: '森林小夥伴',
    image_url: '/a.png',
    package_ids: ['a-1'],
    figures: [figure(0, '小鹿', 'normal', true), figure(1, '狐狸', 'rare', false), figure(2, '貓頭鷹', 'secret', false)],
  },
  { product_id: 'b', product_name: '海洋系列', image_url: '/b.png', package_ids: ['b-1'], figures: [figure(0, '海豚', 'normal', false)] },
];
const names = (result: FigureSeries[]) => result.flatMap((s) => s.figures.map((f) => f.name));

describe('filterFigures', () => {
  it('given no filter, when filtering, then every figure of every series stays', () => {
    expect(names(filterFigures(series, NO_FILTER))).toEqual(['小鹿', '狐狸', '貓頭鷹', '海豚']);
  });

  it('given a series and a rarity, when filtering, then only that series at that rarity stays', () => {
    expect(names(filterFigures(series, { ...NO_FILTER, series: 'a', rarity: 'rare' }))).toEqual(['狐狸']);
  });

  it("given collected or missing, when filtering, then figures split by the member's collection", () => {
    expect(names(filterFigures(series, { ...NO_FILTER, collected: 'collected' }))).toEqual(['小鹿']);
    expect(names(filterFigures(series, { ...NO_FILTER, collected: 'missing' }))).toEqual(['狐狸', '貓頭鷹', '海豚']);
  });

  it('given a search, when filtering, then figure or series names match and emptied series are dropped', () => {
    const found = filterFigures(series, { ...NO_FILTER, search: ' 海 ' });
    expect(found.map((s) => s.product_id)).toEqual(['b']);
    expect(names(filterFigures(series, { ...NO_FILTER, search: '狐' }))).toEqual(['狐狸']);
    expect(filterFigures(series, { ...NO_FILTER, search: '恐龍' })).toEqual([]);
  });
});
