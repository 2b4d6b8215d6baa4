// Renders one route-table entry: its guard, its document title and its page.
import { useEffect } from 'react';
import { SHOP_NAME } from '../../components/brand/brand';
import { RouteGuard } from '../guard/route-guard';
import { PAGES } from './pages';
import type { RouteEntry } from '../../lib/route-table';

export function RouteElement({ entry }: { entry: RouteEntry }) {
  const Page = PAGES[entry.page];
  useEffect(() => {
    document.title = entry.page === 'home' && !entry.aliasOf ? `${SHOP_NAME}｜一番賞・盒玩・轉蛋` : `${entry.title}｜${SHOP_NAME}`;
  }, [entry]);
  return (
    <RouteGuard requiresAuth={entry.auth === true}>
      <Page title={entry.title} />
    </RouteGuard>
  );
}
