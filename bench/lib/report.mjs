// The bench's one table: rows with their goal, pass or fail, and by how much a missed goal is missed.
// A goal is `{ text, op, value }`: op '<=' or '>=' against the row's figure (or its ratio, `on: 'ratio'`),
// '=' for an exact figure; rows without a goal are information (they neither pass nor fail).

export const createReport = () => {
  const rows = [];
  const failures = [];

  /**
   * Adds a row; `pass` is worked out from the goal unless given (null: information or skipped).
   * `why` says why a row fails when the figure alone does not (answers that differ, say).
   */
  const row = ({ id, what, figure, unit = '', goal = null, ratio = null, pass, why = null, note = null }) => {
    const measured = goal?.on === 'ratio' ? ratio : figure;
    const judged = judge(goal, measured);
    const met = pass === undefined ? judged : pass;
    rows.push({
      id,
      what,
      figure,
      unit,
      goal: goal?.text ?? '',
      ratio,
      pass: met,
      missedBy:
        met !== false
          ? null
          : (why ?? (judged === false ? missedBy(goal, measured, goal?.on === 'ratio' ? 'x' : unit) : null)),
      note,
    });
  };

  /** A part that could not be measured: its row fails with the reason. */
  const broken = (id, what, goalText, err) => {
    const text = err instanceof Error ? err.message : String(err);
    failures.push(`${id} ${what}: ${err instanceof Error ? (err.stack ?? text) : text}`);
    console.error(`!!! ${id} ${what}: ${text}`);
    rows.push({
      id,
      what: `${what}: ${text.split('\n')[0].slice(0, 140)}`,
      figure: Number.NaN,
      unit: '',
      goal: goalText,
      ratio: null,
      pass: false,
      missedBy: 'not measured',
      note: null,
    });
  };

  return { rows, failures, row, broken };
};

const judge = (goal, measured) => {
  if (goal === null) return null;
  if (!Number.isFinite(measured)) return false;
  if (goal.op === '<=') return measured <= goal.value;
  if (goal.op === '>=') return measured >= goal.value;
  return measured === goal.value;
};

const round = (n) => (Math.abs(n) >= 100 ? Math.round(n) : Number(n.toFixed(Math.abs(n) >= 10 ? 1 : 2)));

/** "by 35 ms (+35 %)" for a missed upper bound, "by 0.43x (-54 %)" for a missed lower bound. */
const missedBy = (goal, measured, unit) => {
  if (!goal || !Number.isFinite(measured)) return 'not measured';
  if (goal.op === '=') return `${round(measured)} ${unit} instead of ${goal.value}`.replace(/\s+/g, ' ');
  const gap = Math.abs(measured - goal.value);
  const pct =
    goal.value === 0
      ? ''
      : ` (${measured > goal.value ? '+' : '-'}${Math.round((gap / goal.value) * 100)} %)`;
  const sep = unit === 'x' ? '' : ' ';
  return `by ${round(gap)}${unit ? `${sep}${unit}` : ''}${pct}`;
};

const fmt = (n, unit) => {
  if (!Number.isFinite(n)) return 'n/a';
  const text =
    Math.abs(n) >= 100 || Number.isInteger(n)
      ? Math.round(n).toLocaleString('en')
      : n.toFixed(unit === 'x' ? 2 : 1);
  return `${text}${unit === 'x' ? 'x' : unit ? ` ${unit}` : ''}`;
};

/** The table as text lines. */
export const tableLines = (rows) => {
  const table = [
    ['id', 'what', 'figure', 'goal', 'ratio', 'result'],
    ...rows.map((r) => [
      r.id,
      r.what,
      fmt(r.figure, r.unit),
      r.goal,
      r.ratio === null || !Number.isFinite(r.ratio) ? '' : `${r.ratio.toFixed(2)}x`,
      r.pass === null
        ? (r.note ?? (r.goal ? 'SKIP' : 'info'))
        : r.pass
          ? 'pass'
          : `FAIL ${r.missedBy ?? ''}`.trim(),
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((t) => t[i].length)));
  const line = (t) => `| ${t.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(table[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...table.slice(1).map(line)];
};
