import 'uplot/dist/uPlot.min.css';
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { growthStrings as s } from '../strings.ts';
import type { ChartData, ChartRange, ChildPoint } from '../utils/chart-data.ts';
import styles from './growth-chart.module.css';
import { type PlacedStretch, TableStretches } from './table-stretches.tsx';
import {
  alignedData,
  CHART_HEIGHT,
  centileSeries,
  linesDiffer,
  type PlotInput,
  pendingTop,
  plotOptions,
  type TargetBand,
} from './plot-options.ts';

export { CENTILE_COLORS, CHILD_COLOR, CORRECTED_COLOR, PENDING_COLOR } from './plot-options.ts';

interface GrowthChartProps {
  /** null while the indicator, range or baby shown next is loading: the chart waits, hidden. */
  data: ChartData | null;
  range: ChartRange;
  unit: string;
  /** The genetic target band (height, ranges reaching adulthood), drawn at 17–18 years. */
  band: TargetBand;
  onSelect(point: ChildPoint): void;
  selectedKey: string | null;
  /** The data could not be loaded. */
  loadFailed?: boolean;
}

interface Marker {
  point: ChildPoint;
  left: number;
  top: number;
}

const HIDDEN: CSSProperties = { visibility: 'hidden' };

/** What sits over the chart, placed by the latest draw: tap targets and the tables' stretches. */
interface Overlay {
  markers: Marker[];
  stretches: PlacedStretch[];
}
const NO_OVERLAY: Overlay = { markers: [], stretches: [] };

/** Tap targets over the child's points and the edges of each table's stretch, where the latest draw put them. */
const overlayOf = (u: uPlot, data: ChartData, box: HTMLElement): Overlay => {
  const over = u.over.getBoundingClientRect();
  const outer = box.getBoundingClientRect();
  const xAt = (x: number) => over.left - outer.left + u.valToPos(x, 'x');
  const markers: Marker[] = [];
  const add = (point: ChildPoint | null, i: number) => {
    const x = data.xs[i];
    if (!point || x === undefined) return;
    // A 待核对 point beyond the lines is drawn at the chart's edge: its tap target is there too.
    const top = point.pending ? pendingTop(u, point.value).top : u.valToPos(point.value, 'y');
    markers.push({ point, left: xAt(x), top: over.top - outer.top + top });
  };
  data.pointAt.forEach(add);
  data.pendingAt.forEach(add);
  const stretches = data.stretches.map((s) => ({ ...s, left: xAt(s.fromX), right: xAt(s.toX) }));
  return { markers, stretches };
};

/**
 * Gives the chart new data in place: the percentile lines swapped when they differ (P10 and P90 come and
 * go), then the columns, drawn at once (uPlot's batch) so the tap targets move in the same frame.
 */
const update = (chart: uPlot, drawnLines: number[], data: ChartData): number[] => {
  chart.batch(() => {
    if (linesDiffer(drawnLines, data.lines)) {
      for (let i = 0; i < drawnLines.length; i++) chart.delSeries(1);
      data.lines.forEach((line, i) => {
        chart.addSeries(centileSeries(line), i + 1);
      });
    }
    chart.setData(alignedData(data));
  });
  return data.lines.map((l) => l.centile);
};

/**
 * The growth chart (uPlot, loaded with this component only), with a tap target on each of the child's
 * points. One uPlot chart lives as long as the component: a new indicator, range or baby updates it,
 * because making a chart costs far more than drawing one (about 140 ms on a slow phone).
 */
export const GrowthChart = ({
  data,
  range,
  unit,
  band,
  onSelect,
  selectedKey,
  loadFailed,
}: GrowthChartProps) => {
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const drawnLines = useRef<number[]>([]);
  const inputRef = useRef<PlotInput | null>(null);
  const [Plot, setPlot] = useState<typeof uPlot | null>(null);
  const [importFailed, setImportFailed] = useState(false);
  const [overlay, setOverlay] = useState<Overlay>(NO_OVERLAY);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('uplot').then(
      ({ default: UPlot }) => {
        if (!cancelled) setPlot(() => UPlot);
      },
      () => {
        if (!cancelled) setImportFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // Before paint, so the chart, its tap targets and data-state change together.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const target = plotRef.current;
    if (!Plot || !box || !target) return;
    if (!data) {
      setOverlay(NO_OVERLAY);
      setDrawn(false);
      return;
    }
    const input = { data, range, band };
    inputRef.current = input;
    const chart = chartRef.current;
    if (chart) {
      drawnLines.current = update(chart, drawnLines.current, data);
      return;
    }
    const onDraw = (u: uPlot) => {
      const shown = inputRef.current;
      if (!shown || !boxRef.current) return;
      setOverlay(overlayOf(u, shown.data, boxRef.current));
      setDrawn(true);
    };
    const current = () => inputRef.current ?? input;
    chartRef.current = new Plot(
      plotOptions(Math.max(box.clientWidth, 200), current, onDraw),
      alignedData(data),
      target,
    );
    drawnLines.current = data.lines.map((l) => l.centile);
  }, [Plot, data, range, band]);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      const chart = chartRef.current;
      if (chart && box.clientWidth > 0 && Math.abs(chart.width - box.clientWidth) > 1)
        chart.setSize({ width: box.clientWidth, height: CHART_HEIGHT });
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, []);

  const state = importFailed || (!data && loadFailed) ? 'failed' : data && drawn ? 'ready' : 'loading';
  return (
    <div className={styles.chartBox} ref={boxRef} data-testid="growth-chart" data-state={state}>
      <div className={styles.unit} style={data ? undefined : HIDDEN}>
        {unit}
      </div>
      <TableStretches
        placed={overlay.stretches}
        range={range}
        width={boxRef.current?.clientWidth ?? 0}
        hidden={!data}
      />
      <div ref={plotRef} style={data ? undefined : HIDDEN} />
      {state === 'loading' ? <div className={styles.overlayText}>{s.loadingChart}</div> : null}
      {state === 'failed' ? <div className={styles.overlayText}>{s.chartFailed}</div> : null}
      {data
        ? overlay.markers.map((m) => (
            <button
              key={m.point.key}
              type="button"
              className={m.point.key === selectedKey ? `${styles.marker} ${styles.markerOn}` : styles.marker}
              style={{ left: m.left, top: m.top }}
              aria-label={`${m.point.date} ${m.point.value}`}
              data-testid={`growth-point-${m.point.key}`}
              data-pending={m.point.pending ? 'true' : undefined}
              onClick={() => onSelect(m.point)}
            />
          ))
        : null}
    </div>
  );
};
