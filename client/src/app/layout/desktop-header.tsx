// Desktop header (≥ 960 px): logo, product search, account/sign-in/news, and the main menu.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Brand } from '../../components/brand/brand';
import { BellIcon, LoginIcon, SearchIcon, UserIcon } from '../../components/icons/icons';
import { searchTarget } from '../../lib/search-keyword';
import { auth } from '../../stores/auth.store';
import { showToast } from '../../stores/toast.store';
import { activeMainMenuIndex, MAIN_MENU } from './chrome-rules';
import './desktop-header.css';
import { searchHint } from '../../lib/product-kinds';

export function DesktopHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token, user } = useSnapshot(auth);
  const [keyword, setKeyword] = useState('');
  const active = activeMainMenuIndex(pathname);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const target = searchTarget(keyword);
    if (!target.ok) {
      showToast(target.message);
      return;
    }
    navigate(target.to);
  };

  return (
    <header className="desk-header" data-testid="desktop-header">
      <div className="desk-header__top">
        <Link to="/" aria-label="抽抽樂首頁">
          <Brand tagline />
        </Link>
        <form className="desk-search" role="search" onSubmit={onSearch}>
          <input
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={`${searchHint()}商品`}
            aria-label="搜尋商品"
            enterKeyHint="search"
          />
          <button type="submit" aria-label="搜尋">
            <SearchIcon size={18} />
          </button>
        </form>
        <nav className="desk-header__actions" aria-label="會員">
          <Link className="desk-action" to="/news">
            <BellIcon size={20} />
            最新消息
          </Link>
          <Link className="desk-action" to="/user">
            <UserIcon size={20} />
            {token ? user?.displayName || user?.name || '會員中心' : '會員中心'}
          </Link>
          {!token && (
            <Link className="desk-action desk-action--primary" to="/login">
              <LoginIcon size={18} />
              登入／註冊
            </Link>
          )}
        </nav>
      </div>
      <nav className="desk-header__menu" aria-label="主選單">
        {MAIN_MENU.map((item, index) => (
          <Link key={item.path} to={item.path} className="desk-menu__item" aria-current={index === active ? 'page' : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
