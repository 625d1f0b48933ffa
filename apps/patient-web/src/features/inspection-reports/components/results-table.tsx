import type { z } from 'zod';
import type { resultView } from '@sprout/contract';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';

type Result = z.output<typeof resultView>;

const FLAG_CLASS = { high: styles.high, low: styles.low, abnormal: styles.abnormal } as const;

/** The results: item, value with its ↑/↓/异常 mark (abnormal values bold and red), unit and range. */
export const ResultsTable = ({ results }: { results: readonly Result[] }) => (
  <>
    <table className={styles.table} data-testid="report-results">
      <thead>
        <tr>
          <th className={styles.colItem}>{s.item}</th>
          <th className={styles.colValue}>{s.value}</th>
          <th className={styles.colUnit}>{s.unit}</th>
          <th>{s.range}</th>
        </tr>
      </thead>
      <tbody>
        {results.map((r) => (
          <tr key={r.resultId} data-testid={`result-${r.resultId}`} data-flag={r.flag ?? ''}>
            <td>{r.itemName}</td>
            <td className={r.flag ? FLAG_CLASS[r.flag] : undefined}>
              {r.valueText}
              {r.flagMark ? ` ${r.flagMark}` : ''}
            </td>
            <td>{r.unit ?? ''}</td>
            <td>{r.rangeText ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
    {results.some((r) => r.flag === 'high' || r.flag === 'low') ? (
      <div className={styles.legend}>{s.legend}</div>
    ) : null}
  </>
);
