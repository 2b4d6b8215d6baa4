// Renders the toast store: short messages such as 請先登入.
import { useSnapshot } from 'valtio';
import { dismissToast, toasts } from '../../stores/toast.store';
import './toast.css';

export function ToastHost() {
  const { items } = useSnapshot(toasts);
  return (
    <div className="toast-host" aria-live="polite" aria-atomic="false">
      {items.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          onClick={() => dismissToast(toast.id)}
        >
          <span className="toast__dot" aria-hidden="true" />
          {toast.message}
        </div>
      ))}
    </div>
  );
}
