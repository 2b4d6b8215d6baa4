// Renders one route-table entry: its guard, its document title and its page.
import { useEffect, useLayoutEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { SHOP_NAME } from '../../components/brand/brand';
import { RouteGuard } from '../guard/route-guard';
import { PAGES } from './pages';
import type { RouteEntry } from '../../lib/route-table';
import { startRouteData } from './route-data';
import { dismissFirstView } from './first-view';

export function RouteElement({ entry }: { entry: RouteEntry }) {
  const Page = PAGES[entry.page];
  const params = useParams();
  const queryClient = useQueryClient();
  // During render, not in an effect: the page suspends on its chunk, and an effect would wait for it.
  startRouteData(entry.page, params, queryClient);
  useEffect(() => {
    document.title = entry.page === 'home' && !entry.aliasOf ? `${SHOP_NAME}｜一番賞・盒玩・轉蛋` : `${entry.title}｜${SHOP_NAME}`;
  }, [entry]);
  return (
    <RouteGuard requiresAuth={entry.auth === true}>
      <Page title={entry.title} />
      <FirstViewDone />
    </RouteGuard>
  );
}

/** Beside the page, so its layout effect runs in the commit that first shows the page (not its loader). */
function FirstViewDone() {
  useLayoutEffect(dismissFirstView, []);
  return null;
}
