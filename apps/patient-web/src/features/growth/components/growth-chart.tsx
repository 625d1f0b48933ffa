import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { growthStrings as s } from '../strings.ts';
import {
  ageTick,
  type ChartData,
  type ChartRange,
  type ChildPoint,
  RANGE_YEARS,
  ticksFor,
} from '../utils/chart-data.ts';
import styles from './growth-chart.module.css';

export const CENTILE_COLORS: Readonly<Record<number, string>> = {
  3: '#f0883e',
  10: '#b8bec7',
  25: '#7fb2f0',
  50: '#00a870',
  75: '#7fb2f0',
  90: '#b8bec7',
  97: '#f0883e',
};
export const CHILD_COLOR = '#1f5fd6';
/** The corrected-age point of a baby born early: the same blue, lighter, so the calendar point leads. */
export const CORRECTED_COLOR = '#7aa7ee';
const BAND_COLOR = 'rgba(0, 168, 112, 0.16)';
const CHART_HEIGHT = 300;

interface GrowthChartProps {
  data: ChartData;
  range: ChartRange;
  unit: string;
  /** The genetic target band (height, ranges reaching adulthood), drawn at 17–18 years. */
  band: { lowCm: number; highCm: number } | null;
  onSelect(point: ChildPoint): void;
  selectedKey: string | null;
}

interface Marker {
  point: ChildPoint;
  left: number;
  top: number;
}

/** The growth chart (uPlot, loaded with this component only), with a tap target on each of the child's points. */
export const GrowthChart = ({ data, range, unit, band, onSelect, selectedKey }: GrowthChartProps) => {
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const [markers, setMarkers] = useState<Marker[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const box = boxRef.current;
    const target = plotRef.current;
    if (!box || !target) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;

    const placeMarkers = (u: uPlot) => {
      const over = u.over.getBoundingClientRect();
      const outer = box.getBoundingClientRect();
      const next: Marker[] = [];
      data.pointAt.forEach((point, i) => {
        const x = data.xs[i];
        if (!point || x === undefined) return;
        next.push({
          point,
          left: over.left - outer.left + u.valToPos(x, 'x'),
          top: over.top - outer.top + u.valToPos(point.value, 'y'),
        });
      });
      setMarkers(next);
    };

    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const years = RANGE_YEARS[range];
        const ticks = ticksFor(range);
        const font = '11px -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif';
        const axisStroke = '#646a73';
        const grid = { stroke: '#eef0f3', width: 1 };
        const options: uPlot.Options = {
          width: Math.max(box.clientWidth, 200),
          height: CHART_HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          padding: [12, 12, 0, 0],
          scales: {
            x: { time: false, range: [0, years] },
            y: {
              range: (_u, min, max) => {
                const lo = Math.min(min, band ? band.lowCm : min);
                const hi = Math.max(max, band ? band.highCm : max);
                const pad = (hi - lo) * 0.05 || 1;
                return [Math.floor(lo - pad), Math.ceil(hi + pad)];
              },
            },
          },
          axes: [
            {
              stroke: axisStroke,
              font,
              grid,
              ticks: { stroke: '#dee0e3', width: 1, size: 4 },
              size: 30,
              splits: () => ticks,
              values: (_u, values) => values.map(ageTick),
            },
            {
              stroke: axisStroke,
              font,
              grid,
              ticks: { stroke: '#dee0e3', width: 1, size: 4 },
              size: 36,
              gap: 4,
            },
          ],
          series: [
            {},
            ...data.lines.map(
              (l): uPlot.Series => ({
                label: l.name,
                stroke: CENTILE_COLORS[l.centile] ?? '#b8bec7',
                width: l.centile === 50 ? 1.6 : 1,
                dash: l.centile === 10 || l.centile === 90 ? [4, 3] : undefined,
                // Gaps are real: a change of table, or an age the table does not cover.
                spanGaps: false,
                points: { show: false },
              }),
            ),
            { label: s.babyLine, stroke: CHILD_COLOR, width: 2, spanGaps: true, points: { show: false } },
            {
              label: s.homePoint,
              paths: () => null,
              points: { show: true, size: 9, width: 2, stroke: CHILD_COLOR, fill: '#fff' },
            },
            {
              label: s.clinicPoint,
              paths: () => null,
              points: { show: true, size: 9, width: 2, stroke: CHILD_COLOR, fill: CHILD_COLOR },
            },
            {
              label: s.correctedPoint,
              paths: () => null,
              points: { show: true, size: 7, width: 2, stroke: CORRECTED_COLOR, fill: '#fff' },
            },
          ],
          hooks: {
            drawAxes: [
              (u) => {
                const ctx = u.ctx;
                ctx.save();
                ctx.strokeStyle = '#c9cdd4';
                ctx.setLineDash([3, 3]);
                ctx.lineWidth = 1;
                for (const b of data.boundaries) {
                  const x = Math.round(u.valToPos(b, 'x', true)) + 0.5;
                  ctx.beginPath();
                  ctx.moveTo(x, u.bbox.top);
                  ctx.lineTo(x, u.bbox.top + u.bbox.height);
                  ctx.stroke();
                }
                ctx.restore();
                // Each corrected-age point joined to its calendar-age point (RCPCH's way of showing both).
                if (data.correctedLinks.length > 0) {
                  ctx.save();
                  ctx.strokeStyle = CORRECTED_COLOR;
                  ctx.lineWidth = 1.5 * devicePixelRatio;
                  for (const link of data.correctedLinks) {
                    const y = u.valToPos(link.value, 'y', true);
                    ctx.beginPath();
                    ctx.moveTo(u.valToPos(link.fromX, 'x', true), y);
                    ctx.lineTo(u.valToPos(link.toX, 'x', true), y);
                    ctx.stroke();
                  }
                  ctx.restore();
                }
                if (!band) return;
                const x0 = u.valToPos(years - 1, 'x', true);
                const x1 = u.valToPos(years, 'x', true);
                const y0 = u.valToPos(band.highCm, 'y', true);
                const y1 = u.valToPos(band.lowCm, 'y', true);
                ctx.save();
                ctx.fillStyle = BAND_COLOR;
                ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
                ctx.restore();
              },
            ],
            draw: [placeMarkers],
          },
        };
        const aligned: uPlot.AlignedData = [
          data.xs,
          ...data.lines.map((l) => l.values),
          data.child,
          data.home,
          data.clinic,
          data.corrected,
        ];
        chart = new UPlot(options, aligned, target);
        setState('ready');
        observer = new ResizeObserver(() => {
          if (chart && box.clientWidth > 0 && Math.abs(chart.width - box.clientWidth) > 1)
            chart.setSize({ width: box.clientWidth, height: CHART_HEIGHT });
        });
        observer.observe(box);
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });

    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [data, range, band]);

  return (
    <div className={styles.chartBox} ref={boxRef} data-testid="growth-chart" data-state={state}>
      <div className={styles.unit}>{unit}</div>
      <div ref={plotRef} />
      {state === 'loading' ? <div className={styles.overlayText}>{s.loadingChart}</div> : null}
      {state === 'failed' ? <div className={styles.overlayText}>{s.chartFailed}</div> : null}
      {markers.map((m) => (
        <button
          key={m.point.key}
          type="button"
          className={m.point.key === selectedKey ? `${styles.marker} ${styles.markerOn}` : styles.marker}
          style={{ left: m.left, top: m.top }}
          aria-label={`${m.point.date} ${m.point.value}`}
          data-testid={`growth-point-${m.point.key}`}
          onClick={() => onSelect(m.point)}
        />
      ))}
    </div>
  );
};
