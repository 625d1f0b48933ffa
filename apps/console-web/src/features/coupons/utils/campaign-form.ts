import type { api, BodyOf } from '@sprout/contract';
import { formatFen, yuanTextToFen } from '@sprout/domain';
import dayjs, { type Dayjs } from 'dayjs';

export type CampaignBody = BodyOf<typeof api.couponsConsole.campaignSave>;

/** The server's dates: the clinic's calendar day, YYYY-MM-DD. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** A picked day as the server's date text (the picker's day, whatever the browser's time zone). */
export const dateTextOf = (d: Dayjs | null | undefined): string | null => (d ? d.format(DATE_FORMAT) : null);

/** The server's date text as the picker's day (local midnight of that calendar day). */
export const pickerDayOf = (text: string | null | undefined): Dayjs | undefined =>
  text ? dayjs(text) : undefined;

/** What the campaign form holds: money as yuan text, the scope as a choice plus codes, days as dayjs. */
export interface CampaignFormValues {
  name: string;
  kind: 'amount' | 'percent';
  valueYuan?: string;
  percentOff?: number;
  capYuan?: string;
  thresholdYuan: string;
  scope: 'all' | 'some';
  serviceCodes?: string[];
  scopeText: string;
  stacksWithMemberDiscount: boolean;
  validMode: 'fixed' | 'days';
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
  validDays?: number;
  claimFrom?: Dayjs | null;
  claimTo?: Dayjs | null;
  perPersonLimit: number;
  totalQuantity: number;
}

type Check =
  | { ok: true; body: CampaignBody }
  | { ok: false; field: keyof CampaignFormValues; message: string };

type Yuan = { ok: true; fen: number | null } | { ok: false; message: string };

const yuanOf = (text: string | undefined, what: string, optional = false): Yuan => {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return optional ? { ok: true, fen: null } : { ok: false, message: `请填写${what}` };
  const fen = yuanTextToFen(trimmed);
  if (fen === null) return { ok: false, message: `请输入正确的${what}，最多两位小数，如 20 或 9.90` };
  return { ok: true, fen };
};

/** The form's values as the body the server takes (fen from yuan), or the first field that is wrong. */
export const campaignBodyOf = (v: CampaignFormValues, campaignId?: number): Check => {
  const threshold = yuanOf(v.thresholdYuan, '使用门槛（无门槛填0）');
  if (!threshold.ok) return { ok: false, field: 'thresholdYuan', message: threshold.message };
  let valueFen = 0;
  let capFen: number | null = null;
  if (v.kind === 'amount') {
    const value = yuanOf(v.valueYuan, '减免金额');
    if (!value.ok) return { ok: false, field: 'valueYuan', message: value.message };
    valueFen = value.fen ?? 0;
  } else {
    const cap = yuanOf(v.capYuan, '最高减免金额', true);
    if (!cap.ok) return { ok: false, field: 'capYuan', message: cap.message };
    capFen = cap.fen;
  }
  const codes =
    v.scope === 'some' ? (v.serviceCodes ?? []).map((c) => c.trim()).filter((c) => c !== '') : null;
  if (codes !== null && codes.length === 0)
    return { ok: false, field: 'serviceCodes', message: '请至少选择一个收费项目，或选择全部项目' };
  const claimFrom = dateTextOf(v.claimFrom);
  if (claimFrom === null) return { ok: false, field: 'claimFrom', message: '请选择领取开始日期' };
  const claimTo = dateTextOf(v.claimTo);
  if (claimTo === null) return { ok: false, field: 'claimTo', message: '请选择领取结束日期' };
  return {
    ok: true,
    body: {
      ...(campaignId === undefined ? {} : { campaignId }),
      name: v.name,
      kind: v.kind,
      valueFen,
      percentOff: v.kind === 'percent' ? (v.percentOff ?? 0) : 0,
      capFen,
      thresholdFen: threshold.fen ?? 0,
      serviceCodes: codes,
      scopeText: v.scopeText,
      stacksWithMemberDiscount: v.stacksWithMemberDiscount,
      validMode: v.validMode,
      validFrom: v.validMode === 'fixed' ? dateTextOf(v.validFrom) : null,
      validTo: v.validMode === 'fixed' ? dateTextOf(v.validTo) : null,
      validDays: v.validMode === 'days' ? (v.validDays ?? null) : null,
      claimFrom,
      claimTo,
      perPersonLimit: v.perPersonLimit,
      totalQuantity: v.totalQuantity,
    },
  };
};

/** A saved campaign back into the form (to edit a draft). */
export const formValuesOf = (c: {
  name: string;
  kind: 'amount' | 'percent';
  valueFen: number;
  percentOff: number;
  capFen: number | null;
  thresholdFen: number;
  serviceCodes: string[] | null;
  scopeText: string;
  stacksWithMemberDiscount: boolean;
  validMode: 'fixed' | 'days';
  validFrom: string | null;
  validTo: string | null;
  validDays: number | null;
  claimFrom: string;
  claimTo: string;
  perPersonLimit: number;
  totalQuantity: number;
}): CampaignFormValues => ({
  name: c.name,
  kind: c.kind,
  valueYuan: c.kind === 'amount' ? formatFen(c.valueFen) : undefined,
  percentOff: c.kind === 'percent' ? c.percentOff : undefined,
  capYuan: c.capFen === null ? undefined : formatFen(c.capFen),
  thresholdYuan: formatFen(c.thresholdFen),
  scope: c.serviceCodes === null ? 'all' : 'some',
  serviceCodes: c.serviceCodes ?? undefined,
  scopeText: c.scopeText,
  stacksWithMemberDiscount: c.stacksWithMemberDiscount,
  validMode: c.validMode,
  validFrom: pickerDayOf(c.validFrom),
  validTo: pickerDayOf(c.validTo),
  validDays: c.validDays ?? undefined,
  claimFrom: pickerDayOf(c.claimFrom),
  claimTo: pickerDayOf(c.claimTo),
  perPersonLimit: c.perPersonLimit,
  totalQuantity: c.totalQuantity,
});

/** The server names fen fields; the form's are yuan text, so its messages go there. */
export const FORM_FIELD_OF: Record<string, string> = {
  valueFen: 'valueYuan',
  capFen: 'capYuan',
  thresholdFen: 'thresholdYuan',
};
