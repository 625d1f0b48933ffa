import { ageTick, type ChartRange, RANGE_YEARS, type Stretch } from '../utils/chart-data.ts';
import styles from './growth-chart.module.css';

/** A stretch placed by the latest draw: its edges in pixels from the chart box's left. */
export interface PlacedStretch extends Stretch {
  left: number;
  right: number;
}

/** A stretch shorter than this share of the range is named on the second row (WHO's 3 months at 6岁9月–7岁). */
const NARROW_SHARE = 0.16;
const ROW_PX = 16;
const MIN_BRACKET_PX = 8;
/**
 * Two rows, always (also while the next chart loads): names never collide, and the plot below never
 * moves when the data arrives (no layout shift on the first draw, none on a switch).
 */
const STRIP_PX = 2 * ROW_PX;

const SHORT_NAMES: Readonly<Record<string, string>> = {
  'WS/T 423-2022': 'WS/T 423',
  'WS/T 612-2018': 'WS/T 612',
};
const shortName = (source: string): string => SHORT_NAMES[source] ?? source;

const isNarrow = (s: Stretch, range: ChartRange): boolean =>
  (s.toX - s.fromX) / RANGE_YEARS[range] < NARROW_SHARE;

interface TableStretchesProps {
  placed: readonly PlacedStretch[];
  range: ChartRange;
  /** The chart box's width in pixels: a name leans inwards near the edges so it stays readable. */
  width: number;
  hidden: boolean;
}

/**
 * Above the plot, which table draws each stretch of the chart: a bracket over the stretch and the
 * table's name. A narrow stretch (a short fallback between two tables) is named on the second row with
 * the ages it covers. The brackets end where the dashed boundaries are drawn.
 */
export const TableStretches = ({ placed, range, width, hidden }: TableStretchesProps) => (
  <div
    className={styles.stretches}
    style={{ height: STRIP_PX, visibility: hidden ? 'hidden' : undefined }}
    data-testid="growth-stretches"
  >
    {placed.map((p) => {
      const narrow = isNarrow(p, range);
      const center = (p.left + p.right) / 2;
      const lean = width > 0 ? Math.min(Math.max(center / width, 0), 1) : 0.5;
      const top = narrow ? ROW_PX : 0;
      const name = narrow
        ? `${shortName(p.source)} ${ageTick(p.fromAgeX)}–${ageTick(p.toAgeX)}`
        : shortName(p.source);
      return (
        <div key={`${p.source}-${p.fromX}`} data-testid="growth-stretch" data-source={p.source}>
          <span
            className={styles.stretchName}
            style={{ left: center, top, transform: `translateX(${-lean * 100}%)` }}
          >
            {name}
          </span>
          {p.right - p.left < MIN_BRACKET_PX ? (
            // Too narrow for a bracket (WHO's 3 months on 0-18岁 are a few pixels): a caret over it.
            <span className={styles.stretchCaret} style={{ left: center, top: top + ROW_PX - 7 }} />
          ) : (
            <span
              className={styles.stretchBracket}
              style={{ left: p.left, top: top + ROW_PX - 4, width: p.right - p.left }}
            />
          )}
        </div>
      );
    })}
  </div>
);
