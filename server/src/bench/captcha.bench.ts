// What the captcha's proof of work costs (CAPTCHA_COST): the shop's own browser solver
// (solveCaptchaChallenge, WebCrypto) in Chromium, as is and with the CPU slowed four times —
// Lighthouse's stand-in for a mid-range phone — beside a program hashing natively in Node, which
// is what an attacker pays. Challenges are made by altcha-lib as the shop makes them.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { solveCaptchaChallenge } from '@shop/contracts';
import type * as AltchaV1 from 'altcha-lib/v1' with { 'resolution-mode': 'import' };
import { chromium } from 'playwright-core';
import { loadConfig } from '../config/config';
import { captchaCost } from '../modules/accounts/verification/captcha.service';
import { percentile } from './stats';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createChallenge } = require('altcha-lib/v1') as typeof AltchaV1;

/** Lighthouse's mobile preset slows the CPU four times to stand for a mid-range phone. */
const MID_RANGE_PHONE_SLOWDOWN = 4;

interface SolveFigure {
  solves: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
}

const figure = (times: number[]): SolveFigure => ({
  solves: times.length,
  meanMs: Math.round(times.reduce((a, b) => a + b, 0) / times.length),
  p50Ms: Math.round(percentile(times, 50)),
  p95Ms: Math.round(percentile(times, 95)),
});

export async function measureCaptcha(solves: number) {
  const base = loadConfig().CAPTCHA_COST;
  const hmacKey = randomBytes(32).toString('hex');
  const challenges = (maxNumber: number) =>
    Promise.all(Array.from({ length: solves }, () => createChallenge({ algorithm: 'SHA-256', hmacKey, maxNumber })));

  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
  if (!executablePath) throw new Error('Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH');
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    // WebCrypto needs a secure context: a blank page served as http://localhost is one.
    await page.route('http://localhost/', (route) => route.fulfill({ contentType: 'text/html', body: '<title>captcha</title>' }));
    await page.goto('http://localhost/');
    const cdp = await page.context().newCDPSession(page);
    const inBrowser = async (maxNumber: number, slowdown: number): Promise<SolveFigure> => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const times: number[] = [];
      for (const c of await challenges(maxNumber)) {
        const challenge = { ...c, algorithm: 'SHA-256' as const, maxnumber: maxNumber };
        times.push(
          await page.evaluate(
            async ({ source, challenge }) => {
              // The shop's solver, as the client bundles it.
              const solve = new Function(`return (${source})`)() as (ch: unknown) => Promise<string>;
              const started = performance.now();
              await solve(challenge);
              return performance.now() - started;
            },
            { source: solveCaptchaChallenge.toString(), challenge },
          ),
        );
      }
      return figure(times);
    };
    const program = async (maxNumber: number): Promise<SolveFigure> => {
      const times: number[] = [];
      for (const c of await challenges(maxNumber)) {
        const started = performance.now();
        for (let n = 0; n <= maxNumber; n++) if (createHash('sha256').update(`${c.salt}${n}`).digest('hex') === c.challenge) break;
        times.push(performance.now() - started);
      }
      return figure(times);
    };

    const result = {
      cost: base,
      browser: await inBrowser(base, 1),
      midRangePhone: await inBrowser(base, MID_RANGE_PHONE_SLOWDOWN),
      nativeProgram: await program(base),
      /** An address past its cheap challenges: each next few cost twice as much, up to 16 times. */
      escalated: { cost: captchaCost(base, Number.MAX_SAFE_INTEGER), nativeProgram: await program(captchaCost(base, Number.MAX_SAFE_INTEGER)) },
    };
    console.log(`  cost ${base}: browser p50 ${result.browser.p50Ms} ms (p95 ${result.browser.p95Ms} ms)`);
    console.log(`  mid-range phone (CPU ×${MID_RANGE_PHONE_SLOWDOWN}): p50 ${result.midRangePhone.p50Ms} ms (p95 ${result.midRangePhone.p95Ms} ms)`);
    console.log(
      `  native program: p50 ${result.nativeProgram.p50Ms} ms; at the escalated cost ${result.escalated.cost}: p50 ${result.escalated.nativeProgram.p50Ms} ms`,
    );
    return result;
  } finally {
    await browser.close();
  }
}
