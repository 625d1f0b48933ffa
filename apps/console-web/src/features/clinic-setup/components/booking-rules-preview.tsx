import { Form, type FormInstance, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { bookingRulesPreview } from '../utils/booking-rules.ts';

const isWhole = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** The settings being typed, read back as the rules a parent meets right now. */
export function BookingRulesPreview({ form }: { form: FormInstance }) {
  const bookingWindowDays: unknown = Form.useWatch('bookingWindowDays', form);
  const release: Dayjs | undefined = Form.useWatch('releaseTime', form);
  const cutoff: Dayjs | undefined = Form.useWatch('sameDayCutoff', form);
  const cancelCutoffMinutes: unknown = Form.useWatch('cancelCutoffMinutes', form);
  const holdMinutes: unknown = Form.useWatch('holdMinutes', form);

  const complete =
    isWhole(bookingWindowDays, 1, 30) &&
    isWhole(cancelCutoffMinutes, 0, 1440) &&
    isWhole(holdMinutes, 5, 60) &&
    release?.isValid() === true &&
    cutoff?.isValid() === true;
  if (!complete || !release || !cutoff) return null;

  const lines = bookingRulesPreview(
    {
      bookingWindowDays,
      releaseTime: release.format('HH:mm'),
      sameDayCutoff: cutoff.format('HH:mm'),
      cancelCutoffMinutes,
      holdMinutes,
    },
    new Date(),
  );
  return (
    <div
      style={{ background: '#f3f8f7', border: '1px solid #d5e8e6', borderRadius: 8, padding: '12px 16px' }}
      data-testid="booking-rules-preview"
    >
      <Typography.Text strong>按以上设置，家长端将是这样：</Typography.Text>
      <ul style={{ margin: '6px 0 0', paddingInlineStart: 20 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
