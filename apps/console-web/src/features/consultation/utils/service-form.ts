import type { BodyOf, api } from '@sprout/contract';
import { formatFen, WEEKDAY_LABELS, workingHoursProblem, yuanTextToFen } from '@sprout/domain';

/**
 * 问诊服务设置: the price is typed in yuan and travels as whole fen (the digits read as text: no
 * `yuan * 100`, which turns 12.35 into 1234.999…); the ceiling is the contract's (10万元).
 */
export const MAX_PRICE_FEN = 10_000_000;

export type PriceParse = { ok: true; fen: number } | { ok: false; message: string };

export function parsePriceYuan(text: string | undefined | null): PriceParse {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: false, message: '请输入问诊价格，免费请填 0' };
  const fen = yuanTextToFen(trimmed);
  if (fen === null) return { ok: false, message: '请输入正确的金额，最多两位小数，如 39 或 39.90' };
  if (fen > MAX_PRICE_FEN) return { ok: false, message: `问诊价格不能超过 ${formatFen(MAX_PRICE_FEN)} 元` };
  return { ok: true, fen };
}

export interface WorkingPeriodInput {
  weekday: number;
  start: string;
  end: string;
}

/** What the form holds: yuan text and whole minutes, the periods as rows. */
export interface ServiceFormValues {
  priceYuan: string;
  acceptMinutes: number;
  answerMinutes: number;
  followUpMessages: number;
  followUpHours: number;
  workingHours: WorkingPeriodInput[];
  enabled: boolean;
}

export type ServiceSaveBody = BodyOf<typeof api.consultationConsole.serviceSave>;

export type ServiceFormCheck =
  | { ok: true; body: ServiceSaveBody }
  | { ok: false; field: 'priceYuan' | 'workingHours'; message: string };

/** The form's values as the save call's body, or the first problem with the field to show it under. */
export function serviceBodyOf(doctorId: number, v: ServiceFormValues): ServiceFormCheck {
  const price = parsePriceYuan(v.priceYuan);
  if (!price.ok) return { ok: false, field: 'priceYuan', message: price.message };
  if (v.enabled && v.workingHours.length === 0)
    return { ok: false, field: 'workingHours', message: '开通问诊需至少设置一个工作时段' };
  const problem = workingHoursProblem(v.workingHours);
  if (problem) return { ok: false, field: 'workingHours', message: problem };
  return {
    ok: true,
    body: {
      doctorId,
      priceFen: price.fen,
      acceptMinutes: v.acceptMinutes,
      answerMinutes: v.answerMinutes,
      followUpMessages: v.followUpMessages,
      followUpHours: v.followUpHours,
      workingHours: v.workingHours,
      enabled: v.enabled,
    },
  };
}

const dayRange = (from: number, to: number) =>
  from === to ? (WEEKDAY_LABELS[from] ?? '') : `${WEEKDAY_LABELS[from] ?? ''}至${WEEKDAY_LABELS[to] ?? ''}`;

/**
 * The weekly hours in a line a manager reads at a glance: days with the same periods run together
 * (`周一至周五 08:00-12:00、14:00-17:30；周六 08:00-12:00`), `每天 …` when all seven match.
 */
export function workingHoursText(periods: readonly WorkingPeriodInput[]): string {
  if (periods.length === 0) return '未设置';
  const dayText = (day: number) =>
    periods
      .filter((p) => p.weekday === day)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((p) => `${p.start}-${p.end}`)
      .join('、');
  const days = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, text: dayText(day) }));
  if (days.every((d) => d.text === days[0]?.text)) return `每天 ${days[0]?.text ?? ''}`;
  const groups: { from: number; to: number; text: string }[] = [];
  for (const d of days) {
    const last = groups.at(-1);
    if (last && last.text === d.text && last.to === d.day - 1) last.to = d.day;
    else groups.push({ from: d.day, to: d.day, text: d.text });
  }
  return groups
    .filter((g) => g.text !== '')
    .map((g) => `${dayRange(g.from, g.to)} ${g.text}`)
    .join('；');
}
