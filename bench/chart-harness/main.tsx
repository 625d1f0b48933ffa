import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type UPlot from 'uplot';
import { GrowthChart } from '../../apps/patient-web/src/features/growth/components/growth-chart.tsx';
import {
  buildChartData,
  MAIN_CENTILES,
  SLOTS_PER_YEAR,
  type ChildPoint,
  type SegmentInput,
  type StandardLineInput,
} from '../../apps/patient-web/src/features/growth/utils/chart-data.ts';

/**
 * The P4 harness. bench/growth-bench.mjs writes input.json (standard lines and the child's points from
 * the real server, mapped as the page maps them), calls prepare() (fetch and module loading, not timed),
 * then render(run) under CPU throttling and reads the main-thread time around it from the DevTools protocol.
 */
interface HarnessInput {
  lines: StandardLineInput[];
  segments: SegmentInput[];
  points: ChildPoint[];
  band: { lowCm: number; highCm: number } | null;
}

interface Harness {
  prepare(): Promise<{ lines: number; slots: number; points: number }>;
  render(run: number): Promise<{ wallMs: number; buildMs: number; xs: number; markers: number }>;
  /** The floor: uPlot alone drawing the same five lines, no React, no buildChartData, no markers. */
  renderBare(run: number): Promise<{ wallMs: number; buildMs: number; xs: number; markers: number }>;
}

declare global {
  interface Window {
    harness: Harness;
  }
}

const host = document.getElementById('root');
if (!host) throw new Error('no #root');
const root = createRoot(host);
let input: HarnessInput | null = null;
let Plot: typeof UPlot | null = null;

/** Resolves when the chart says it is drawn and its point markers (placed in uPlot's draw hook) are on the page. */
const drawn = (markers: number) =>
  new Promise<void>((resolve) => {
    const done = () =>
      document.querySelector('[data-testid="growth-chart"]')?.getAttribute('data-state') === 'ready' &&
      document.querySelectorAll('[data-testid^="growth-point-"]').length >= markers;
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(host, { subtree: true, childList: true, attributes: true });
  });

/** Two animation frames: the frame with the chart is laid out and painted before the timing stops. */
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

window.harness = {
  async prepare() {
    input = (await (await fetch('./input.json')).json()) as HarnessInput;
    // The page loads uPlot once (P3 measures its size); P4 times the drawing only.
    Plot = (await import('uplot')).default;
    // On the real page React is running and the Chinese font is in use (tabs, titles) before the chart
    // draws: do the same here, so the figure is the chart's and not a first font load or React start.
    flushSync(() => root.render(<p>生长曲线 身高 体重 0岁 6月 1岁 18岁 厘米</p>));
    const canvas = document.createElement('canvas').getContext('2d');
    if (canvas) {
      canvas.font = '11px -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif';
      canvas.fillText('0 6月 1岁 2岁 18岁 厘米 0123456789', 0, 10);
    }
    await document.fonts.ready;
    return {
      lines: input.lines.length,
      slots: Math.max(...input.lines.map((l) => l.points.length)),
      points: input.points.length,
    };
  },
  async render(run) {
    if (!input) throw new Error('prepare() first');
    const started = performance.now();
    const data = buildChartData(input.lines, input.points, '0-18', false, input.segments);
    const buildMs = performance.now() - started;
    const inRange = data.pointAt.filter((p) => p !== null).length;
    root.render(
      <GrowthChart
        key={run}
        data={data}
        range="0-18"
        unit="厘米"
        band={input.band}
        onSelect={() => undefined}
        selectedKey={null}
      />,
    );
    await drawn(inRange);
    await painted();
    return { wallMs: performance.now() - started, buildMs, xs: data.xs.length, markers: inRange };
  },
  async renderBare() {
    if (!input || !Plot) throw new Error('prepare() first');
    const started = performance.now();
    // The lines share one grid (the server answers every centile on the same slots).
    const lines = input.lines.filter((l) => MAIN_CENTILES.some((c) => c === l.centile));
    const xs = (lines[0]?.points ?? []).map((p) => p.slot / SLOTS_PER_YEAR);
    const aligned: UPlot.AlignedData = [xs, ...lines.map((l) => l.points.map((p) => p.value))];
    const buildMs = performance.now() - started;
    const target = document.body.appendChild(document.createElement('div'));
    new Plot(
      {
        width: host.clientWidth,
        height: 300,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [0, 18] } },
        series: [{}, ...lines.map(() => ({ stroke: '#7fb2f0', width: 1, points: { show: false } }))],
      },
      aligned,
      target,
    );
    await painted();
    return { wallMs: performance.now() - started, buildMs, xs: xs.length, markers: 0 };
  },
};
