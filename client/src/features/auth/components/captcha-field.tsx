// The image challenge asked before an SMS is sent; tapping the image draws a new one.
import type { UseQueryResult } from '@tanstack/react-query';
import type { CaptchaResponse } from '@shop/contracts';
import { RefreshIcon } from '../../../components/icons/icons';

export function CaptchaField({
  captcha,
  value,
  onChange,
}: {
  captcha: UseQueryResult<CaptchaResponse>;
  value: string;
  onChange: (value: string) => void;
}) {
  const refresh = () => {
    onChange('');
    void captcha.refetch();
  };
  return (
    <label className="field">
      <span className="field__label">圖形驗證碼</span>
      <span className="field__row">
        <input
          className="field__input"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="off"
          maxLength={8}
          placeholder="請輸入右圖字元"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid="captcha-answer"
        />
        <button type="button" className="captcha" onClick={refresh} aria-label="換一張圖形驗證碼" data-testid="captcha-refresh">
          {captcha.data && !captcha.isFetching ? (
            <img src={captcha.data.data.image} alt="圖形驗證碼" data-testid="captcha-image" />
          ) : (
            <span className="captcha__placeholder">{captcha.isError ? '重新載入' : '載入中…'}</span>
          )}
          <span className="captcha__refresh">
            <RefreshIcon size={14} />
          </span>
        </button>
      </span>
    </label>
  );
}
