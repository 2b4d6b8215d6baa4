// Real Chromium for user journeys: Debian's build, driven by playwright-core.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

export async function launchChromium(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p) => existsSync(p));
  if (!executablePath) throw new Error('Chromium not found: install Debian\'s "chromium" package (.ci/run does) or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A shopper's page in a context of its own (own storage, so its own session), in zh-TW. */
export async function newShopper(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'zh-TW' });
  return context.newPage();
}

/** Logs in through the login page and waits for its redirect; answers the member's id. */
export async function logIn(
  page: Page,
  shopUrl: string,
  { phone, password, redirect }: { phone: string; password: string; redirect: string },
): Promise<string> {
  await page.goto(`${shopUrl}/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === redirect.split('?')[0], { timeout: 15_000 });
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? 'null') as { id: string } | null);
  if (!user) throw new Error('no user_info after login');
  return user.id;
}

/** Resolves once every finite animation in the page has finished (an infinite one, like a marquee, never does). */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
