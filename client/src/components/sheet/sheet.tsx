// A bottom sheet on phones, a centred dialog on desktop: the ticket page's popups and panels.
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './sheet.css';

export function Sheet({
  title,
  onClose,
  children,
  footer,
  testId,
  tone = 'light',
}: {
  title?: string;
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  tone?: 'light' | 'stage';
}) {
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Portalled to <body>: the page's transition layer makes its own stacking context under the tab bar.
  return createPortal(
    <div className="sheet" data-tone={tone} role="presentation" onClick={onClose}>
      <div className="sheet__panel" role="dialog" aria-modal="true" aria-label={title} data-testid={testId} onClick={(e) => e.stopPropagation()}>
        {(title || onClose) && (
          <div className="sheet__head">
            {title && <h2 className="sheet__title">{title}</h2>}
            {onClose && (
              <button type="button" className="sheet__close" onClick={onClose} aria-label="關閉">
                ×
              </button>
            )}
          </div>
        )}
        <div className="sheet__body">{children}</div>
        {footer && <div className="sheet__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
