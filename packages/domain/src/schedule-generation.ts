/**
 * Weekly schedule templates → clinic sessions and their slots. Pure: the API stores what this plans,
 * and the database's unique constraints make storing it twice harmless.
 */
export const CLINIC_PERIODS = ['am', 'pm'] as const;
export type ClinicPeriod = (typeof CLINIC_PERIODS)[number];

export interface WeeklyTemplate {
  id?: number;
  doctorId: number;
  /** 1 Monday … 7 Sunday (ISO). */
  weekday: number;
  period: ClinicPeriod;
  /** HH:mm on the clinic's calendar. */
  startTime: string;
  endTime: string;
  slotMinutes: number;
  capacityPerSlot: number;
}

export interface PlannedSlot {
  startTime: string;
  endTime: string;
  capacity: number;
}

export interface PlannedSession {
  doctorId: number;
  date: string;
  period: ClinicPeriod;
  templateId: number | null;
  slots: PlannedSlot[];
}

export const TEMPLATE_LIMITS = {
  slotMinutes: { min: 5, max: 120 },
  capacityPerSlot: { min: 1, max: 50 },
  /** A morning may run until 13:00 and an afternoon may start from 12:00 (lunch clinics overlap). */
  amEndsBy: '13:00',
  pmStartsFrom: '12:00',
  /** One generation call covers at most this many days, so a slip of the finger cannot write a year. */
  maxRangeDays: 60,
} as const;

export const WEEKDAY_LABELS = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an HH:mm, or null when it is not one. */
export const minutesOf = (hhmm: string): number | null => {
  const m = HHMM.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

export const formatMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD. */
export const weekdayOf = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

export const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Every date from `from` to `to`, both included; empty when `to` is earlier. */
export const datesInRange = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
};

/**
 * Field → Chinese message for everything wrong with a template; empty when it is sound.
 * Field names are the console's (camelCase), so the answer maps onto the form.
 */
export const validateTemplate = (t: Omit<WeeklyTemplate, 'doctorId'>): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!Number.isInteger(t.weekday) || t.weekday < 1 || t.weekday > 7)
    errors.weekday = '星期应为1（周一）到7（周日）';
  if (t.period !== 'am' && t.period !== 'pm') errors.period = '请选择上午或下午';
  const { slotMinutes: sm, capacityPerSlot: cap } = TEMPLATE_LIMITS;
  if (!Number.isInteger(t.slotMinutes) || t.slotMinutes < sm.min || t.slotMinutes > sm.max)
    errors.slotMinutes = `每个号源时长应为${sm.min}-${sm.max}分钟`;
  if (!Number.isInteger(t.capacityPerSlot) || t.capacityPerSlot < cap.min || t.capacityPerSlot > cap.max)
    errors.capacityPerSlot = `每个号源可约人数应为${cap.min}-${cap.max}人`;
  const start = minutesOf(t.startTime);
  const end = minutesOf(t.endTime);
  if (start === null) errors.startTime = '开始时间格式应为 HH:mm';
  if (end === null) errors.endTime = '结束时间格式应为 HH:mm';
  if (start === null || end === null) return errors;
  if (start >= end) {
    errors.endTime = '结束时间应晚于开始时间';
    return errors;
  }
  if (t.period === 'am' && end > (minutesOf(TEMPLATE_LIMITS.amEndsBy) ?? 0))
    errors.endTime = `上午出诊应在${TEMPLATE_LIMITS.amEndsBy}前结束`;
  if (t.period === 'pm' && start < (minutesOf(TEMPLATE_LIMITS.pmStartsFrom) ?? 0))
    errors.startTime = `下午出诊应在${TEMPLATE_LIMITS.pmStartsFrom}及以后开始`;
  if (!errors.slotMinutes && (end - start) % t.slotMinutes !== 0)
    errors.slotMinutes = '出诊时长应为号源时长的整数倍';
  return errors;
};

/** The slots of one session from its template: back to back from start to end. */
export const slotsOf = (
  t: Pick<WeeklyTemplate, 'startTime' | 'endTime' | 'slotMinutes' | 'capacityPerSlot'>,
): PlannedSlot[] => {
  const start = minutesOf(t.startTime);
  const end = minutesOf(t.endTime);
  if (start === null || end === null || t.slotMinutes <= 0) return [];
  const slots: PlannedSlot[] = [];
  for (let m = start; m + t.slotMinutes <= end; m += t.slotMinutes)
    slots.push({
      startTime: formatMinutes(m),
      endTime: formatMinutes(m + t.slotMinutes),
      capacity: t.capacityPerSlot,
    });
  return slots;
};

/**
 * The sessions that the templates describe between `from` and `to` (both included), skipping
 * holidays and templates that do not validate, in date, doctor, period order.
 */
export const planSessions = (
  templates: readonly WeeklyTemplate[],
  from: string,
  to: string,
  holidays: Iterable<string> = [],
): PlannedSession[] => {
  const closed = new Set(holidays);
  const sound = templates.filter((t) => Object.keys(validateTemplate(t)).length === 0);
  const sessions: PlannedSession[] = [];
  for (const date of datesInRange(from, to)) {
    if (closed.has(date)) continue;
    const weekday = weekdayOf(date);
    for (const t of sound.filter((x) => x.weekday === weekday)) {
      sessions.push({
        doctorId: t.doctorId,
        date,
        period: t.period,
        templateId: t.id ?? null,
        slots: slotsOf(t),
      });
    }
  }
  return sessions.sort(
    (a, b) => a.date.localeCompare(b.date) || a.doctorId - b.doctorId || a.period.localeCompare(b.period),
  );
};
