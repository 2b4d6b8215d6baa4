import { isStorableText, textField } from './common';

describe('isStorableText', () => {
  it.each(['', '一番賞 A賞', 'emoji 🎁 pair', 'a\u00a0b', '\ufffd'])('takes %j', (s) => expect(isStorableText(s)).toBe(true));
  it.each(['a\u0000b', '\u0000', 'a\uD800b', 'a\uDC00b', 'end\uD83D', '\uDE81start', '\uDC00\uD800'])('refuses %j', (s) =>
    expect(isStorableText(s)).toBe(false),
  );
});

describe('textField', () => {
  const name = textField('壞字元', '必填').trim().min(1, '必填');
  it('refuses unstorable text with its message, before the checks chained after', () =>
    expect(name.safeParse('\u0000').error?.issues.map((i) => i.message)).toEqual(['壞字元']));
  it('answers a missing value with its own message', () => expect(name.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['必填']));
  it('keeps the chained checks', () => {
    expect(name.safeParse('  ').error?.issues.map((i) => i.message)).toEqual(['必填']);
    expect(name.parse('  名字 ')).toBe('名字');
  });
});
