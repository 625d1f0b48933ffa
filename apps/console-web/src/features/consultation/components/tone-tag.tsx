import { Tag } from 'antd';
import type { ReactNode } from 'react';

/**
 * A state tag in colours that read at WCAG AA (4.5:1): antd's preset green and gold tags do not
 * (#52c41a on #f6ffed is 2.2:1).
 */
const TONES = {
  good: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  warn: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  calm: { color: '#0b4f9c', background: '#e6f4ff', borderColor: '#91caff' },
  alarm: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
} as const;
export type Tone = keyof typeof TONES;

export function ToneTag({ tone, children, label }: { tone: Tone; children: ReactNode; label?: string }) {
  return (
    <Tag style={{ ...TONES[tone], fontVariantNumeric: 'tabular-nums' }} aria-label={label}>
      {children}
    </Tag>
  );
}
