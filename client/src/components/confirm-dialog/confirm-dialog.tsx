// A small yes / no dialog (clear all search history, log out).
import './confirm-dialog.css';

export function ConfirmDialog({ message, onConfirm, onCancel }: { message: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className="confirm-overlay" role="alertdialog" aria-modal="true" aria-label={message} data-testid="confirm-dialog" onClick={onCancel}>
      <div className="confirm card" onClick={(e) => e.stopPropagation()}>
        <p className="confirm__message">{message}</p>
        <div className="confirm__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            取消
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} data-testid="confirm-ok">
            確定
          </button>
        </div>
      </div>
    </div>
  );
}
