import {
  CLINIC_PERIODS,
  type ClinicPeriod,
  PERIOD_LABELS,
  slotsOf,
  validateTemplate,
  WEEKDAY_LABELS,
} from '@sprout/domain';

export const WEEKDAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  value: weekday,
  label: WEEKDAY_LABELS[weekday] ?? String(weekday),
}));

export const PERIOD_OPTIONS = CLINIC_PERIODS.map((period) => ({
  value: period,
  label: PERIOD_LABELS[period],
}));

/** `周一` for 1 … `周日` for 7. */
export const weekdayLabel = (weekday: number): string => WEEKDAY_LABELS[weekday] ?? `星期${weekday}`;

export interface TemplateDraft {
  weekday: number;
  period: ClinicPeriod;
  startTime: string;
  endTime: string;
  slotMinutes: number;
  capacityPerSlot: number;
}

export interface TemplatePreview {
  /** Field → message, as the server would answer; empty when the row is sound. */
  errors: Record<string, string>;
  slots: { startTime: string; endTime: string; capacity: number }[];
  /** Children one session of this row can see. */
  totalCapacity: number;
  /** `6 个号源 · 共 18 人`, or the first problem. */
  summary: string;
}

/**
 * What one weekly-template row gives a clinic session, with the same rule and slot arithmetic the
 * server uses when it generates (both come from @sprout/domain), so the preview cannot disagree.
 */
export function previewTemplate(draft: Partial<TemplateDraft>): TemplatePreview {
  const t = {
    weekday: draft.weekday ?? 0,
    period: draft.period ?? 'am',
    startTime: draft.startTime ?? '',
    endTime: draft.endTime ?? '',
    slotMinutes: draft.slotMinutes ?? 0,
    capacityPerSlot: draft.capacityPerSlot ?? 0,
  };
  const errors = validateTemplate(t);
  const first = Object.values(errors)[0];
  if (first !== undefined) return { errors, slots: [], totalCapacity: 0, summary: first };
  const slots = slotsOf(t);
  const totalCapacity = slots.reduce((sum, s) => sum + s.capacity, 0);
  return {
    errors,
    slots,
    totalCapacity,
    summary: `${slots.length} 个号源 · 共 ${totalCapacity} 人`,
  };
}
