import { searchTarget } from './search-keyword';
import { HOME_TABS, homeTabFromPath } from './home-tabs';

describe('search keyword', () => {
  it('refuses an empty or blank keyword', () => {
    expect(searchTarget('')).toEqual({ ok: false, message: '您尚未輸入要尋找的關鍵字' });
    expect(searchTarget('   ')).toEqual({ ok: false, message: '您尚未輸入要尋找的關鍵字' });
  });

  it('trims and encodes the keyword', () => {
    expect(searchTarget('  鬼滅 之刃 ')).toEqual({ ok: true, to: `/search?q=${encodeURIComponent('鬼滅 之刃')}` });
  });
});

describe('home tabs', () => {
  it('names the four tabs', () => {
    expect(HOME_TABS.map((t) => t.label)).toEqual(['全部', '一番賞', '盒玩', '轉蛋']);
  });

  it('chooses the tab from the path prefix', () => {
    expect(homeTabFromPath('/')).toBe(0);
    expect(homeTabFromPath('/ichiban')).toBe(1);
    expect(homeTabFromPath('/blindbox/')).toBe(2);
    expect(homeTabFromPath('/gacha')).toBe(3);
    expect(homeTabFromPath('/gacha/detail/1')).toBeNull();
  });
});
