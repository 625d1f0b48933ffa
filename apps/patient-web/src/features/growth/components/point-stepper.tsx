import { growthStrings as s } from '../strings.ts';
import type { ChartData, ChildPoint } from '../utils/chart-data.ts';
import styles from './growth-chart.module.css';

/** The child's points of the chart, oldest first (待核对 ones among them, by date). */
export const chartPoints = (data: ChartData): ChildPoint[] =>
  [...data.pointAt, ...data.pendingAt]
    .filter((p): p is ChildPoint => p !== null)
    .sort((a, b) => a.date.localeCompare(b.date));

/**
 * Steps through the child's points with two 44 px buttons. Points measured a few weeks apart sit a
 * few pixels apart on the chart, where their tap targets overlap; this is the way to each of them
 * that does not need a precise tap (WCAG 2.5.8's "equivalent" control).
 */
export const PointStepper = ({
  points,
  selected,
  onSelect,
}: {
  points: readonly ChildPoint[];
  selected: ChildPoint | null;
  onSelect(point: ChildPoint): void;
}) => {
  if (points.length === 0) return null;
  const at = selected ? points.findIndex((p) => p.key === selected.key) : -1;
  const previous = at > 0 ? points[at - 1] : undefined;
  const next = at < 0 ? points[points.length - 1] : points[at + 1];
  return (
    <div className={styles.stepper} data-testid="growth-point-stepper">
      <button
        type="button"
        className={styles.stepButton}
        disabled={!previous}
        onClick={() => previous && onSelect(previous)}
      >
        {s.previousPoint}
      </button>
      <span className={styles.stepCount}>
        {at < 0 ? s.pointCount(points.length) : s.pointOf(at + 1, points.length)}
      </span>
      <button
        type="button"
        className={styles.stepButton}
        disabled={!next}
        onClick={() => next && onSelect(next)}
      >
        {at < 0 ? s.latestPoint : s.nextPoint}
      </button>
    </div>
  );
};
