// One card of the content screen: a heading, what is there now (optional), and a small form that
// adds one row through the back office's content API. Banners, notices and hot keywords are each
// this card with their own fields, check and list.
import { useState, type FormEvent, type ReactNode } from 'react';
import { showToast } from '../../../stores/toast.store';
import { useSaveContent, type ContentKind } from '../api/admin';
import { failureMessage } from '../failure-message';

export interface ContentField {
  name: string;
  label: string;
  placeholder: string;
  maxLength: number;
}

export type FieldValues = Record<string, string>;

interface ContentCardProps {
  kind: ContentKind;
  testId: string;
  title: string;
  hint?: string;
  fields: readonly ContentField[];
  /** The first problem with the trimmed values, or null when they can be sent. */
  check: (values: FieldValues) => string | null;
  body: (values: FieldValues) => object;
  added: string;
  /** What is there now: a list with its own loading and empty states. */
  children?: ReactNode;
}

const emptyValues = (fields: readonly ContentField[]): FieldValues => Object.fromEntries(fields.map((f) => [f.name, '']));

export function ContentCard({ kind, testId, title, hint, fields, check, body, added, children }: ContentCardProps) {
  const save = useSaveContent(kind);
  const [values, setValues] = useState<FieldValues>(() => emptyValues(fields));
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
    const found = check(trimmed);
    if (found) return setProblem(found);
    setProblem(null);
    save.mutate(body(trimmed), {
      onSuccess: () => {
        setValues(emptyValues(fields));
        showToast(added, 'success');
      },
      onError: (error) => setProblem(failureMessage(error, '儲存失敗')),
    });
  };

  return (
    <section className="card staff-card" data-testid={testId}>
      <h1 className="section-title">{title}</h1>
      {hint ? <p className="text-muted">{hint}</p> : null}
      {children}
      <form className={fields.length > 1 ? 'staff-ship' : 'staff-search'} onSubmit={onSubmit} noValidate>
        {fields.map((f) => (
          <input
            key={f.name}
            className="staff-input"
            value={values[f.name] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            placeholder={f.placeholder}
            aria-label={f.label}
            maxLength={f.maxLength}
          />
        ))}
        <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending}>
          新增
        </button>
      </form>
      {problem ? (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

/** A query's list, or its loading, failure or empty line. */
export function QueryList<T>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T[] | undefined };
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <p className="text-muted">載入中…</p>;
  if (query.isError || !query.data) return <p className="staff-error">{failureMessage(query.error, '讀取失敗')}</p>;
  if (query.data.length === 0) return <p className="text-muted">{empty}</p>;
  return <>{children(query.data)}</>;
}
