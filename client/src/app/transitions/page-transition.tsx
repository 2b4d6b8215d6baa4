// Wraps the routed page: enter animation by page level, per-page scroll memory, route history.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { trackNavigation } from '../../lib/route-history';
import { pageKey, pageLevel, transitionBetween, type PageLevel, type TransitionKind } from './page-level';
import { afterTwoFrames, planScroll, saveScroll, savedScroll, SCROLL_TO_TOP_DELAY_MS } from './scroll-memory';

interface Shown {
  key: string;
  level: PageLevel;
  transition: TransitionKind;
}

export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const action = useNavigationType();
  const key = pageKey(location.pathname);
  const level = pageLevel(location.pathname);

  // Decided once per page change; a re-render of the same page keeps its transition.
  const shown = useRef<Shown | null>(null);
  if (!shown.current || shown.current.key !== key) {
    shown.current = { key, level, transition: transitionBetween(shown.current?.level ?? null, level) };
  }
  const transition = shown.current.transition;

  // Remember where each page is scrolled to.
  const currentKey = useRef(key);
  useLayoutEffect(() => {
    currentKey.current = key;
  }, [key]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveScroll(currentKey.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    trackNavigation(location.pathname + location.search, action);
  }, [location.pathname, location.search, action]);

  useEffect(() => {
    const plan = planScroll({ action, saved: savedScroll(key), level });
    if (plan.kind === 'restore') return afterTwoFrames(() => window.scrollTo({ top: plan.top }));
    // Smooth unless the visitor asked for less motion (the browser does not apply that to scrollTo by itself).
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
    const timer = setTimeout(() => window.scrollTo({ top: 0, behavior }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a page change moves the scroll, not a query change within the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <div key={key} className={`page-transition page-transition--${transition}`} data-transition={transition}>
      {children}
    </div>
  );
}
