// The client's page, with the right chunks preloaded and its stylesheets inlined. index.html preloads the
// home page's chunks between <!--route-preload--> markers (client/vite.config.ts); for a buying screen
// (/ichiban/detail, /ichiban/ticket, the draw screen, /gacha/detail and /blindbox/detail, which must be
// quick on a phone too) those links are replaced by that screen's own chunks, read from Vite's manifest,
// so they download alongside the entry instead of after it has run. The entry's stylesheet, and home's
// and a buying screen's own, are inlined as <style> elements (the Content-Security-Policy allows them by
// hash, security-headers.ts): the first paint waits for no stylesheet request. A screen with a first view (its
// product or its draw result, public and the same for every visitor) also gets those answers inlined as
// JSON data (never run: the Content-Security-Policy runs no inline script) for the client to seed its
// cache with, and a painted first view (header, picture, name; the draw screen's stage) over the app
// until the page renders, its picture preloaded from the head: the largest paint needs no JavaScript.
// Home `/` gets one too (its banners and first product page; the first banner of the day's order as its
// picture and the first product tiles). Every other address gets index.html as built, but for the
// entry's stylesheet, inlined.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a first view shows: the answers the client would ask for, by API path, and the product's name and picture. */
export interface FirstView {
  answers: Record<string, unknown>;
  name: string;
  image: string | null;
  /** A draw result's number of tickets (the draw screen's stage says it). */
  tickets?: number;
  /** Home's first product tiles. */
  tiles?: FirstTile[];
}

/** A product tile of home's first view. */
export interface FirstTile {
  name: string;
  image: string;
  price: number;
}
/** The reads a first view comes from, by kind; each answers null for an id (a draw code) it does not know. */
export type FirstViewReaders = Record<
  'home' | 'ichiban-product' | 'gacha-product' | 'blindbox-product' | 'draw-result',
  (id: string) => Promise<FirstView | null>
>;

interface RoutePage {
  pattern: RegExp;
  page: string;
  /** The first view: which read, the page's header title (null: the product's name) and its layout. */
  first?: { kind: keyof FirstViewReaders; title: string | null; layout: FirstLayout };
}

/** Addresses of the buying screens and the page module each renders (client/src/lib/route-table.ts). */
const ROUTE_PAGES: RoutePage[] = [
  // Home's first tab; its other tabs (/ichiban, /blindbox, /gacha) load as built.
  { pattern: /^\/$/, page: 'src/features/home/routes/home-page.tsx', first: { kind: 'home', title: null, layout: 'home' } },
  {
    pattern: /^\/ichiban\/detail\/([^/]+)\/?$/,
    page: 'src/features/ichiban/routes/detail-page.tsx',
    first: { kind: 'ichiban-product', title: '一番賞', layout: 'gallery' },
  },
  {
    pattern: /^\/ichiban\/ticket\/([^/]+)\/?$/,
    page: 'src/features/ichiban/routes/ticket-page.tsx',
    first: { kind: 'ichiban-product', title: '選擇籤號', layout: 'line' },
  },
  // By draw code (the link after paying, and the shared replay): the result is public.
  {
    pattern: /^\/ichiban\/draw\/([^/]+)\/?$/,
    page: 'src/features/ichiban/routes/draw-page.tsx',
    first: { kind: 'draw-result', title: null, layout: 'stage' },
  },
  // By tube and product: the buyer's own order, read with their session.
  { pattern: /^\/ichiban\/draw\/[^/]+\/[^/]+\/?$/, page: 'src/features/ichiban/routes/draw-page.tsx' },
  {
    pattern: /^\/gacha\/detail\/([^/]+)\/?$/,
    page: 'src/features/gacha/routes/detail-page.tsx',
    first: { kind: 'gacha-product', title: '轉蛋機', layout: 'hero' },
  },
  {
    pattern: /^\/blindbox\/detail\/([^/]+)\/?$/,
    page: 'src/features/blindbox/routes/detail-page.tsx',
    first: { kind: 'blindbox-product', title: null, layout: 'card' },
  },
];

const MARKED = /<!--route-preload-->[\s\S]*?<!--\/route-preload-->/;
/** The entry's stylesheet links, as Vite writes them into index.html. */
const STYLESHEET = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g;
const ENTRY_SCRIPT = /<script type="module"/;
const BODY = /<body>/;

/**
 * What `page`'s chunk and its static imports load, less what the entry already loads: their chunks (a chunk
 * before its imports) and their stylesheets in the order Vite's preload helper applies them (an import's
 * before its importer's, so the cascade is the one the page gets when it loads them itself).
 */
export function routeAssets(manifest: Manifest, page: string): { modules: string[]; stylesheets: string[] } {
  const walk = (key: string, seen: Set<string>, css: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, seen, css);
    for (const f of manifest[key].css ?? []) css.add(f);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const entryCss = new Set<string>();
  const loaded = entryKey ? walk(entryKey, new Set(), entryCss) : new Set<string>();
  const css = new Set<string>();
  const keys = [...walk(page, new Set(), css)].filter((k) => !loaded.has(k));
  return { modules: keys.map((k) => manifest[k]!.file), stylesheets: [...css].filter((f) => !entryCss.has(f)) };
}

/**
 * A built stylesheet inlined. Its disabled <link> is never fetched nor applied (HTML: a disabled stylesheet
 * link is not obtained), but Vite's preload helper looks for `link[href="…"][rel="stylesheet"]` before it
 * adds one for a lazy chunk's stylesheet, finds it and neither fetches the sheet again nor waits for it, so
 * the page's chunk runs as soon as it has loaded and the cascade keeps one copy. (A `media` that matches
 * nothing would still be fetched.) Right before the <style>, a browser that fetched it anyway would apply
 * the same rules in the same place. The text goes in as built: Vite writes its url()s from the site's root.
 */
const inlineStylesheet = (href: string, css: string) => `<link rel="stylesheet" href="/${href}" disabled><style>${css}</style>`;

/** The `'sha256-…'` source that lets a <style> element with this text through the Content-Security-Policy. */
const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** A picture's address the page may load: the shop's own or `https:`, escaped; else null. */
function safeImage(image: string | null): string | null {
  return image && /^(https:\/\/|\/(?!\/))/.test(image) ? escapeHtml(image) : null;
}

/** Text and attribute values in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * How a page's top looks on a phone, painted before any script runs: `gallery` (the ichiban detail: the
 * picture across the page, the name under it), `line` (the ticket board: a small picture beside the name),
 * `card` (the blind-box detail: the picture and name in a card, the name as the header's title), `hero` (the
 * gacha detail: the picture edge to edge, the name under it) and `stage` (the draw screen: the dark stage
 * with its 共 N 張籤 lead, the product's name as the header's title) and `home` (its own top bar, the
 * first banner and the first product tiles, in the places home's page puts them; no header).
 */
export type FirstLayout = 'gallery' | 'line' | 'card' | 'hero' | 'stage' | 'home';

/**
 * The first view: the answers as data (client/src/app/routes/first-view.ts reads them), and the top of the
 * page as the app paints it on a phone, with the entry's stylesheet (inlined in the head), fixed
 * over the app and removed by the client in the same frame as the page renders, so nothing under it moves.
 */
export function firstViewHtml(view: FirstView, title: string | null, layout: FirstLayout): string {
  const src = safeImage(view.image);
  const name = escapeHtml(view.name);
  const picture = (style: string) =>
    src ? `<img src="${src}" alt="" fetchpriority="high" style="display:block;flex:none;object-fit:cover;background:var(--surface-2);${style}">` : '';
  const bodies: Record<FirstLayout, () => string> = {
    gallery: () =>
      `<div class="page-body">${picture('width:100%;aspect-ratio:1;border-radius:var(--radius);box-shadow:var(--shadow-1)')}<h1 style="margin:0;font-size:20px;line-height:1.35;font-weight:900">${name}</h1></div>`,
    line: () =>
      `<div class="page-body"><div style="display:flex;align-items:center;gap:12px;min-height:52px">${picture('width:52px;height:52px;border-radius:var(--radius-s);box-shadow:var(--shadow-1)')}<h1 style="margin:0;font-size:15px;line-height:1.35;font-weight:900">${name}</h1></div></div>`,
    card: () =>
      `<div class="page-body"><div class="card" style="display:flex;gap:12px;align-items:center;padding:12px">${picture('width:88px;height:88px;border-radius:12px')}<h1 style="margin:0;font-size:16px;line-height:1.55;font-weight:700">${name}</h1></div></div>`,
    hero: () => `${picture('width:100%;aspect-ratio:1')}<h1 style="margin:0;padding:12px 16px 0;font-size:18px;line-height:1.35">${name}</h1>`,
    stage: () =>
      `<div class="page-body" style="max-width:720px;margin:0 auto"><p style="margin:0;padding:22px 18px;border-radius:var(--radius-l);background:linear-gradient(160deg,#3a211a,#1f1310);color:rgba(255,255,255,0.85);font-size:14px;text-align:center">共 <b style="color:var(--accent);font-size:18px">${view.tickets ?? 0}</b> 張籤，向右拖曳撕開籤紙</p></div>`,
    home: () => {
      const round = 'flex:none;width:38px;height:38px;border-radius:50%;background:var(--surface);box-shadow:var(--shadow-1)';
      const box = 'min-height:60px;border-radius:var(--radius);background:var(--surface);box-shadow:var(--shadow-1)';
      const tiles = (view.tiles ?? [])
        .map((tile) => {
          const image = safeImage(tile.image);
          return `<div style="overflow:hidden;border-radius:var(--radius);background:var(--surface);box-shadow:var(--shadow-1)">${image ? `<img src="${image}" alt="" style="display:block;width:100%;aspect-ratio:1;object-fit:cover;background:var(--surface-2)">` : '<div style="aspect-ratio:1;background:var(--surface-2)"></div>'}<div style="padding:10px 12px 12px"><h3 style="margin:0 0 6px;min-height:2.7em;font-size:14px;font-weight:700;line-height:1.35;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden">${escapeHtml(tile.name)}</h3><b style="color:var(--brand-700);font-size:18px;font-weight:900">${tile.price.toLocaleString('en-US')}</b></div></div>`;
        })
        .join('');
      return [
        `<div style="display:flex;align-items:center;gap:10px;padding:calc(10px + var(--safe-top)) 14px 10px"><i style="${round}"></i><i style="flex:1;height:38px;border-radius:var(--radius-pill);background:var(--surface);box-shadow:var(--shadow-1)"></i><i style="${round}"></i></div>`,
        `<div class="page-body" style="padding-top:4px;gap:14px"><div style="height:36px"></div>`,
        src
          ? `<img src="${src}" alt="" fetchpriority="high" style="display:block;width:100%;aspect-ratio:5/2;object-fit:cover;border-radius:var(--radius-l);background:var(--surface-2);box-shadow:var(--shadow-1)">`
          : `<div style="aspect-ratio:5/2;border-radius:var(--radius-l);background:var(--surface-2)"></div>`,
        `<div style="display:grid;grid-template-columns:1fr 1fr;gap:10px"><i style="${box}"></i><i style="${box}"></i></div><div style="height:38px;margin:8px 0"></div>`,
        `<div style="display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px">${tiles}</div></div>`,
      ].join('');
    },
  };
  return [
    `<script type="application/json" id="first-answers">${jsonForScript(view.answers)}</script>`,
    `<div id="first-view" aria-hidden="true" style="position:fixed;inset:0;z-index:100;overflow:hidden;background:var(--bg)">`,
    // Home paints its own top bar instead of a header.
    layout === 'home'
      ? ''
      : `<div style="display:grid;place-items:center;box-sizing:border-box;height:calc(var(--header-h) + var(--safe-top));padding:var(--safe-top) 50px 0;border-bottom:1px solid var(--line);font-size:17px;font-weight:800;letter-spacing:0.04em;white-space:nowrap;overflow:hidden">${title === null ? name : escapeHtml(title)}</div>`,
    bodies[layout](),
    `</div>`,
  ].join('');
}

/** The client's pages: the HTML for a request path, and the CSP sources of the stylesheets they inline. */
export interface ClientPages {
  (path: string): Promise<string>;
  /** Computed once, with the pages: security-headers.ts's clientPagePolicy lets exactly these <style> elements through. */
  styleHashes: string[];
}

/** Reads the built client once: answers the page's HTML for a request path, with its first view when `readers` know it. */
export function clientPages(dist: string, readers?: FirstViewReaders): ClientPages {
  const built = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!MARKED.test(built) || !existsSync(manifestPath)) return Object.assign(() => Promise.resolve(built), { styleHashes: [] });
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sheets = new Map<string, string>();
  const inline = (file: string) => {
    if (!sheets.has(file)) sheets.set(file, readFileSync(join(dist, file), 'utf8'));
    return inlineStylesheet(file, sheets.get(file)!);
  };
  const index = built.replace(STYLESHEET, (_link, file: string) => inline(file));
  const pages = ROUTE_PAGES.filter((route) => manifest[route.page]).map((route) => {
    const { modules, stylesheets } = routeAssets(manifest, route.page);
    const links = [...modules.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`), ...stylesheets.map(inline)];
    return { ...route, html: index.replace(MARKED, () => `<!--route-preload-->\n${links.join('\n')}\n<!--/route-preload-->`) };
  });
  const styleHashes = [...sheets.values()].map(styleHash);
  const pageFor = async (path: string) => {
    const route = pages.find((p) => p.pattern.test(path));
    if (!route) return index;
    // Home's address has no id.
    const id = route.pattern.exec(path)?.[1] ?? '';
    if (!route.first || !readers) return route.html;
    const read = readers[route.first.kind];
    const view = await Promise.resolve()
      .then(() => read(decodeURIComponent(id)))
      .catch(() => null);
    if (!view) return route.html;
    // The view's picture is its largest paint: asked for first, ahead of the scripts (an HTTP/1.1 browser
    // opens 6 connections to the shop, and the page's own chunks would take them all), not when the body is parsed.
    const src = safeImage(view.image);
    return route.html
      .replace(ENTRY_SCRIPT, (script) => `${src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high">\n    ` : ''}${script}`)
      .replace(BODY, () => `<body>\n${firstViewHtml(view, route.first!.title, route.first!.layout)}`);
  };
  return Object.assign(pageFor, { styleHashes });
}
