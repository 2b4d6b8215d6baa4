import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

// The first commit renders as a transition: React then renders it in slices of a few milliseconds and
// gives the browser the main thread between them, where a plain render is one long task (200-600 ms on
// a phone). The server's first view (app/routes/first-view.ts) is on screen meanwhile.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The installable app's service worker (client/public/sw.js); only the built shop has one.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}
