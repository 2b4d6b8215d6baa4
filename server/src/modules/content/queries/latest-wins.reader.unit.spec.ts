import { maskName, winNotice } from './latest-wins.reader';

describe('the marquee win notice', () => {
  it('keeps only the first character of a name, with two asterisks whatever its length', () => {
    expect(maskName('王小明')).toBe('王**');
    expect(maskName('歐陽')).toBe('歐**');
    expect(maskName('  Alice Chen ')).toBe('A**');
    expect(maskName('𠮷野家')).toBe('𠮷**');
    expect(maskName('0912345678')).toBe('0**');
    expect(maskName('')).toBe('會**');
  });

  it('names the product and the prize, without repeating a tier the prize name carries', () => {
    const win = { name: '王小明', kind: 'ichiban', product_id: '1002', product_name: '一番賞 機甲少年', tier: 'D', prize_name: 'D賞 資料夾組' };
    expect(winNotice(win)).toEqual({
      text: '恭喜 王** 在「一番賞 機甲少年」抽中 D賞 資料夾組！',
      highlight: ['D賞 資料夾組'],
      link: '/ichiban/detail/1002',
      target: '_self',
    });
    expect(winNotice({ ...win, tier: 'LAST', prize_name: '金屬塗裝 覺醒機甲' }).highlight).toEqual(['LAST賞 金屬塗裝 覺醒機甲']);
    expect(winNotice({ ...win, kind: 'gacha' }).link).toBeNull();
  });
});
