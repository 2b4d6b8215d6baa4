// /settings/basic: edit the name (required, trimmed, at most 30; 未變更 when unchanged).
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { auth } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { useProfile } from '../../../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { maskPhone } from '../../../lib/mask-phone';
import { checkProfileName, NAME_MAX_LENGTH } from '../profile-name';
import './settings-page.css';

/** The server's words when it gave some, otherwise the spec's 儲存失敗. */
function failure(error: unknown): string {
  return isApiError(error) && (error.fromServer || error.status === 0) ? error.message : messages.common.saveFailed;
}

function NameForm({ current, phone }: { current: string; phone: string | null }) {
  const [name, setName] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const checked = checkProfileName(name, current);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    update.mutate(
      { name: checked.name },
      {
        // The saved name comes back through the profile query, which re-keys this form.
        onSuccess: () => showToast(messages.settings.saved, 'success'),
        onError: (error) => setProblem(failure(error)),
      },
    );
  };

  return (
    <form className="basic-form card" onSubmit={onSubmit} noValidate>
      <label className="basic-form__field">
        <span className="basic-form__label">
          姓名
          <span className="basic-form__count">
            {Array.from(name.trim()).length}/{NAME_MAX_LENGTH}
          </span>
        </span>
        <input
          className="basic-form__input"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={NAME_MAX_LENGTH + 10}
          autoComplete="name"
          placeholder="請輸入姓名"
          data-testid="basic-name"
        />
      </label>
      {phone && (
        <label className="basic-form__field">
          <span className="basic-form__label">手機號碼</span>
          <input className="basic-form__input num" value={maskPhone(phone)} readOnly />
        </label>
      )}
      {problem && (
        <p className="basic-form__problem" role="alert" data-testid="basic-error">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={update.isPending} data-testid="basic-save">
        {update.isPending ? '儲存中…' : '儲存'}
      </button>
    </form>
  );
}

export default function BasicSettingsPage({ title }: { title: string }) {
  const { token } = useSnapshot(auth);
  const profile = useProfile(Boolean(token));

  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="page-body settings">
        {profile.isPending ? (
          <PageLoader />
        ) : profile.isError ? (
          <ErrorState message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
        ) : (
          <NameForm key={profile.data.data.name} current={profile.data.data.name} phone={profile.data.data.phone} />
        )}
      </div>
    </div>
  );
}
