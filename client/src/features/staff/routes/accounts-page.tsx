// /staff/accounts (admin) — the staff accounts with their roles, and a form giving a user, found by
// phone or member id (uid), a role after a confirmation. The server decides: only admins, and
// never an admin's own admin role (its zh-TW message shows here).
import { useState, type FormEvent } from 'react';
import { messages, roleSchema, type ChangeRoleResponse, type Role } from '@shop/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { showToast } from '../../../stores/toast.store';
import { useChangeRole, useStaffAccounts } from '../api/accounts';
import { failureMessage } from '../failure-message';
import { ROLE_LABELS } from '../staff-roles';

const ROLES = roleSchema.options;

export default function AccountsPage() {
  const accounts = useStaffAccounts();
  return (
    <>
      <RoleForm />
      <section className="card staff-card" data-testid="staff-accounts">
        <h1 className="section-title">工作人員帳號</h1>
        <p className="text-muted">新帳號以 npm run user:create 建立；此處變更既有帳號的角色。</p>
        {accounts.isPending ? (
          <p className="text-muted">載入中…</p>
        ) : accounts.isError ? (
          <p className="staff-error">{failureMessage(accounts.error, '讀取失敗')}</p>
        ) : accounts.data.length === 0 ? (
          <p className="text-muted">目前沒有工作人員帳號</p>
        ) : (
          <ul className="staff-list">
            {accounts.data.map((a) => (
              <li key={a.user_id} className="staff-list__row" data-testid="staff-account">
                <strong>{a.name}</strong>
                <span className="num">{a.phone ?? '—'}</span>
                <span className="staff-mono">{a.user_id}</span>
                <span className="chip">{ROLE_LABELS[a.role]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function RoleForm() {
  const [user, setUser] = useState('');
  const [role, setRole] = useState<Role>('support');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<ChangeRoleResponse | null>(null);
  const change = useChangeRole();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (change.isPending) return;
    if (!user.trim()) return setProblem(messages.staffAccounts.userRequired);
    setProblem(null);
    setConfirming(true);
  };

  const onConfirm = () => {
    setConfirming(false);
    change.mutate(
      { user: user.trim(), role },
      {
        onSuccess: (answer) => {
          setDone(answer);
          setUser('');
          showToast(answer.message, 'success');
        },
        onError: (error) => setProblem(failureMessage(error, '變更失敗，請稍後再試')),
      },
    );
  };

  return (
    <section className="card staff-card">
      <h1 className="section-title">設定角色</h1>
      <form className="staff-form staff-form--narrow" onSubmit={onSubmit} noValidate>
        <label className="staff-field">
          <span>會員手機號碼或 UID</span>
          <input
            className="staff-input"
            value={user}
            onChange={(e) => setUser(e.target.value)}
            placeholder="09xxxxxxxx 或會員編號"
            maxLength={64}
            data-testid="staff-role-user"
          />
        </label>
        <label className="staff-field">
          <span>角色</span>
          <select className="staff-input" value={role} onChange={(e) => setRole(e.target.value as Role)} data-testid="staff-role-select">
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        {problem ? (
          <p className="staff-error" role="alert" data-testid="staff-role-error">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={change.isPending} data-testid="staff-role-submit">
          {change.isPending ? '變更中…' : '變更角色'}
        </button>
      </form>
      {done ? (
        <p className="text-muted" data-testid="staff-role-done">
          {done.data.name}（{done.data.phone ?? done.data.user_id}）：{ROLE_LABELS[done.data.previous_role]} → {ROLE_LABELS[done.data.role]}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          message={`確定將「${user.trim()}」的角色設為「${ROLE_LABELS[role]}」嗎？`}
          onConfirm={onConfirm}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
