// Keeps the home page mounted once visited (spec 000 §2 "kept alive when navigating away"): it is
// hidden, not unmounted, on other routes, so its tabs, loaded grid pages and timers' state survive.
import { lazy, Suspense, useState } from 'react';

const HomeScreen = lazy(() => import('../../features/home/routes/home-page').then((m) => ({ default: m.HomeScreen })));

export function KeptAliveHome({ active }: { active: boolean }) {
  const [visited, setVisited] = useState(active);
  if (active && !visited) setVisited(true);
  if (!visited) return null;
  return (
    <div hidden={!active} className="kept-alive-home">
      {/* The routed slot shows the page loader meanwhile. */}
      <Suspense fallback={null}>
        <HomeScreen active={active} />
      </Suspense>
    </div>
  );
}
