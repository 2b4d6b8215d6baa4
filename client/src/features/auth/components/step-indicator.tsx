// The three numbered steps of register and forgot password.
export function StepIndicator({ labels, current }: { labels: readonly string[]; current: number }) {
  return (
    <ol className="steps" aria-label="步驟" data-testid="steps" data-step={current}>
      {labels.map((label, index) => {
        const step = index + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'todo';
        return (
          <li key={label} className="steps__item" data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
