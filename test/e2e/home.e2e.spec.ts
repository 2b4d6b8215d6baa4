// A shopper's first visit, in real Chromium on a phone (390×844) and a desktop (1280×800): the
// home page with its marquee, carousel, tabs and infinite grid; search with history and an empty
// result; an official-info article; and the cover promo's "do not show today".
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { eventually } from '../support/eventually';
import { startTestShop, type TestShop } from '../support/shop-server';

const SHOTS = resolve(__dirname, '../../test-results');
let shop: TestShop;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startTestShop();
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

// Reduced motion: the carousel cuts instead of sliding and the marquee stands still, so a click
// never races an animation (autoplay still changes the banner, which the first journey checks).
async function visitor(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'zh-TW', timezoneId: 'Asia/Taipei', reducedMotion: 'reduce' });
  return context.newPage();
}

const shot = (page: Page, name: string) => page.screenshot({ path: resolve(SHOTS, `${name}.png`) });

describe.each(VIEWPORTS)('home on $name', (viewport) => {
  it('shows the marquee, the carousel, the tabs and an infinite grid', async () => {
    const page = await visitor(viewport);
    await page.goto(`${shop.url}/`);
    // The cover promo opens first on a new session; close it to see the page.
    await page.getByTestId('cover-promo').waitFor();
    await shot(page, `home-promo-${viewport.name}`);
    await page.getByTestId('promo-close').click();
    await page.getByTestId('promo-close').click();
    await expect(page.getByTestId('cover-promo').count()).resolves.toBe(0);

    await page.getByTestId('notice-marquee').waitFor();
    await expect(page.getByTestId('notice-marquee').textContent()).resolves.toContain('恭喜');
    const carousel = page.getByTestId('banner-carousel');
    await carousel.waitFor();
    const firstIndex = await carousel.getAttribute('data-index');
    await eventually(
      () => carousel.getAttribute('data-index'),
      (i) => i !== firstIndex,
      { timeoutMs: 9_000 },
    );

    const grid = page.getByTestId('product-grid-0');
    await grid.waitFor();
    await page.waitForFunction(() =>
      Array.from(document.images)
        .slice(0, 8)
        .every((img) => img.complete),
    );
    await shot(page, `home-${viewport.name}`);

    // Every line is offered now that each has its pages: the six ichiban series, the blind boxes and
    // the gacha machines, page after page as the grid scrolls, each with its own tab.
    await page.getByTestId('grid-end').scrollIntoViewIfNeeded();
    await page.getByTestId('grid-end').getByText('已經到底囉～').waitFor();
    const types = await grid.locator('[data-type]').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
    expect(types.filter((t) => t === '0')).toHaveLength(6);
    expect(new Set(types)).toEqual(new Set(['0', '1', '2']));
    await expect(page.locator('[data-testid="home-tab-2"], [data-testid="home-tab-3"]').count()).resolves.toBe(2);

    // Tabs come from the path; the ichiban tab shows ichiban only.
    await page.getByTestId('home-tab-1').click();
    await page.waitForURL(`${shop.url}/ichiban`);
    const ichiban = page.getByTestId('product-grid-1');
    await ichiban.waitFor();
    await expect(ichiban.getAttribute('data-count')).resolves.toBe('6');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY === 0);
    await shot(page, `home-ichiban-${viewport.name}`);

    // Home stays alive: after a visit to /info and Back, the very same grid is still there.
    await ichiban.evaluate((el) => el.setAttribute('data-kept', 'yes'));
    // Through the navigation (the tab bar on a phone, the main menu on a desktop): a banner may link to /info too.
    await page
      .getByRole('navigation', { name: viewport.name === 'mobile' ? '主要導覽' : '主選單' })
      .getByRole('link', { name: '情報' })
      .click();
    await page.waitForURL(`${shop.url}/info`);
    await page.getByTestId('info-list').waitFor();
    await expect(page.getByTestId('home-page').isVisible()).resolves.toBe(false);
    await page.goBack();
    await page.waitForURL(`${shop.url}/ichiban`);
    await expect(page.locator('[data-kept="yes"]').isVisible()).resolves.toBe(true);
    await page.context().close();
  }, 60_000);

  it('searches with history, an empty result and clear-all', async () => {
    const page = await visitor(viewport);
    await page.goto(`${shop.url}/search`);
    const input = page.getByTestId('search-input');
    await input.waitFor();

    // A blank keyword does not search.
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByTestId('toast').first().textContent()).resolves.toContain('您尚未輸入要尋找的關鍵字');

    // Typing searches by itself after the debounce.
    await input.fill('貓咪');
    await page.waitForURL((url) => url.searchParams.get('q') === '貓咪');
    await page.getByTestId('search-results').waitFor();
    await input.press('Enter');
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    await shot(page, `search-results-${viewport.name}`);

    await input.fill('不存在的商品');
    await input.press('Enter');
    await page.getByTestId('search-empty').waitFor();
    await expect(page.getByTestId('search-empty').textContent()).resolves.toContain('沒有找到想要的結果');
    await shot(page, `search-empty-${viewport.name}`);

    await input.fill('');
    const history = page.getByTestId('search-history');
    await history.waitFor();
    await expect(history.locator('.search-tag').allTextContents()).resolves.toEqual(['不存在的商品', '貓咪']);
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    await shot(page, `search-history-${viewport.name}`);
    await page.getByTestId('history-clear').click();
    await expect(page.getByTestId('confirm-dialog').textContent()).resolves.toContain('確定要清除全部歷史紀錄嗎？');
    await page.getByTestId('confirm-ok').click();
    await expect(history.count()).resolves.toBe(0);
    await page.context().close();
  }, 60_000);

  it('opens an official-info article from the list', async () => {
    const page = await visitor(viewport);
    await page.goto(`${shop.url}/info`);
    const first = page.getByTestId('info-list').locator('a').first();
    await first.waitFor();
    await page.waitForFunction(() =>
      Array.from(document.images)
        .slice(0, 2)
        .every((img) => img.complete),
    );
    await shot(page, `info-list-${viewport.name}`);
    const title = (await first.locator('h2').textContent())!;
    await first.click();
    const article = page.getByTestId('info-article');
    await article.waitFor();
    await expect(article.locator('h1').textContent()).resolves.toBe(title);
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    await shot(page, `info-article-${viewport.name}`);

    // A malformed id goes back to the list with the spec's message.
    await page.goto(`${shop.url}/info/abc`);
    await page.waitForURL(`${shop.url}/info`);
    await expect(page.getByTestId('toast').first().textContent()).resolves.toContain('無效的情報ID');
    await page.context().close();
  }, 60_000);

  it('hides the cover promo for the rest of the day with "do not show today"', async () => {
    const page = await visitor(viewport);
    await page.goto(`${shop.url}/`);
    await page.getByTestId('cover-promo').waitFor();
    await page.getByTestId('promo-not-today').check();
    await shot(page, `promo-not-today-${viewport.name}`);
    await page.getByTestId('promo-close').click();
    await expect(page.getByTestId('cover-promo').count()).resolves.toBe(0);
    const hiddenUntil = Number(await page.evaluate(() => localStorage.getItem('cover_promo_hidden_until')));
    const midnight = await page.evaluate(() => {
      const d = new Date();
      d.setHours(24, 0, 0, 0);
      return d.getTime();
    });
    expect(hiddenUntil).toBe(midnight);

    // A new session the same day: still hidden.
    const again = await page.context().newPage();
    await again.goto(`${shop.url}/`);
    await again.getByTestId('product-grid-0').waitFor();
    // The popup decides when the promos arrive, with the banners: once the carousel shows them and
    // React has run that render's effects (two frames later), a popup would be in the page.
    await again.getByTestId('banner-carousel').waitFor();
    await again.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(again.getByTestId('cover-promo').count()).resolves.toBe(0);
    await page.context().close();
  }, 60_000);
});

it('sends the generic /detail/{id} to the detail page of the product’s own line', async () => {
  const page = await visitor(VIEWPORTS[0]);
  for (const [id, path] of [
    ['1001', '/ichiban/detail/1001'],
    ['2001', '/blindbox/detail/2001'],
    ['3001', '/gacha/detail/3001'],
    ['s01', '/shop/detail/s01'],
  ] as const) {
    await page.goto(`${shop.url}/detail/${id}`);
    await page.waitForURL(`${shop.url}${path}`);
  }
  await page.getByTestId('detail-price').waitFor();
  await expect(page.getByText('無法獲取商品資料').count()).resolves.toBe(0);
  await page.goto(`${shop.url}/detail/2001`);
  await page.waitForURL(`${shop.url}/blindbox/detail/2001`);
  await page.getByTestId('package-grid').waitFor();
  await shot(page, 'detail-fallback-blindbox');
  await expect(page.getByText('無法獲取商品資料').count()).resolves.toBe(0);
  await page.context().close();
}, 60_000);

it('marks a scheduled product 即將開賣 in the search results', async () => {
  const db = shop.shop.infra.dataSource;
  await db.query(`UPDATE products SET release_date = now() + interval '2 days' WHERE id = '1003'`);
  try {
    const page = await visitor(VIEWPORTS[0]);
    await page.goto(`${shop.url}/search?q=${encodeURIComponent('甜點小精靈')}`);
    const tile = page.getByTestId('search-result-1003');
    await tile.waitFor();
    await expect(tile.getByTestId('search-soon').textContent()).resolves.toBe('即將開賣');
    await shot(page, 'search-soon');
    await page.context().close();
  } finally {
    await db.query(`UPDATE products SET release_date = NULL WHERE id = '1003'`);
  }
}, 60_000);

it('opens /order/success with no result without claiming the payment failed', async () => {
  const page = await visitor(VIEWPORTS[0]);
  await page.goto(`${shop.url}/order/success`);
  await page.locator('[data-testid=order-result][data-status=none]').waitFor();
  await expect(page.getByText('支付處理失敗').count()).resolves.toBe(0);
  await expect(page.getByText('付款未完成').count()).resolves.toBe(0);
  await shot(page, 'order-success-none');
  await page.context().close();
}, 60_000);
