// Whole numbers with thousands separators, as toLocaleString('zh-TW') writes them (1234567 → 1,234,567),
// without Intl: a locale's first use costs a phone ~100 ms of its first second (4× CPU slowdown), and the
// buying screens print their prices in their first render.
export function formatNumber(value: number): string {
  return Number.isSafeInteger(value) ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : value.toLocaleString('zh-TW');
}
