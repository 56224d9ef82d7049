// Lighthouse on the login page and the signed-in home page of the product as `npm start` serves
// it (issue 13), in Debian's Chromium, mobile (Lighthouse's default: a mid-range phone on a slow
// 4G link, simulated) and desktop. Scores vary between runs, so each figure is the median of
// RUNS runs. Also prints the JavaScript (and the stylesheets) the login route transfers. Needs
// `npm run build` first.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { DEMO, DEMO_PASSWORD } from '@tradebridge/server/demo';
import { signIn, startProduct, type Session } from './product.ts';

/** A folder to keep each run's full Lighthouse report in (JSON), when set. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Only some of the four audits, e.g. "login:mobile,home:desktop" (all when unset). */
const ONLY = process.env.BENCH_LIGHTHOUSE_ONLY?.split(',').map((s) => s.trim());
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const TARGETS = {
  mobilePerformance: 80,
  desktopPerformance: 95,
  accessibility: 95,
  bestPractices: 100,
  loginScriptKb: 300,
};

type Scores = { performance: number; accessibility: number; bestPractices: number; lcpMs: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One Lighthouse run in a new browser; `session` signs the browser in first. */
const audit = async (url: string, formFactor: 'mobile' | 'desktop', session?: Session) => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (session) {
      // The home page as a user reaches it: after the login page, whose scripts the browser
      // keeps (the audit keeps the storage: it holds the session), and where the user started
      // typing (the page then fetches the signed-in pages' code: first-requests.js). The token
      // cookie and the finance token (local storage) are put in place once that page has
      // loaded: set before, the portal would call the API with the cookie and no finance token,
      // which ends the session.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0]!;
      const page = await context.newPage();
      await page.goto(new URL('/#/user/login', url).toString(), { waitUntil: 'networkidle' });
      await page.getByRole('textbox').first().click();
      await page.waitForLoadState('networkidle');
      await context.addCookies([{ name: 'token', value: session.token, url }]);
      await page.evaluate(
        (token) => localStorage.setItem('financeToken', token),
        session.financeToken,
      );
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(session),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    if (REPORTS) {
      await mkdir(REPORTS, { recursive: true });
      const name = `${new URL(url).hash.replace(/\W+/g, '') || 'home'}-${formFactor}-${Date.now()}.json`;
      await writeFile(path.join(REPORTS, name), JSON.stringify(result.lhr, null, 1));
    }
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    return {
      scores: {
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      } satisfies Scores,
      failing,
    };
  } finally {
    chrome.kill();
  }
};

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, "Please run Lighthouse again"):
 * such a run is run again, up to twice, rather than ending the benchmark.
 */
const auditWithRetry = async (
  url: string,
  formFactor: 'mobile' | 'desktop',
  session?: Session,
): ReturnType<typeof audit> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, formFactor, session);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('run Lighthouse again')) throw error;
    }
  }
};

/**
 * Bytes of JavaScript and of stylesheets the browser receives (as sent: compressed) for a fresh
 * load of `url`.
 */
const transferred = async (url: string) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const sizes: { script: Promise<number>[]; stylesheet: Promise<number>[] } = {
      script: [],
      stylesheet: [],
    };
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet') {
        sizes[type].push(request.sizes().then((s) => s.responseBodySize));
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const total = async (of: Promise<number>[]) =>
      (await Promise.all(of)).reduce((a, b) => a + b, 0);
    return {
      scripts: sizes.script.length,
      scriptBytes: await total(sizes.script),
      stylesheetBytes: await total(sizes.stylesheet),
    };
  } finally {
    await browser.close();
  }
};

const kbOf = (bytes: number) => Math.round(bytes / 102.4) / 10;

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

export const lighthouseBench = async () => {
  const product = await startProduct();
  try {
    const loginUrl = `${product.baseUrl}/#/user/login`;
    const homeUrl = `${product.baseUrl}/#/`;
    const login = await transferred(loginUrl);
    const kb = kbOf(login.scriptBytes);
    console.log(
      `login route: ${login.scripts} scripts, ${kb} KB of JavaScript transferred (target ≤ ${TARGETS.loginScriptKb} KB: ${verdict(kb <= TARGETS.loginScriptKb)}), and ${kbOf(login.stylesheetBytes)} KB of stylesheets`,
    );
    const session = await signIn(product.baseUrl, DEMO.merchant.email, DEMO_PASSWORD);
    for (const [name, url, signedIn] of [
      ['login', loginUrl, undefined],
      ['home', homeUrl, session],
    ] as const) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        if (ONLY && !ONLY.includes(`${name}:${formFactor}`)) continue;
        const runs: Awaited<ReturnType<typeof audit>>[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(url, formFactor, signedIn));
        const pick = (key: keyof Scores) => median(runs.map((r) => r.scores[key]));
        const performance = pick('performance');
        const perfTarget =
          formFactor === 'mobile' ? TARGETS.mobilePerformance : TARGETS.desktopPerformance;
        const failing = [...new Set(runs.flatMap((r) => r.failing))];
        console.log(
          `${name.padEnd(5)} ${formFactor.padEnd(7)} performance ${performance} (≥ ${perfTarget}: ${verdict(performance >= perfTarget)}), ` +
            `LCP ${pick('lcpMs')} ms, accessibility ${pick('accessibility')} (≥ ${TARGETS.accessibility}: ${verdict(pick('accessibility') >= TARGETS.accessibility)}), ` +
            `best practices ${pick('bestPractices')} (${verdict(pick('bestPractices') >= TARGETS.bestPractices)})` +
            (failing.length ? `; failing audits: ${failing.join(', ')}` : ''),
        );
      }
    }
  } finally {
    await product.stop();
  }
};
