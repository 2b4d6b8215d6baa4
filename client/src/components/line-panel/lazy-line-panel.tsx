// The line panel as its own chunk: it shows only while a tube or box is held, so the buying pages'
// first load does not carry it; it loads when a page first shows it.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { LinePanel as LinePanelType } from './line-panel';

const LinePanel = lazy(() => import('./line-panel').then((module) => ({ default: module.LinePanel })));

export function LazyLinePanel(props: ComponentProps<typeof LinePanelType>) {
  return (
    <Suspense fallback={null}>
      <LinePanel {...props} />
    </Suspense>
  );
}
