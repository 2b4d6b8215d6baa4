// The check asked before an SMS is sent: the browser works out a proof of work by itself (about a
// second); the shopper sees it happen and can start over if it failed.
import type { UseQueryResult } from '@tanstack/react-query';
import type { CaptchaResponse } from '@shop/contracts';
import { RefreshIcon } from '../../../components/icons/icons';

export function CaptchaField({ captcha, solution }: { captcha: UseQueryResult<CaptchaResponse>; solution: UseQueryResult<string> }) {
  const failed = captcha.isError || solution.isError;
  const state = failed ? 'failed' : solution.data && !captcha.isFetching ? 'solved' : 'solving';
  return (
    <div className="field">
      <span className="field__label">人機驗證</span>
      <span className="captcha-check" data-testid="captcha-status" data-state={state} role="status">
        {state === 'solved' ? (
          <span className="captcha-check__done">✓ 已完成驗證</span>
        ) : state === 'solving' ? (
          <span className="captcha-check__busy">驗證中，請稍候…</span>
        ) : (
          <button type="button" className="captcha-check__retry" onClick={() => void captcha.refetch()} data-testid="captcha-refresh">
            驗證失敗，點此重試 <RefreshIcon size={14} />
          </button>
        )}
      </span>
    </div>
  );
}
