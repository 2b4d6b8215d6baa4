import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it.each([0, 7, 999, 1000, 12345, 1234567, -1234, 1.5, 2 ** 60])('writes %p as toLocaleString("zh-TW") does', (value) => {
    expect(formatNumber(value)).toBe(value.toLocaleString('zh-TW'));
  });
});
