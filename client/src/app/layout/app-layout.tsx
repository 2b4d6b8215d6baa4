// The frame around every page: desktop header/footer or mobile tab bar, the page, toasts.
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/state/state-views';
import { ToastHost } from '../../components/toast/toast-host';
import { useIsDesktop } from '../../lib/use-media-query';
import { PageTransition } from '../transitions/page-transition';
import { BottomTabBar } from './bottom-tab-bar';
import { isTabBarVisible } from './chrome-rules';
import { DesktopHeader } from './desktop-header';
import { KeptAliveHome } from './kept-alive-home';
import { homeTabFromPath } from '../../lib/home-tabs';

// Shown on a desktop only, under the page: loaded when shown, so a phone's first load does not carry it
// (and nothing moves when it arrives, as nothing is under it).
const DesktopFooter = lazy(() => import('./desktop-footer').then((m) => ({ default: m.DesktopFooter })));

export function AppLayout() {
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const tabBar = isTabBarVisible(pathname, isDesktop);
  return (
    <div className="app" data-tabbar={tabBar ? 'on' : 'off'} data-layout={isDesktop ? 'desktop' : 'mobile'}>
      {isDesktop && <DesktopHeader />}
      <main className="app-main">
        <KeptAliveHome active={homeTabFromPath(pathname) !== null} />
        <PageTransition>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageTransition>
      </main>
      {isDesktop && (
        <Suspense fallback={null}>
          <DesktopFooter />
        </Suspense>
      )}
      {tabBar && <BottomTabBar />}
      <ToastHost />
    </div>
  );
}
