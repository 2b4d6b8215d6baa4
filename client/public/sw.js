// The shop's service worker, hand-written (no build plugin): the app shell and hashed assets for
// fast repeat visits, images with a bounded cache, an offline page for navigations. API calls
// are never cached here: prices, tickets and balances must always be live.
const VERSION = 'v2';
const SHELL = `shell-${VERSION}`;
const ASSETS = `assets-${VERSION}`;
const IMAGES = `images-${VERSION}`;
const IMAGE_LIMIT = 150;
const SHELL_FILES = ['/', '/offline.html', '/manifest.webmanifest', '/icon.svg', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  // API and socket calls go straight to the network, never through this worker: a call sent while
  // the page is being left (the slot page's release, keepalive) is otherwise lost when the worker
  // has to start to see it. Browsers without static routes still skip them in the fetch handler.
  if (event.addRoutes) {
    event.addRoutes([
      { condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' },
      { condition: { urlPattern: new URLPattern({ pathname: '/socket.io/*' }) }, source: 'network' },
    ]);
  }
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = new Set([SHELL, ASSETS, IMAGES]);
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => !keep.has(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function trim(cacheName, limit) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

// Pages: the network first (a new release shows at once), the cached shell when offline.
async function navigation(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(SHELL);
      await cache.put('/', response.clone());
    }
    return response;
  } catch {
    return (await caches.match('/', { cacheName: SHELL })) || (await caches.match('/offline.html', { cacheName: SHELL })) || Response.error();
  }
}

// Hashed build files never change under the same name: cache first.
async function asset(request) {
  const cached = await caches.match(request, { cacheName: ASSETS });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(ASSETS)).put(request, response.clone());
  return response;
}

// Images: the cached copy at once, refreshed in the background; at most IMAGE_LIMIT kept.
async function image(request, event) {
  const cache = await caches.open(IMAGES);
  const cached = await cache.match(request);
  const refresh = fetch(request)
    .then(async (response) => {
      if (response.ok && response.type !== 'opaque') {
        await cache.put(request, response.clone());
        await trim(IMAGES, IMAGE_LIMIT);
      }
      return response;
    })
    .catch(() => cached || Response.error());
  if (cached) {
    event.waitUntil(refresh);
    return cached;
  }
  return refresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io/')) return;
  if (request.mode === 'navigate') return event.respondWith(navigation(request));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(asset(request));
  if (request.destination === 'image') return event.respondWith(image(request, event));
});
