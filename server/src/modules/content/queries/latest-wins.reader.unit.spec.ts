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

  const win = {
    name: '王小明',
    kind: 'ichiban',
    product_id: '1002',
    product_name: '一番賞 機甲少年',
    prizes: [{ tier: 'D', prizeName: 'D賞 資料夾組' }],
  };

  it('names the product and the prize, without repeating a tier the prize name carries', () => {
    expect(winNotice(win)).toEqual({
      text: '恭喜 王** 在「一番賞 機甲少年」抽中 D賞 資料夾組！',
      highlight: ['D賞 資料夾組'],
      link: '/ichiban/detail/1002',
      target: '_self',
    });
    expect(winNotice({ ...win, prizes: [{ tier: 'LAST', prizeName: '金屬塗裝 覺醒機甲' }] }).highlight).toEqual(['LAST賞 金屬塗裝 覺醒機甲']);
    expect(winNotice({ ...win, kind: 'gacha' }).link).toBeNull();
  });

  it('given one order of 57 identical tickets then it is one line with the count', () => {
    const buyOut = { ...win, prizes: Array.from({ length: 57 }, () => ({ tier: 'F', prizeName: '色紙' })) };
    expect(winNotice(buyOut).text).toBe('恭喜 王** 在「一番賞 機甲少年」抽中 F賞 色紙 ×57！');
  });

  it('given one order of several prizes then it names the best one and how many in all', () => {
    const prizes = [
      { tier: 'F', prizeName: '色紙' },
      { tier: 'LAST', prizeName: '最後賞' },
      { tier: 'A', prizeName: '公仔' },
      { tier: 'F', prizeName: '色紙' },
    ];
    const notice = winNotice({ ...win, prizes });
    expect(notice.text).toBe('恭喜 王** 在「一番賞 機甲少年」抽中 A賞 公仔 等 4 件！');
    expect(notice.highlight).toEqual(['A賞 公仔']);
  });
});
