// The shop's security headers, and what they stop in real Chromium: a script slipped into the page
// (as markup or as a script element) does not run, while the shop's own page and the payment
// return form (a same-origin script file) still do; nor does a slipped-in stylesheet apply, while the
// page's own, inlined, do. The card recharge through the dev gateway runs under the same policy in
// wallet.e2e.spec.ts.
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startTestShop, type TestShop } from '../support/shop-server';

let shop: TestShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startTestShop({ database: 'csp' });
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

describe('headers', () => {
  it.each(['/', '/ichiban/detail/1', '/api/auth/verify-token', '/api/docs/'])(
    '%s: CSP without inline script, nosniff, referrer policy, no framing',
    async (path) => {
      const res = await fetch(`${shop.url}${path}`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'", 'https://static.line-scdn.net']);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it("lets the client's pages have only their inlined stylesheets as <style> elements, by hash; the API docs keep theirs", async () => {
    const res = await fetch(`${shop.url}/ichiban/detail/1`);
    const csp = directives(res.headers.get('content-security-policy'));
    const styles = [...(await res.text()).matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
    );
    expect(styles.length).toBeGreaterThan(0);
    expect(csp.get('style-src-elem')).toEqual(expect.arrayContaining(["'self'", ...styles]));
    expect(csp.get('style-src-elem')).not.toContain("'unsafe-inline'");
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    const docs = directives((await fetch(`${shop.url}/api/docs/`)).headers.get('content-security-policy'));
    expect(docs.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(docs.has('style-src-elem')).toBe(false);
  });

  it('sends HSTS only over TLS (a proxy on loopback says so with X-Forwarded-Proto)', async () => {
    expect((await fetch(`${shop.url}/`)).headers.get('strict-transport-security')).toBeNull();
    const behindTls = await fetch(`${shop.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('serves the payment form submit as a script file, and the form carries no inline script', async () => {
    const script = await fetch(`${shop.url}/api/mpg/auto-submit.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('newebpay-mpg-form');
  });
});

describe('in Chromium', () => {
  async function homePage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(`${shop.url}/`);
    await page.getByTestId('cover-promo').waitFor();
    return { page, violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations) };
  }

  it("runs the shop's own page with no violation", async () => {
    const { page, violations } = await homePage();
    await expect(violations()).resolves.toEqual([]);
    await page.context().close();
  });

  it('does not run a script slipped into the page, as markup or as an element', async () => {
    const { page, violations } = await homePage();
    await page.evaluate(() => {
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="data:," onerror="window.__byAttribute = true">';
      document.body.appendChild(holder);
      const script = document.createElement('script');
      script.textContent = 'window.__byElement = true';
      document.body.appendChild(script);
    });
    // Both refusals are reported; only then is it certain nothing ran.
    await page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.length >= 2);
    const ran = await page.evaluate(() => {
      const w = window as unknown as { __byAttribute?: boolean; __byElement?: boolean };
      return { attribute: w.__byAttribute ?? false, element: w.__byElement ?? false };
    });
    expect(ran).toEqual({ attribute: false, element: false });
    // Nor a slipped-in stylesheet; the page's own, inlined, apply.
    const outline = await page.evaluate(async () => {
      const style = document.createElement('style');
      style.textContent = 'body{outline:7px solid red}';
      document.head.appendChild(style);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return getComputedStyle(document.body).outlineWidth;
    });
    expect(outline).not.toBe('7px');
    expect(await violations()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-attr/),
        expect.stringMatching(/^script-src-elem inline/),
        expect.stringMatching(/^style-src-elem inline/),
      ]),
    );
    await page.context().close();
  });
});
