import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientPages, escapeHtml, jsonForScript, routeAssets, type FirstView, type FirstViewReaders } from './route-preloads';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_socket.js': { file: 'assets/socket.js' },
  '_page-header.js': { file: 'assets/page-header.js', imports: ['_react.js'], css: ['assets/page-header.css'] },
  'src/features/home/routes/home-page.tsx': { file: 'assets/home-page.js', imports: ['_react.js'] },
  'src/features/ichiban/routes/ticket-page.tsx': {
    file: 'assets/ticket-page.js',
    imports: ['_react.js', '_page-header.js'],
    css: ['assets/ticket-page.css', 'assets/index.css'],
  },
  'src/features/ichiban/routes/detail-page.tsx': { file: 'assets/detail-page.js', imports: ['_page-header.js', '_socket.js'] },
  'src/features/gacha/routes/detail-page.tsx': { file: 'assets/gacha-detail-page.js', imports: ['_page-header.js'] },
};
const HOME = '<link rel="modulepreload" crossorigin href="/assets/home-page.js">';
const ENTRY_LINK = '<link rel="stylesheet" crossorigin href="/assets/index.css">';
const BUILT = `<html><head><script type="module" src="/assets/index.js"></script>${ENTRY_LINK}<!--route-preload-->\n${HOME}\n<!--/route-preload-->\n</head><body></body></html>`;
const STYLESHEETS: Record<string, string> = {
  'assets/index.css': ':root{--bg:#fff8f1}body{margin:0}',
  'assets/page-header.css': '.page-header{height:var(--header-h)}',
  'assets/ticket-page.css': '.ticket-page{content:"籤"}\n',
};
/** A stylesheet as the pages inline it, behind the disabled link Vite's preload helper finds. */
const inlined = (file: string) => `<link rel="stylesheet" href="/${file}" disabled><style>${STYLESHEETS[file]}</style>`;
/** index.html as every other address gets it: as built, its entry's stylesheet inlined. */
const INDEX = BUILT.replace(ENTRY_LINK, inlined('assets/index.css'));

/** A built client in a temporary folder: index.html, its stylesheets and (unless left out) the manifest. */
async function withDist(run: (dist: string) => Promise<void>, files: Record<string, string> = { '.vite/manifest.json': JSON.stringify(manifest) }) {
  const dist = mkdtempSync(join(tmpdir(), 'route-preloads-'));
  try {
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    for (const [file, text] of Object.entries({ 'index.html': BUILT, ...STYLESHEETS, ...files })) writeFileSync(join(dist, file), text);
    await run(dist);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

describe('route preloads', () => {
  it("given a page then its chunks and their stylesheets (an import's before its importer's), less what the entry loads", () => {
    expect(routeAssets(manifest, 'src/features/ichiban/routes/ticket-page.tsx')).toEqual({
      modules: ['assets/ticket-page.js', 'assets/page-header.js'],
      stylesheets: ['assets/page-header.css', 'assets/ticket-page.css'],
    });
  });

  it("given a buying screen's address then its links replace home's; any other address gets index.html as built, its entry's stylesheet inlined", () =>
    withDist(async (dist) => {
      const pageFor = clientPages(dist);
      for (const path of ['/', '/search', '/ichiban/rules', '/ichiban/detail/1001/extra']) expect(await pageFor(path)).toBe(INDEX);
      const ticket = await pageFor('/ichiban/ticket/1001');
      expect(ticket).not.toContain(HOME);
      expect(ticket).toContain('href="/assets/ticket-page.js"');
      expect(ticket).toContain('<script type="module" src="/assets/index.js"></script>');
      const detail = await pageFor('/ichiban/detail/1001');
      expect(detail).toContain('href="/assets/detail-page.js"');
      expect(detail).toContain('href="/assets/socket.js"');
      // The draw screen's page is not in this manifest: the address keeps home's links.
      expect(await pageFor('/ichiban/draw/abc.def')).toBe(INDEX);
    }));

  it("given a page then the entry's stylesheet and the page's own are inline, in the cascade's order, and none is asked for", () =>
    withDist(async (dist) => {
      const pageFor = clientPages(dist);
      const ticket = await pageFor('/ichiban/ticket/1001');
      const head = ticket.slice(0, ticket.indexOf('</head>'));
      expect(head).toContain(['page-header', 'ticket-page'].map((name) => inlined(`assets/${name}.css`)).join('\n') + '\n<!--/route-preload-->');
      expect(head.indexOf(inlined('assets/index.css'))).toBeLessThan(head.indexOf(inlined('assets/page-header.css')));
      // Every stylesheet link left is a disabled marker: nothing blocks the first paint, nothing is preloaded.
      for (const html of [ticket, await pageFor('/ichiban/detail/1001'), await pageFor('/search')]) {
        const links = html.match(/<link rel="(stylesheet|preload)"[^>]*>/g) ?? [];
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link).toMatch(/^<link rel="stylesheet" href="\/assets\/[\w-]+\.css" disabled>$/);
      }
    }));

  it('given the inlined stylesheets then their CSP hashes are those of the <style> elements the pages carry', () =>
    withDist(async (dist) => {
      const pageFor = clientPages(dist);
      const hash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
      expect([...pageFor.styleHashes].sort()).toEqual(Object.values(STYLESHEETS).map(hash).sort());
      for (const path of ['/', '/ichiban/ticket/1001', '/ichiban/detail/1001', '/gacha/detail/3001']) {
        const styles = [...(await pageFor(path)).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => hash(m[1]!));
        expect(styles.length).toBeGreaterThan(0);
        for (const style of styles) expect(pageFor.styleHashes).toContain(style);
      }
    }));

  it('given a build without the manifest then every address gets index.html as built', () =>
    withDist(async (dist) => {
      const pageFor = clientPages(dist);
      expect(await pageFor('/ichiban/ticket/1001')).toBe(BUILT);
      expect(pageFor.styleHashes).toEqual([]);
    }, {}));

  describe('first view', () => {
    const view: FirstView = {
      answers: { '/products/1001': { success: true, data: { name: '貓咪</script><script>alert(1)</script>' } } },
      name: '貓咪 <b>&</b>',
      image: '/demo/products/1001.svg',
    };
    const readers = (answer: FirstView | null): FirstViewReaders & { asked: string[] } => {
      const asked: string[] = [];
      const read = (id: string) => {
        asked.push(id);
        return Promise.resolve(answer);
      };
      return { asked, home: read, 'ichiban-product': read, 'gacha-product': read, 'blindbox-product': read, 'draw-result': read };
    };
    it('given a product the reader knows then the page inlines its answers as data and paints its name and picture', () =>
      withDist(async (dist) => {
        const known = readers(view);
        const html = await clientPages(dist, known)('/ichiban/detail/1001');
        expect(known.asked).toEqual(['1001']);
        expect(html).toContain(`<script type="application/json" id="first-answers">${jsonForScript(view.answers)}</script>`);
        expect(html).toContain('<div id="first-view"');
        expect(html).toContain('<img src="/demo/products/1001.svg"');
        expect(html).toContain('貓咪 &#60;b&#62;&#38;&#60;/b&#62;');
        // Nothing in the data can end its element: one script element opened, none run inline.
        expect(html.match(/<\/script>/g)).toHaveLength(2);
        expect(html).not.toContain('<b>');
        expect(html).toContain('href="/assets/detail-page.js"');
        // The picture is asked for first, ahead of the scripts, at high priority.
        const head = html.slice(0, html.indexOf('<script type="module"'));
        expect(head).toContain('<link rel="preload" as="image" href="/demo/products/1001.svg" fetchpriority="high">');
      }));

    it("given home then its page inlines the banners and the first product page, paints today's first banner (preloaded) and the first tiles, and no header", () =>
      withDist(async (dist) => {
        const answers = { '/banners': { banners: [], overlay_ads: [] }, '/products?page=1&limit=40': { data: [] } };
        const home = readers({
          answers,
          name: '',
          image: '/demo/banners/banner-2.svg',
          tiles: [
            { name: '貓咪 <咖啡>', image: '/demo/products/1001.svg', price: 1200 },
            { name: '機甲', image: '//evil.example/x.png', price: 350 },
          ],
        });
        const html = await clientPages(dist, home)('/');
        expect(home.asked).toEqual(['']);
        expect(html).toContain(`id="first-answers">${jsonForScript(answers)}</script>`);
        expect(html.slice(0, html.indexOf('</head>'))).toContain(
          '<link rel="preload" as="image" href="/demo/banners/banner-2.svg" fetchpriority="high">',
        );
        expect(html).toContain('<img src="/demo/banners/banner-2.svg" alt="" fetchpriority="high"');
        expect(html).toContain('<img src="/demo/products/1001.svg"');
        expect(html).toContain('貓咪 &#60;咖啡&#62;</h3>');
        expect(html).toContain('>1,200</b>');
        // A tile's picture from another site is left out; the tile stays.
        expect(html).not.toContain('evil.example');
        expect(html).toContain('機甲</h3>');
        expect(html).not.toContain('border-bottom:1px solid var(--line)');
        expect(html).toContain(HOME);
        // Home's other tabs load as built.
        expect(await clientPages(dist, home)('/ichiban')).toBe(INDEX);
        expect(await clientPages(dist, readers(null))('/')).toBe(INDEX);
      }));

    it('given an unknown product, a failing read or a picture from another site then the page has no first view or no picture', () =>
      withDist(async (dist) => {
        expect(await clientPages(dist, readers(null))('/ichiban/ticket/404')).not.toContain('first-view');
        const down = () => Promise.reject(new Error('down'));
        const failing: FirstViewReaders = {
          home: down,
          'ichiban-product': down,
          'gacha-product': down,
          'blindbox-product': down,
          'draw-result': down,
        };
        expect(await clientPages(dist, failing)('/ichiban/ticket/1001')).not.toContain('first-view');
        expect(await clientPages(dist, readers(view))('/ichiban/ticket/%E0%A4%A')).not.toContain('first-view');
        for (const image of ['//evil.example/x.png', 'javascript:alert(1)', 'http://plain.example/x.png']) {
          const html = await clientPages(dist, readers({ ...view, image }))('/ichiban/detail/1001');
          expect(html).toContain('first-view');
          expect(html).not.toContain('<img');
        }
      }));

    it("given a gacha machine then its page paints the machine's picture and name under the 轉蛋機 header", () =>
      withDist(async (dist) => {
        const known = readers(view);
        const html = await clientPages(dist, known)('/gacha/detail/3001');
        expect(known.asked).toEqual(['3001']);
        expect(html).toContain('href="/assets/gacha-detail-page.js"');
        expect(html).toContain('轉蛋機</div>');
        expect(html).toContain('<img src="/demo/products/1001.svg"');
      }));

    it('given a draw code then the draw screen paints its stage with the number of tickets; by tube it asks for nothing', () =>
      withDist(async (dist) => {
        writeFileSync(
          join(dist, '.vite/manifest.json'),
          JSON.stringify({ ...manifest, 'src/features/ichiban/routes/draw-page.tsx': { file: 'assets/draw-page.js', imports: ['_react.js'] } }),
        );
        const known = readers({ ...view, image: null, tickets: 3 });
        const pageFor = clientPages(dist, known);
        const html = await pageFor('/ichiban/draw/o-1.mac');
        expect(known.asked).toEqual(['o-1.mac']);
        expect(html).toContain('共 <b style="color:var(--accent);font-size:18px">3</b> 張籤');
        expect(html).toContain('href="/assets/draw-page.js"');
        const byTube = await pageFor('/ichiban/draw/1001-1/1001');
        expect(known.asked).toEqual(['o-1.mac']);
        expect(byTube).not.toContain('first-view');
        expect(byTube).toContain('href="/assets/draw-page.js"');
      }));
  });

  it('escapes text for HTML and JSON for a script element', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const json = jsonForScript({ a: '</script><!-- \u2028 &' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ a: '</script><!-- \u2028 &' });
  });
});
