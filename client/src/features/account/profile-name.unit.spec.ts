import { checkProfileName } from './profile-name';

describe('profile name', () => {
  it('is required after trimming', () => {
    expect(checkProfileName('', '小明')).toEqual({ ok: false, message: '請填寫姓名' });
    expect(checkProfileName('   ', '小明')).toEqual({ ok: false, message: '請填寫姓名' });
  });

  it('says 未變更 when the trimmed name is the current one', () => {
    expect(checkProfileName(' 小明 ', '小明')).toEqual({ ok: false, message: '未變更' });
  });

  it('allows at most 30 characters', () => {
    expect(checkProfileName('抽'.repeat(30), '小明')).toEqual({ ok: true, name: '抽'.repeat(30) });
    expect(checkProfileName('抽'.repeat(31), '小明')).toEqual({ ok: false, message: '姓名不得超過 30 個字' });
    expect(checkProfileName('🎁'.repeat(30), '小明').ok).toBe(true);
  });

  it('sends the trimmed name', () => {
    expect(checkProfileName('  阿華  ', '小明')).toEqual({ ok: true, name: '阿華' });
  });
});
