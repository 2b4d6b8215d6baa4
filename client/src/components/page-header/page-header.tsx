// A page's top bar: back within the shop, the title, an optional action.
import type { ReactNode } from 'react';
import { useGoBack } from '../../lib/route-history';
import { BackIcon } from '../icons/icons';
import './page-header.css';

export function PageHeader({ title, end, showBack = true }: { title: string; end?: ReactNode; showBack?: boolean }) {
  const goBack = useGoBack();
  return (
    <header className="page-header">
      {showBack ? (
        <button type="button" className="page-header__back" onClick={goBack} aria-label="返回">
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__end">{end}</div>
    </header>
  );
}
