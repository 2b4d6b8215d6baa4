// Phone + password sign-in form.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EyeIcon, EyeOffIcon } from '../../../components/icons/icons';
import { useLogin } from '../api/login';
import { failureMessage } from '../failure-message';
import { PhoneInput } from './phone-input';
import { LOGIN_MESSAGES, loginPhone, validatePasswordLogin } from '../login-validation';

export function PasswordLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const login = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const invalid = validatePasswordLogin({ phone, password });
    setProblem(invalid);
    if (invalid) return;
    login.mutate(
      { phone: loginPhone(phone), password },
      {
        onSuccess: onSignedIn,
        onError: (error) => setProblem(failureMessage(error, LOGIN_MESSAGES.failed)),
      },
    );
  };

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate role="tabpanel">
      <PhoneInput value={phone} onChange={setPhone} testId="login-phone" />
      <label className="field">
        <span className="field__label">密碼</span>
        <span className="field__wrap">
          <input
            className="field__input"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="請輸入密碼（至少 6 個字元）"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="login-password"
          />
          <button
            type="button"
            className="field__toggle"
            onClick={() => setShowPassword((v) => !v)}
            aria-label={showPassword ? '隱藏密碼' : '顯示密碼'}
          >
            {showPassword ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        </span>
      </label>

      <p className="login-form__problem" role="alert" data-testid="login-error" hidden={!problem}>
        {problem}
      </p>

      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending} data-testid="login-submit">
        {login.isPending ? '登入中…' : '登入'}
      </button>

      <div className="login-form__links">
        <Link to="/forgot-password">忘記密碼？</Link>
        <span>
          還沒有帳號？<Link to="/firebase-register">立即註冊</Link>
        </span>
      </div>
    </form>
  );
}
