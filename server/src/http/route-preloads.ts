// The client's page, with the right chunks preloaded. index.html preloads the home page's chunks
// between <!--route-preload--> markers (client/vite.config.ts); for a buying screen (/ichiban/detail,
// /ichiban/ticket and the draw screen, which must be quick on a phone too) those links are replaced by
// that screen's own chunks and stylesheets, read from Vite's manifest, so they download alongside
// the entry instead of after it has run. Every other address gets index.html as built.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Addresses of the buying screens and the page module each renders (client/src/lib/route-table.ts). */
const ROUTE_PAGES: [RegExp, string][] = [
  [/^\/ichiban\/detail\/[^/]+\/?$/, 'src/features/ichiban/routes/detail-page.tsx'],
  [/^\/ichiban\/ticket\/[^/]+\/?$/, 'src/features/ichiban/routes/ticket-page.tsx'],
  [/^\/ichiban\/draw\/[^/]+(?:\/[^/]+)?\/?$/, 'src/features/ichiban/routes/draw-page.tsx'],
];

const MARKED = /<!--route-preload-->[\s\S]*?<!--\/route-preload-->/;

/** The preload links of `page`'s chunk, its static imports and their stylesheets, less what the entry already loads. */
export function preloadLinks(manifest: Manifest, page: string): string[] {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const loaded = entryKey ? closure(entryKey, new Set()) : new Set<string>();
  const keys = [...closure(page, new Set())].filter((k) => !loaded.has(k));
  const css = new Set(keys.flatMap((k) => manifest[k]!.css ?? []));
  for (const k of loaded) for (const f of manifest[k]!.css ?? []) css.delete(f);
  return [
    ...keys.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}">`),
    ...[...css].map((f) => `<link rel="preload" as="style" href="/${f}">`),
  ];
}

/** Reads the built client once: answers the page's HTML for a request path. */
export function clientPages(dist: string): (path: string) => string {
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!MARKED.test(index) || !existsSync(manifestPath)) return () => index;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const pages = ROUTE_PAGES.filter(([, page]) => manifest[page]).map(([pattern, page]) => ({
    pattern,
    html: index.replace(MARKED, () => `<!--route-preload-->\n${preloadLinks(manifest, page).join('\n')}\n<!--/route-preload-->`),
  }));
  return (path) => pages.find((p) => p.pattern.test(path))?.html ?? index;
}
