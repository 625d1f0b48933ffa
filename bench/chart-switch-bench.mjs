// P4's switches: the 生长曲线 page of the built app, served by the real server, logged in as the demo
// parent, the chart already shown; then, at 4x CPU throttling, one tap on
//   - the indicator (身高 -> 体重),
//   - the range (the baby's default range -> 0-18 years),
//   - the other baby (the page's baby chips),
// and the main-thread time (DevTools TaskDuration) from the tap until the chart shows the new points
// (the markers' labels or places changed), the page has been quiet for 300 ms and two animation
// frames have passed. It counts whatever the page does for a switch: fetching and decoding the new
// data, building the chart data, and redrawing the chart, by an update of the chart it has or by a
// new one. The network wait itself is not main-thread time. Each run is a fresh browser context (a
// parent's first switch of that kind after opening the page); median of 7 per switch. The row says
// whether the page kept its uPlot chart (same canvas) or made a new one.
import { chromium } from 'playwright-core';
import { appUrl, CHROMIUM, CHROMIUM_ARGS, logInPage } from './lib/browser.mjs';

const RUNS = 7;
const THROTTLE = 4;

/**
 * Put into the page before the app (an init script, so the page's CSP does not apply): a signature of
 * the drawn chart (labels and places of its markers), or null while it is not drawn.
 */
const defineSignature = () => {
  window.chartSignature = () => {
    const box = document.querySelector('[data-testid="growth-chart"]');
    if (box?.getAttribute('data-state') !== 'ready') return null;
    const markers = [...box.querySelectorAll('[data-testid^="growth-point-"]')];
    if (markers.length === 0) return null;
    return markers.map((m) => `${m.getAttribute('aria-label')}@${m.style.left},${m.style.top}`).join('|');
  };
};

/**
 * In the page: taps `selector` and resolves with the wall ms when the chart's signature differs from
 * `before`, then waits for 300 ms without DOM changes and two frames.
 */
const tapAndWait = async ({ selector, before }) => {
  const sig = () => window.chartSignature();
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const canvasBefore = document.querySelector('[data-testid="growth-chart"] canvas');
  const started = performance.now();
  const target = document.querySelector(selector);
  if (!target) throw new Error(`no ${selector}`);
  target.click();
  let changedAt = null;
  await new Promise((resolve, reject) => {
    let last = performance.now();
    const observer = new MutationObserver(() => {
      last = performance.now();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const check = () => {
      const now = performance.now();
      if (changedAt === null) {
        const s = sig();
        if (s !== null && s !== before) changedAt = now;
      }
      if (changedAt !== null && now - last >= 300) {
        observer.disconnect();
        resolve();
      } else if (now - started > 30_000) {
        observer.disconnect();
        reject(new Error(`the chart did not change within 30 s after tapping ${selector}`));
      } else setTimeout(check, 50);
    };
    check();
  });
  await frame();
  await frame();
  const canvasAfter = document.querySelector('[data-testid="growth-chart"] canvas');
  // uPlot keeps its canvas when the chart is updated (setData); a new chart brings a new one.
  return { untilShownMs: changedAt - started, reused: canvasBefore !== null && canvasBefore === canvasAfter };
};

/** The page open with the chart drawn and settled: `{ context, page, before }`. */
const openChart = async (browser, base, storage) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(defineSignature);
  const page = await context.newPage();
  await logInPage(page, base, storage);
  await page.goto(appUrl(base, 'newFun/lineCharts'));
  await page.waitForFunction(() => window.chartSignature() !== null, null, { timeout: 30_000 });
  await page.waitForTimeout(500); // late layout (ResizeObserver) and background refetches settle
  return { context, page, before: await page.evaluate(() => window.chartSignature()) };
};

const oneSwitch = async (browser, base, storage, selector) => {
  const { context, page, before } = await openChart(browser, base, storage);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    const t0 = await taskSeconds();
    const r = await page.evaluate(tapAndWait, { selector, before });
    const t1 = await taskSeconds();
    return { mainThreadMs: (t1 - t0) * 1000, untilShownMs: r.untilShownMs, reused: r.reused };
  } finally {
    await context.close();
  }
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * `storage`: the stored login with the baby shown first; `otherBabyId`: the baby to switch to.
 * Returns `{ switches: [{ what, selector, mainThreadMs, untilShownMs, runs }] }`.
 */
export const benchP4Switches = async ({ base, storage, otherBabyId, log = console.log }) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const switches = [];
    for (const [what, selector] of [
      ['indicator 身高 -> 体重', '[data-testid="growth-tab-weight"]'],
      ['range -> 0-18 y', '[data-testid="growth-range-0-18"]'],
      ['baby', `[data-testid="growth-baby-${otherBabyId}"]`],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await oneSwitch(browser, base, storage, selector));
      const result = {
        what,
        selector,
        mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
        untilShownMs: median(runs.map((r) => r.untilShownMs)),
        reused: runs.every((r) => r.reused),
        runs,
      };
      log(`P4: switch ${what}: ${result.mainThreadMs.toFixed(0)} ms main thread (median of ${RUNS})`);
      switches.push(result);
    }
    return { throttle: THROTTLE, runs: RUNS, switches };
  } finally {
    await browser.close();
  }
};
