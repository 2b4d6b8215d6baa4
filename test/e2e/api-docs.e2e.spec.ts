// /api/docs in real Chromium: Swagger UI renders every documented operation from the shop's own
// origin (its files from node_modules, no CDN), and the JSON it reads is the committed document.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { OPENAPI_DOCUMENT_PATH } from '../../server/src/openapi/openapi-document';
import { launchChromium } from '../support/browser';
import { eventually } from '../support/eventually';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
// The committed document's operations as Swagger UI lists them: grouped by tag, the tags in the
// order they first appear.
const documented = Object.entries(
  (JSON.parse(readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8')) as { paths: Record<string, Record<string, { tags: string[] }>> }).paths,
)
  .flatMap(([path, methods]) => Object.values(methods).map((operation) => ({ path, tag: operation.tags[0]! })))
  .map((operation, index, all) => ({ ...operation, group: all.findIndex((o) => o.tag === operation.tag), index }))
  .sort((a, b) => a.group - b.group || a.index - b.index)
  .map((operation) => operation.path);
let shop: TestShop;
let browser: Browser;

// The part of Swagger UI's global this test reads (swagger-ui-dist exposes it as window.ui).
interface SwaggerUi {
  specSelectors: { taggedOperations(): { toJS(): Record<string, { operations: unknown[] }> } };
  errSelectors: { allErrors(): { size: number } };
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop({ database: 'apidocs', client: false });
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

it('serves the committed OpenAPI document as JSON', async () => {
  const res = await fetch(`${shop.url}/api/docs/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(await res.text()).toBe(readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8'));
});

it('shows every operation in Swagger UI, loading nothing from another origin', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(shop.url) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });

  await page.goto(`${shop.url}/api/docs`);
  expect(new URL(page.url()).pathname).toBe('/api/docs/');
  await page.locator('.swagger-ui .info .title').filter({ hasText: 'Kuji shop API' }).waitFor();
  // Swagger UI read every documented operation, without an error. It renders a long list
  // virtually (only the operations near the viewport are in the DOM), so the count comes from its
  // own state, and the last operation is reached by scrolling to it.
  await eventually(
    () =>
      page.evaluate(() => {
        const ui = (window as unknown as { ui: SwaggerUi }).ui;
        const tagged = ui.specSelectors.taggedOperations().toJS();
        return {
          errors: ui.errSelectors.allErrors().size,
          operations: Object.values(tagged).reduce((n, tag) => n + tag.operations.length, 0),
        };
      }),
    (state) => state.errors === 0 && state.operations === documented.length,
  );
  const last = documented[documented.length - 1]!;
  await eventually(
    async () => {
      await page.mouse.wheel(0, 600);
      return page.locator(`.opblock-summary-path[data-path="${last}"]`).count();
    },
    (n) => n > 0,
    { timeoutMs: 30_000 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));

  // Open one operation: its request body example is built from the contracts' LoginRequest.
  const login = page.locator('#operations-Accounts-post_auth_login');
  await login.locator('.opblock-summary').click();
  const body = login.locator('.opblock-body .body-param__example');
  await body.waitFor();
  await expect(body.textContent()).resolves.toMatch(/"phone".*"password"/s);
  await page.locator('#model-LoginRequest').waitFor();
  await page.screenshot({ path: resolve(SHOTS, 'api-docs-desktop.png') });

  expect(foreign).toEqual([]);
  expect(failed).toEqual([]);
  await context.close();
}, 60_000);
