// A password field with a show/hide toggle.
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../../components/icons/icons';
import { PHONE_STEP_LIMITS } from '../phone-steps-validation';

export function PasswordInput({
  label,
  placeholder,
  value,
  onChange,
  autoComplete,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  testId: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <span className="field__wrap">
        <input
          className="field__input"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          // One past the maximum, so an over-long paste reaches the check and its message.
          maxLength={PHONE_STEP_LIMITS.passwordMaxLength + 1}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        />
        <button type="button" className="field__toggle" onClick={() => setShown((v) => !v)} aria-label={shown ? '隱藏密碼' : '顯示密碼'}>
          {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </span>
    </label>
  );
}
