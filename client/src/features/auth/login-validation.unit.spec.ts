import { loginPhone, validatePasswordLogin } from './login-validation';

describe('password login validation', () => {
  it('needs both fields', () => {
    expect(validatePasswordLogin({ phone: '', password: 'secret1' })).toBe('請輸入手機號碼和密碼');
    expect(validatePasswordLogin({ phone: '0912345678', password: '' })).toBe('請輸入手機號碼和密碼');
    expect(validatePasswordLogin({ phone: '   ', password: 'x' })).toBe('請輸入手機號碼和密碼');
  });

  it('needs a Taiwanese mobile number: 09 and 8 digits', () => {
    const message = '手機號碼格式錯誤，請輸入正確的台灣手機號碼';
    expect(validatePasswordLogin({ phone: '0812345678', password: 'secret1' })).toBe(message);
    expect(validatePasswordLogin({ phone: '091234567', password: 'secret1' })).toBe(message);
    expect(validatePasswordLogin({ phone: '09123456789', password: 'secret1' })).toBe(message);
  });

  it('needs at least 6 password characters', () => {
    expect(validatePasswordLogin({ phone: '0912345678', password: '12345' })).toBe('密碼不得少於6個字元');
  });

  it('accepts a valid form', () => {
    expect(validatePasswordLogin({ phone: ' 0912345678 ', password: '123456' })).toBeNull();
  });
});

describe('login phone', () => {
  it('sends the normalised number', () => {
    expect(loginPhone(' 0912-345-678 ')).toBe('0912345678');
    expect(loginPhone('+886 912 345 678')).toBe('0912345678');
    expect(validatePasswordLogin({ phone: '+886912345678', password: '123456' })).toBeNull();
  });
});
