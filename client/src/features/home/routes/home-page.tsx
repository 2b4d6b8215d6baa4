// Placeholder home: top bar, a hero, the four product tabs (chosen from the path) and the demo product.
import { Link, useLocation } from 'react-router';
import { SHOP_NAME } from '../../../components/brand/brand';
import { BellIcon, CalendarIcon, SearchIcon } from '../../../components/icons/icons';
import { EmptyState } from '../../../components/state/state-views';
import { HOME_TABS, homeTabFromPath } from '../../../lib/home-tabs';
import { DemoIchibanCard } from '../components/product-card';
import { DEMO_ICHIBAN_PRODUCT } from '../demo-product';
import './home-page.css';

export default function HomePage() {
  const { pathname } = useLocation();
  const activeTab = homeTabFromPath(pathname) ?? 0;

  return (
    <div className="page">
      <div className="home-topbar">
        <Link to="/signin" className="home-topbar__icon" aria-label="每日簽到">
          <CalendarIcon size={20} />
        </Link>
        <Link to="/search" className="home-search" aria-label="搜尋商品">
          <SearchIcon size={18} />
          搜尋一番賞、盒玩、轉蛋
        </Link>
        <Link to="/news" className="home-topbar__icon" aria-label="最新消息">
          <BellIcon size={20} />
        </Link>
      </div>

      <div className="page-body">
        <section className="home-hero" aria-label="本週主打">
          <span className="home-hero__eyebrow">本週主打</span>
          <h1 className="home-hero__title">
            {SHOP_NAME}一番賞
            <br />
            線上開抽中！
          </h1>
          <p className="home-hero__text">自己挑籤號、鎖定籤筒不怕被搶，每一抽公開可驗證。</p>
          <Link to={`/ichiban/ticket/${DEMO_ICHIBAN_PRODUCT.id}`} className="btn home-hero__cta">
            立即選籤
          </Link>
          <img className="home-hero__capsule" src="/icon.svg" alt="" aria-hidden="true" />
        </section>

        <nav className="home-tabs" role="tablist" aria-label="商品分類">
          {HOME_TABS.map((tab) => (
            <Link
              key={tab.index}
              to={tab.path}
              replace
              role="tab"
              aria-selected={tab.index === activeTab}
              className="home-tab"
              data-testid={`home-tab-${tab.index}`}
            >
              {tab.label}
            </Link>
          ))}
        </nav>

        <section role="tabpanel" aria-label={HOME_TABS[activeTab].label}>
          {activeTab <= 1 ? (
            <div className="home-grid">
              <DemoIchibanCard productId={DEMO_ICHIBAN_PRODUCT.id} name={DEMO_ICHIBAN_PRODUCT.name} />
            </div>
          ) : (
            <EmptyState title={`${HOME_TABS[activeTab].label}商品即將上架`} text="新品陸續到貨，敬請期待！" />
          )}
          {activeTab <= 1 && <p className="home-note">更多商品即將上架，敬請期待！</p>}
        </section>
      </div>
    </div>
  );
}
