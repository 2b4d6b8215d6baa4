// A staff queue entry's inline form (/staff/fulfilment's tracking number, /staff/refunds' refund
// reference): required text inputs whose change clears the problem, then a submit that checks them,
// runs the mutation with the trimmed values, toasts on success and shows the failure under the button.
// Like the catalogue's FormFoot, but inline: the button keeps its label while pending and the problem
// comes after it.
import { useState, type FormEvent } from 'react';
import { showToast } from '../../../stores/toast.store';
import { failureMessage } from '../failure-message';

export interface StaffInlineField<K extends string> {
  name: K;
  placeholder: string;
  label: string;
  maxLength: number;
  /** The problem shown when the field is blank. */
  required: string;
  testId: string;
}

/** What the form needs of a react-query mutation. */
export interface StaffInlineMutation<V> {
  isPending: boolean;
  mutate: (variables: V, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

interface StaffInlineFormProps<K extends string, V> {
  fields: readonly StaffInlineField<K>[];
  mutation: StaffInlineMutation<V>;
  /** The mutation's variables from the trimmed values. */
  variables: (values: Record<K, string>) => V;
  label: string;
  testId: string;
  variant?: 'primary' | 'ghost';
  /** The toast on success. */
  done: string;
  /** The problem shown when the failure carries no message of its own. */
  failed: string;
}

export function StaffInlineForm<K extends string, V>({
  fields,
  mutation,
  variables,
  label,
  testId,
  variant = 'primary',
  done,
  failed,
}: StaffInlineFormProps<K, V>) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<K, string>);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const trimmed = Object.fromEntries(fields.map((f) => [f.name, values[f.name].trim()])) as Record<K, string>;
    const blank = fields.find((f) => !trimmed[f.name]);
    if (blank) return setProblem(blank.required);
    setProblem(null);
    mutation.mutate(variables(trimmed), {
      onSuccess: () => showToast(done, 'success'),
      onError: (error) => setProblem(failureMessage(error, failed)),
    });
  };

  return (
    <form className="staff-ship" onSubmit={onSubmit} noValidate>
      {fields.map((f) => (
        <input
          key={f.name}
          className="staff-input"
          value={values[f.name]}
          onChange={(e) => {
            const value = e.target.value;
            setValues((current) => ({ ...current, [f.name]: value }));
            setProblem(null);
          }}
          placeholder={f.placeholder}
          aria-label={f.label}
          maxLength={f.maxLength}
          data-testid={f.testId}
        />
      ))}
      <button type="submit" className={`btn btn--${variant} btn--small`} disabled={mutation.isPending} data-testid={testId}>
        {label}
      </button>
      {problem ? (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
