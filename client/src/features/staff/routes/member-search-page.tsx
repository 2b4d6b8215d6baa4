// /staff/support — find a member by phone, member id (uid), order number or name.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureMessage } from '../failure-message';
import { useMemberSearch } from '../api/members';
import { ROLE_LABELS } from '../staff-roles';

const MATCHED_BY = { phone: '手機', uid: '會員編號', order: '訂單編號', name: '姓名' } as const;

export default function MemberSearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const search = useMemberSearch(q);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = text.trim();
    if (next) setParams({ q: next });
  };

  return (
    <>
      <section className="card staff-card">
        <h1 className="section-title">查詢會員</h1>
        <form className="staff-search" onSubmit={onSubmit}>
          <input
            className="staff-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="手機、會員編號、訂單編號或姓名"
            aria-label="查詢會員"
            maxLength={64}
            data-testid="staff-search-input"
          />
          <button type="submit" className="btn btn--primary btn--small" data-testid="staff-search-submit">
            查詢
          </button>
        </form>
      </section>
      {q ? (
        <section className="card staff-card" data-testid="staff-search-results">
          {search.isPending ? (
            <p className="text-muted">查詢中…</p>
          ) : search.isError ? (
            <p className="staff-error">{failureMessage(search.error, '查詢失敗')}</p>
          ) : search.data.length === 0 ? (
            <p className="text-muted">找不到符合「{q}」的會員</p>
          ) : (
            <ul className="staff-list">
              {search.data.map((m) => (
                <li key={m.user_id}>
                  <Link className="staff-list__row" to={`/staff/support/${m.user_id}`} data-testid="staff-member">
                    <strong>{m.name}</strong>
                    <span className="num">{m.phone ?? '—'}</span>
                    <span className="staff-mono">{m.user_id}</span>
                    <span className="chip">{ROLE_LABELS[m.role]}</span>
                    <span className="text-muted">依{MATCHED_BY[m.matched_by]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}
