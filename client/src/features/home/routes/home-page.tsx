// Home (spec 000 §2): top bar, notice marquee, banner carousel, the install / LINE row, four tabs
// with infinite product grids, and the cover-promo popup. The layout keeps it mounted while the
// shopper is elsewhere (`active` false), so tabs, loaded pages and scroll survive a visit away.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { constants } from '@shop/contracts';
import { HOME_TABS, homeTabFromPath, OPEN_HOME_TABS, type HomeTabIndex } from '../../../lib/home-tabs';
import { useBanners } from '../api/get-banners';
import { BannerCarousel } from '../components/banner-carousel';
import { CoverPromoPopup } from '../components/cover-promo-popup';
import { HomeActions } from '../components/home-actions';
import { HomeTopBar } from '../components/home-top-bar';
import { NoticeMarquee } from '../components/notice-marquee';
import { ProductGrid } from '../components/product-grid';
import './home-page.css';

const preloaded = new Set<string>();
function preload(urls: string[]) {
  for (const url of urls) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
  }
}

export function HomeScreen({ active }: { active: boolean }) {
  const { pathname } = useLocation();
  const pathTab = homeTabFromPath(pathname);
  // Away from home the last tab stays shown underneath, ready for the return.
  const lastTab = useRef<HomeTabIndex>(0);
  const wanted = pathTab ?? lastTab.current;
  // A line that has no tab yet (its pages are not built) shows everything instead.
  const tab = OPEN_HOME_TABS.some((t) => t.index === wanted) ? wanted : 0;
  useEffect(() => {
    if (pathTab !== null) lastTab.current = pathTab;
  }, [pathTab]);
  const banners = useBanners();

  useEffect(() => {
    if (!banners.data) return;
    preload(banners.data.banners.slice(0, constants.catalog.bannerPreloadImages).map((b) => b.image_url));
    preload(banners.data.promos.slice(0, constants.catalog.promoPreloadImages).map((p) => p.image));
  }, [banners.data]);

  return (
    <div className="page home" data-testid="home-page">
      <HomeTopBar />
      <div className="page-body home-body">
        <NoticeMarquee active={active} />
        <div className="home-hero-row">
          <BannerCarousel banners={banners.data?.banners} active={active} />
          <HomeActions />
        </div>
        <nav className="home-tabs" role="tablist" aria-label="商品分類">
          {OPEN_HOME_TABS.map((t) => (
            <Link
              key={t.index}
              to={t.path}
              replace
              role="tab"
              aria-selected={t.index === tab}
              className="home-tab"
              data-testid={`home-tab-${t.index}`}
            >
              {t.label}
            </Link>
          ))}
        </nav>
        <section role="tabpanel" aria-label={HOME_TABS[tab].label}>
          <ProductGrid key={tab} tab={tab} label={HOME_TABS[tab].label} />
        </section>
      </div>
      <CoverPromoPopup promos={banners.data?.promos} active={active} />
    </div>
  );
}

/** The routed page is a placeholder: the layout renders the kept-alive HomeScreen itself. */
export default function HomeRouteSlot() {
  return null;
}
