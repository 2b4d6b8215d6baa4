// The demo pictures shoppers see (banners, promos, products, prizes, news) speak zh-TW: no English
// words drawn into them, beyond the spec's own terms (LAST賞's LAST, NT$, App).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const DEMO = resolve(__dirname, '../../public/demo');
const ALLOWED = new Set(['LAST', 'NT', 'App']);

function svgs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? svgs(join(dir, e.name)) : e.name.endsWith('.svg') ? [join(dir, e.name)] : [],
  );
}

it('draws no English words into the demo art', () => {
  const english = svgs(DEMO).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<text[^>]*>([^<]*)</g)]
      .flatMap(([, text]) => text!.match(/[A-Za-z]{2,}/g) ?? [])
      .filter((word) => !ALLOWED.has(word))
      .map((word) => `${file.slice(DEMO.length + 1)}: ${word}`),
  );
  expect(english).toEqual([]);
});
