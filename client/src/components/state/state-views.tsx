// Loading, error and empty states shared by every page.
import type { ReactNode } from 'react';
import { RefreshIcon, SparkleIcon } from '../icons/icons';
import './state.css';

export function PageLoader({ label = '載入中…' }: { label?: string }) {
  return (
    <div className="page-loader" role="status">
      <div className="spinner" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="state state--error card" role="alert">
      <div className="state__icon">
        <RefreshIcon />
      </div>
      <p className="state__title">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
          重新載入
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="state card">
      <div className="state__icon">
        <SparkleIcon />
      </div>
      <p className="state__title">{title}</p>
      {text && <p className="state__text">{text}</p>}
      {action}
    </div>
  );
}
