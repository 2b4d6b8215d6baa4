import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientPages, escapeHtml, jsonForScript, preloadLinks, type FirstView, type FirstViewReaders } from './route-preloads';

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
const INDEX = `<html><head><script type="module" src="/assets/index.js"></script><!--route-preload-->\n${HOME}\n<!--/route-preload-->\n</head><body></body></html>`;

describe('route preloads', () => {
  it('given a page then its chunk, its imports and their stylesheets, less what the entry loads', () => {
    expect(preloadLinks(manifest, 'src/features/ichiban/routes/ticket-page.tsx')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ticket-page.js">',
      '<link rel="modulepreload" crossorigin href="/assets/page-header.js">',
      '<link rel="preload" as="style" href="/assets/ticket-page.css">',
      '<link rel="preload" as="style" href="/assets/page-header.css">',
    ]);
  });

  it("given a buying screen's address then its links replace home's; any other address gets index.html as built", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-preloads-'));
    try {
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, 'index.html'), INDEX);
      writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
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
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('given a build without the markers or the manifest then every address gets index.html', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-preloads-'));
    try {
      writeFileSync(join(dist, 'index.html'), INDEX);
      expect(await clientPages(dist)('/ichiban/ticket/1001')).toBe(INDEX);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

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
    const withDist = async (run: (dist: string) => Promise<void>) => {
      const dist = mkdtempSync(join(tmpdir(), 'route-preloads-'));
      try {
        mkdirSync(join(dist, '.vite'));
        writeFileSync(join(dist, 'index.html'), INDEX);
        writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
        await run(dist);
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
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
