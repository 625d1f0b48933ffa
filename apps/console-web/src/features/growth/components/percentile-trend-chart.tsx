import type { TrendPoint } from '../utils/percentile-trend.ts';

const W = 360;
const H = 150;
const PAD = { left: 34, right: 8, top: 8, bottom: 22 };
const LINES = [3, 50, 97];
const SERIES = [
  { key: 'height' as const, name: '身高/身长', color: '#1677ff' },
  { key: 'weight' as const, name: '体重', color: '#d4380d' },
];

/**
 * The child's height and weight percentiles over its visits against P3, P50 and P97: whether it keeps
 * its channel. Drawn as plain SVG (a few points; the full curve with the reference bands is the
 * parents' chart), with a text alternative for screen readers.
 */
export function PercentileTrendChart({ points }: { points: readonly TrendPoint[] }) {
  if (points.length === 0) return null;
  const x = (i: number) =>
    PAD.left +
    (points.length === 1
      ? (W - PAD.left - PAD.right) / 2
      : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (p: number) => PAD.top + ((100 - p) * (H - PAD.top - PAD.bottom)) / 100;
  const summary = points.map((p) => `${p.date} 身高P${p.height ?? '—'} 体重P${p.weight ?? '—'}`).join('；');
  return (
    <figure style={{ margin: 0 }} data-testid="consult-growth-chart">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={`生长百分位趋势：${summary}`}>
        {LINES.map((p) => (
          <g key={p}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(p)}
              y2={y(p)}
              stroke="#d9d9d9"
              strokeDasharray={p === 50 ? undefined : '4 3'}
            />
            <text x={PAD.left - 4} y={y(p) + 4} fontSize="10" textAnchor="end" fill="#595959">
              P{p}
            </text>
          </g>
        ))}
        {SERIES.map((s) => {
          const drawn = points.flatMap((p, i) => {
            const v = p[s.key];
            return v === null ? [] : [{ cx: x(i), cy: y(v), v }];
          });
          return (
            <g key={s.key}>
              <polyline
                points={drawn.map((d) => `${d.cx},${d.cy}`).join(' ')}
                fill="none"
                stroke={s.color}
                strokeWidth="2"
              />
              {drawn.map((d) => (
                <circle key={`${d.cx}`} cx={d.cx} cy={d.cy} r="3" fill={s.color} />
              ))}
            </g>
          );
        })}
        {points.map((p, i) =>
          i === 0 || i === points.length - 1 ? (
            <text
              key={p.date}
              x={x(i)}
              y={H - 6}
              fontSize="10"
              textAnchor={i === 0 ? 'start' : 'end'}
              fill="#595959"
            >
              {p.date}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, fontSize: 12, color: '#595959' }}>
        {SERIES.map((s) => (
          <span key={s.key}>
            <span
              style={{
                display: 'inline-block',
                width: 12,
                height: 3,
                background: s.color,
                marginRight: 4,
                verticalAlign: 'middle',
              }}
            />
            {s.name}百分位
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
