import { Tag } from 'antd';
import { countdownOf } from '../utils/countdown.ts';

/** The live countdown to an inquiry's running deadline; red when under ten minutes or passed. */
export function DeadlineTag({ dueAt, now, label }: { dueAt: string | null; now: number; label: string }) {
  const countdown = countdownOf(dueAt, now);
  if (!countdown) return <span>—</span>;
  return (
    <Tag
      color={countdown.urgent ? 'error' : 'processing'}
      aria-label={`${label}：${countdown.text}`}
      data-testid="consult-countdown"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {countdown.text}
    </Tag>
  );
}
