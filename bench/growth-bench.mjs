// Growth figures of `npm run bench` (P3, the chart page's download, is measured in Chromium: page-bench.mjs):
//   P4  first draw: the 0-18 year height chart drawn by the app's own GrowthChart and buildChartData
//       (bench/chart-harness) on the standard lines the page asks the real server for (its default grid,
//       one point a month) and the child's points mapped as the page maps them, in Debian's Chromium at
//       4x CPU throttling: main-thread time (DevTools TaskDuration) from building the chart data to the
//       point markers on the page and two animation frames after (the frame is painted), on a fresh
//       page each time (a parent's first draw; the data and the uPlot module already loaded, which P3
//       and P5 measure). Median of 5. For information: the same on the daily grid (6,697 slots), and a
//       floor: uPlot alone drawing the same lines with no app code (no React, no buildChartData, no
//       markers), which shows how much of the figure is the library and the browser.
//       The switches on a chart already shown are measured in the real page: bench/chart-switch-bench.mjs.
//   seedGrowthHistory gives a baby a measurement every three months on the reference's P50, for P4 and
//   for the growth-curve read of P5.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { slotOfAgeDays } from '@sprout/domain';
import { chromium } from 'playwright-core';
import { root } from '../scripts/lib/run.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/browser.mjs';
import { getJson, postJson } from './lib/parents.mjs';

const HARNESS = join(root, 'bench/chart-harness');
const RUNS = 5;
const THROTTLE = 4;
const DAY_MS = 86_400_000;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * A measurement every three months from birth to last week, each at the P50 of the baby's reference on
 * that day (read from formVitals/getStandardHeightByPid, so the values are plausible for the age).
 * Returns how many were added.
 */
export const seedGrowthHistory = async (base, token, babyId, birthday) => {
  const born = Date.parse(`${birthday}T00:00:00Z`);
  const last = Date.now() - 7 * DAY_MS;
  let added = 0;
  for (let at = born + 14 * DAY_MS; at <= last; at += 91 * DAY_MS) {
    const date = isoDay(at);
    const standard = await postJson(
      base,
      '/api/growth/formVitals/getStandardHeightByPid',
      { babyId, date },
      token,
    );
    const p50 = (type) =>
      standard.indicators.find((i) => i.type === type)?.centiles.find((c) => c.centile === 50)?.value;
    const height = p50('height');
    const weight = p50('weight');
    const head = p50('head');
    if (height === undefined && weight === undefined) continue;
    const lying = at - born < 731 * DAY_MS;
    await postJson(
      base,
      '/api/growth/addMeasurement',
      {
        babyId,
        measuredOn: date,
        ...(height !== undefined
          ? { heightCm: Math.round(height * 10) / 10, posture: lying ? 'lying' : 'standing' }
          : {}),
        ...(weight !== undefined ? { weightKg: Math.round(weight * 100) / 100 } : {}),
        ...(head !== undefined && lying ? { headCircumferenceCm: Math.round(head * 10) / 10 } : {}),
      },
      token,
    );
    added++;
  }
  return added;
};

// ---- P4 -------------------------------------------------------------------------------------------

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** A static file server for the built harness on 127.0.0.1 (closed by the caller). */
const serveHarness = (dir) =>
  new Promise((resolve) => {
    const server = createServer((req, res) => {
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      const file = join(dir, path === '/' ? 'index.html' : path);
      if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

const buildHarness = () => {
  const r = spawnSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--config', join(HARNESS, 'vite.config.mjs')],
    { cwd: root, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`harness build failed: ${r.stderr || r.stdout}`);
};

/**
 * What the chart page draws for the baby at 0-18 years: the standard lines it asks for (the server's
 * default grid unless `stepSlots` is given) and the height points mapped as use-growth-chart.ts maps
 * them, and the genetic target band.
 */
const harnessInput = async (base, token, baby, stepSlots) => {
  const standard = await getJson(
    base,
    '/api/growth/standardLine',
    { babyId: baby.babyId, type: 'height', range: '0-18', ...(stepSlots ? { stepSlots } : {}) },
    token,
  );
  const curve = await postJson(base, '/online/usercenter/heightCurve', { babyId: baby.babyId }, token);
  const points = [...curve.points]
    .sort((a, b) => a.ageDays - b.ageDays)
    .map((p) => ({
      key: `m${p.measurementId}`,
      date: p.date,
      ageLabel: p.ageLabel,
      slot: p.slot,
      value: p.value,
      source: p.source,
      percentileText: p.percentileText,
      z: p.z,
      corrected: p.corrected
        ? {
            slot: slotOfAgeDays(p.corrected.ageDays),
            ageLabel: p.corrected.ageLabel,
            percentileText: p.corrected.percentileText,
            z: p.corrected.z,
          }
        : null,
    }));
  const band =
    baby.geneticHeight === null
      ? null
      : {
          lowCm: Math.round((baby.geneticHeight - 6.5) * 10) / 10,
          highCm: Math.round((baby.geneticHeight + 6.5) * 10) / 10,
        };
  return { lines: standard.lines, segments: standard.segments, points, band };
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One first render on a fresh page, as a parent meets the chart (the data and the uPlot module already
 * loaded, which P3 and P5 measure), under CPU throttling: main-thread ms from DevTools' TaskDuration.
 */
const timeOneRender = async (browser, url, method) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
  try {
    await page.goto(url);
    await page.waitForFunction(() => 'harness' in window);
    const shape = await page.evaluate(() => window.harness.prepare());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    const before = await taskSeconds();
    const r = await page.evaluate((m) => window.harness[m](1), method);
    const after = await taskSeconds();
    return {
      shape,
      mainThreadMs: (after - before) * 1000,
      wallMs: r.wallMs,
      buildMs: r.buildMs,
      xs: r.xs,
      markers: r.markers,
    };
  } finally {
    await page.close();
  }
};

const timeRenders = async (browser, url, method = 'render') => {
  const runs = [];
  for (let run = 1; run <= RUNS; run++) runs.push(await timeOneRender(browser, url, method));
  return {
    shape: runs[0]?.shape,
    runs: runs.map(({ shape: _shape, ...r }) => r),
    mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
    wallMs: median(runs.map((r) => r.wallMs)),
    buildMs: median(runs.map((r) => r.buildMs)),
  };
};

/**
 * P4's first draw on the page's grid (the goal), uPlot alone on the same input (the floor) and the
 * daily grid, each the median of RUNS fresh pages. `baby` from pageBabyInfo.
 */
export const benchP4FirstDraw = async ({ base, token, baby }) => {
  buildHarness();
  const dist = join(HARNESS, 'dist');
  const server = await serveHarness(dist);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results = {};
    for (const [name, stepSlots] of [
      ['page', undefined],
      ['daily', 1],
    ]) {
      writeFileSync(
        join(dist, 'input.json'),
        JSON.stringify(await harnessInput(base, token, baby, stepSlots)),
      );
      results[name] = await timeRenders(browser, url);
      if (name === 'page') results.bare = await timeRenders(browser, url, 'renderBare');
    }
    return { throttle: THROTTLE, runs: RUNS, ...results };
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
};
