import { checkCodeAndPassword, checkLoginCode, checkPhone } from './phone-steps-validation';

describe('phone step validation', () => {
  it('accepts a Taiwanese mobile in any usual writing', () => {
    expect(checkPhone(' 0912-345-678 ')).toEqual({ ok: true, phone: '0912345678' });
    expect(checkPhone('+886912345678')).toEqual({ ok: true, phone: '0912345678' });
  });

  it('refuses anything else with the spec message', () => {
    for (const bad of ['', '0812345678', '091234567', '09123456789', 'abc']) {
      expect(checkPhone(bad)).toEqual({ ok: false, message: '手機號碼格式錯誤，請輸入正確的台灣手機號碼' });
    }
  });

  it('needs exactly 6 characters for code sign-in', () => {
    expect(checkLoginCode('12345')).toBe('驗證碼錯誤或遺失驗證信息');
    expect(checkLoginCode('1234567')).toBe('驗證碼錯誤或遺失驗證信息');
    expect(checkLoginCode(' 123456 ')).toBeNull();
  });

  it('needs a 6-digit code to register or reset', () => {
    const ok = { password: 'secret1', confirm: 'secret1' };
    expect(checkCodeAndPassword({ code: '', ...ok })).toBe('請輸入 6 位數驗證碼');
    expect(checkCodeAndPassword({ code: '12a456', ...ok })).toBe('請輸入 6 位數驗證碼');
    expect(checkCodeAndPassword({ code: '12345', ...ok })).toBe('請輸入 6 位數驗證碼');
  });

  it('needs a password of 6 to 20 characters, confirmed', () => {
    expect(checkCodeAndPassword({ code: '123456', password: '', confirm: '' })).toBe('密碼長度至少為 6 位');
    expect(checkCodeAndPassword({ code: '123456', password: '12345', confirm: '12345' })).toBe('密碼長度至少為 6 位');
    expect(checkCodeAndPassword({ code: '123456', password: 'a'.repeat(21), confirm: 'a'.repeat(21) })).toBe('密碼長度不得超過 20 位');
    expect(checkCodeAndPassword({ code: '123456', password: 'secret1', confirm: 'secret2' })).toBe('兩次密碼輸入不一致');
    expect(checkCodeAndPassword({ code: '123456', password: 'a'.repeat(20), confirm: 'a'.repeat(20) })).toBeNull();
  });
});
