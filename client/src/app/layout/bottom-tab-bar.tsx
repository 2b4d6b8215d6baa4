// The mobile bottom tab bar: 首頁, 商城, 儲值, 情報, 我的.
import { Link, useLocation } from 'react-router';
import { CoinIcon, HomeIcon, NewsIcon, ShopIcon, UserIcon } from '../../components/icons/icons';
import { activeTabBarIndex, TAB_BAR_ITEMS } from './chrome-rules';
import './bottom-tab-bar.css';

const ICONS = { home: HomeIcon, shop: ShopIcon, coin: CoinIcon, news: NewsIcon, user: UserIcon } as const;

export function BottomTabBar() {
  const { pathname } = useLocation();
  const active = activeTabBarIndex(pathname);
  return (
    <nav className="tab-bar" aria-label="主要導覽" data-testid="tab-bar">
      {TAB_BAR_ITEMS.map((item, index) => {
        const Icon = ICONS[item.icon];
        return (
          <Link key={item.path} to={item.path} className="tab-bar__item" aria-current={index === active ? 'page' : undefined}>
            <span className="tab-bar__icon">
              <Icon size={23} />
            </span>
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
