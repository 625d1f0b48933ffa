import { countdownOf } from '../utils/countdown.ts';
import { ToneTag } from './tone-tag.tsx';

/** The live countdown to an inquiry's running deadline; red when under ten minutes or passed. */
export function DeadlineTag({ dueAt, now, label }: { dueAt: string | null; now: number; label: string }) {
  const countdown = countdownOf(dueAt, now);
  if (!countdown) return <span>—</span>;
  return (
    <span data-testid="consult-countdown">
      <ToneTag tone={countdown.urgent ? 'alarm' : 'calm'} label={`${label}：${countdown.text}`}>
        {countdown.text}
      </ToneTag>
    </span>
  );
}
