// The JavaScript a shopper route loads, from Vite's manifest of the built client: the entry, its
// static imports, the route's page chunk and its static imports, each gzipped (level 9). Shared by
// bench/frontend.mjs (which prints it) and test/performance/route-js-budget.spec.ts (which holds
// each route to its budget), so both count the same bytes.
const { existsSync, readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { gzipSync } = require('node:zlib');

const CLIENT_DIST = resolve(__dirname, '../client/dist');

/** The shopper routes measured, by name: the page module (a manifest key) each one renders. */
const ROUTE_PAGES = {
  home: 'src/features/home/routes/home-page.tsx',
  detail: 'src/features/ichiban/routes/detail-page.tsx',
  ticket: 'src/features/ichiban/routes/ticket-page.tsx',
  draw: 'src/features/ichiban/routes/draw-page.tsx',
  'gacha-detail': 'src/features/gacha/routes/detail-page.tsx',
  'blindbox-detail': 'src/features/blindbox/routes/detail-page.tsx',
  'blindbox-slot': 'src/features/blindbox/routes/item-page.tsx',
};

function routeJs(pageSrc, dist = CLIENT_DIST) {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('client/dist/.vite/manifest.json missing: run `npm run build` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!manifest[pageSrc]) throw new Error(`${pageSrc} is not a chunk in the manifest`);
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  walk(entryKey);
  walk(pageSrc);
  const chunks = [...files]
    .filter((f) => f.endsWith('.js'))
    .map((file) => {
      const raw = readFileSync(join(dist, file));
      return { file, bytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = chunks.reduce((n, c) => n + c.gzipBytes, 0);
  return { chunks, bytes: chunks.reduce((n, c) => n + c.bytes, 0), gzipBytes, gzipKB: +(gzipBytes / 1024).toFixed(1) };
}

module.exports = { CLIENT_DIST, ROUTE_PAGES, routeJs };
