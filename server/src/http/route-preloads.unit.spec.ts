import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientPages, preloadLinks } from './route-preloads';

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

  it("given a buying screen's address then its links replace home's; any other address gets index.html as built", () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-preloads-'));
    try {
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, 'index.html'), INDEX);
      writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
      const pageFor = clientPages(dist);
      for (const path of ['/', '/search', '/ichiban/rules', '/ichiban/detail/1001/extra']) expect(pageFor(path)).toBe(INDEX);
      const ticket = pageFor('/ichiban/ticket/1001');
      expect(ticket).not.toContain(HOME);
      expect(ticket).toContain('href="/assets/ticket-page.js"');
      expect(ticket).toContain('<script type="module" src="/assets/index.js"></script>');
      const detail = pageFor('/ichiban/detail/1001');
      expect(detail).toContain('href="/assets/detail-page.js"');
      expect(detail).toContain('href="/assets/socket.js"');
      // The draw screen's page is not in this manifest: the address keeps home's links.
      expect(pageFor('/ichiban/draw/abc.def')).toBe(INDEX);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('given a build without the markers or the manifest then every address gets index.html', () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-preloads-'));
    try {
      writeFileSync(join(dist, 'index.html'), INDEX);
      expect(clientPages(dist)('/ichiban/ticket/1001')).toBe(INDEX);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
