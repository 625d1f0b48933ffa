// The patient app as Chromium loads it from the real server (the built app under /appointment/):
//   P1  a logged-in parent opens the home route (#/pages/home/index) at 375x812 with an empty cache:
//       every JavaScript response Chromium receives until the network has been quiet for a second
//       after the page shows (entry, preloads, lazy chunks of the first render, anything fetched on
//       idle), each body gzipped here (zlib default level), so the figure does not depend on whether
//       or how the server compresses. The transferred bytes are recorded too.
//   P3  the growth chart page's own download: from the home route above (network quiet), the parent
//       opens 生长曲线 (#/pages/newFun/lineCharts) in the app; every JS and CSS response received until
//       the chart is drawn and the network is quiet again, gzipped here. What the home route already
//       loaded is not counted; chunks the page only imports on demand (a dialog, the development-time
//       contract check) are not fetched, so not counted either.
//   P2  Lighthouse (the `lighthouse` package, default mobile config: simulated slow 4G and 4x CPU) on
//       home, booking (#/pages/newFun/index, 预约挂号) and the growth chart (#/pages/newFun/lineCharts
//       with the baby that has a measurement history): the median performance score of 3 runs, each in
//       a fresh Chromium (puppeteer-core on /usr/bin/chromium) with an empty cache.
// Logged in, honestly: the bench logs the demo parent in through the real SMS flow and puts what the
// app itself stores after a login (sprout.user, sprout.currentBaby) into the origin's localStorage
// from GET /health of the same server, which loads none of the app. Lighthouse is then told not to
// clear storage (disableStorageReset); its cache is empty anyway, the browser being new.
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { appUrl, CHROMIUM, CHROMIUM_ARGS, logInPage } from './lib/browser.mjs';

const QUIET_MS = 1000;
const LIGHTHOUSE_RUNS = 3;
export const P2_PAGES = [
  ['home', 'home/index'],
  ['booking', 'newFun/index'],
  ['growth chart', 'newFun/lineCharts'],
];

const fileOf = (url) => new URL(url).pathname.replace(/^\/appointment\//, '');

/** Waits until no request has started or finished for `QUIET_MS` (at most `capMs`). */
const networkQuiet = async (page, capMs = 20_000) => {
  let last = Date.now();
  const bump = () => {
    last = Date.now();
  };
  page.on('request', bump);
  page.on('requestfinished', bump);
  page.on('requestfailed', bump);
  const until = Date.now() + capMs;
  while (Date.now() - last < QUIET_MS && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  page.off('request', bump);
  page.off('requestfinished', bump);
  page.off('requestfailed', bump);
};

const phone = (browser) =>
  browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });

/** JS (and with `css`, CSS) responses of a page from now on, each body measured when asked. */
const recordAssets = (page, { css }) => {
  const seen = [];
  const onResponse = (res) => {
    const type = res.request().resourceType();
    const isScript = type === 'script' || /\.m?js(\?|$)/.test(res.url());
    const isStyle = css && (type === 'stylesheet' || /\.css(\?|$)/.test(res.url()));
    if (isScript || isStyle) seen.push(res);
  };
  page.on('response', onResponse);
  return {
    stop: () => page.off('response', onResponse),
    measure: async (skip = new Set()) => {
      const files = [];
      for (const res of seen) {
        const file = fileOf(res.url());
        if (skip.has(file)) continue;
        const body = await res.body();
        const sizes = await res.request().sizes();
        files.push({
          file,
          status: res.status(),
          raw: body.length,
          gzip: gzipSync(body).length,
          transferred: sizes.responseBodySize,
          encoding: (await res.headerValue('content-encoding')) ?? 'identity',
        });
      }
      files.sort((a, b) => b.gzip - a.gzip);
      return {
        files,
        gzip: files.reduce((s, f) => s + f.gzip, 0),
        raw: files.reduce((s, f) => s + f.raw, 0),
        transferred: files.reduce((s, f) => s + f.transferred, 0),
      };
    },
  };
};

/** The logged-in home route, rendered and quiet; `recorder` sees every response of it. */
const openHome = async (page, base, storage, recorder) => {
  await logInPage(page, base, storage);
  const assets = recordAssets(page, recorder);
  await page.goto(appUrl(base, 'home/index'));
  // The home page shows the logged-in parent's baby card; the route is rendered when it is there.
  await page.getByText('就诊服务').waitFor({ timeout: 30_000 });
  await networkQuiet(page);
  const loggedIn = await page.evaluate(() => Boolean(localStorage.getItem('sprout.user')));
  if (!loggedIn) throw new Error('the app dropped the stored login (the home route was not logged in)');
  return assets;
};

/** P1: `{ files: [{ file, raw, gzip, transferred }], gzip, raw }`, files largest first. */
export const benchP1 = async ({ base, storage }) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await (await phone(browser)).newPage();
    const assets = await openHome(page, base, storage, { css: false });
    assets.stop();
    return await assets.measure();
  } finally {
    await browser.close();
  }
};

/** P3: the growth chart page's JS and CSS over what the home route loaded, as P1's shape. */
export const benchP3 = async ({ base, storage }) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await (await phone(browser)).newPage();
    const home = await openHome(page, base, storage, { css: true });
    home.stop();
    const already = new Set((await home.measure()).files.map((f) => f.file));
    const chart = recordAssets(page, { css: true });
    // The parent moves inside the app (a hash change, as the home page's entry does), not a reload.
    await page.evaluate(() => {
      window.location.hash = '#/pages/newFun/lineCharts';
    });
    await page.locator('[data-testid="growth-chart"] canvas').first().waitFor({ timeout: 30_000 });
    await networkQuiet(page);
    chart.stop();
    return await chart.measure(already);
  } finally {
    await browser.close();
  }
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run on a fresh browser: the performance score (0-100) and the main metrics. */
const lighthouseOnce = async (base, storage, route) => {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
  });
  try {
    const page = await browser.newPage();
    await logInPage(page, base, storage);
    const r = await lighthouse(
      appUrl(base, route),
      { disableStorageReset: true, onlyCategories: ['performance'], logLevel: 'error' },
      undefined,
      page,
    );
    const lhr = r?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const ms = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: ms('cumulative-layout-shift'),
      siMs: ms('speed-index'),
      finalUrl: lhr.finalDisplayedUrl,
      warnings: lhr.runWarnings,
      lighthouse: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      throttling: lhr.configSettings.throttlingMethod,
    };
  } finally {
    await browser.close();
  }
};

/**
 * Lighthouse sometimes loses the page's trace on a busy machine (NO_NAVSTART, NO_FCP: "Please run
 * Lighthouse again", its own advice); such a run measured nothing, so it is run again, up to 3 times.
 */
const lighthouseRetrying = async (base, storage, route) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(base, storage, route);
    } catch (err) {
      const lostTrace = err instanceof Error && /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(err.message);
      if (!lostTrace || attempt === 3) throw err;
    }
  }
};

/** P2: per page `{ name, route, score (median), runs }`. `storageFor(name)` gives the stored login. */
export const benchP2 = async ({ base, storageFor, log = console.log }) => {
  const pages = [];
  for (const [name, route] of P2_PAGES) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++)
      runs.push(await lighthouseRetrying(base, storageFor(name), route));
    log(`P2: ${name}: scores ${runs.map((r) => r.score).join(', ')}`);
    pages.push({ name, route, score: median(runs.map((r) => r.score)), runs });
  }
  return { runsPerPage: LIGHTHOUSE_RUNS, pages };
};
