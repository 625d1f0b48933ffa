import { clinicMinute } from '../../../lib/clinic-time.ts';

/** '+120' / '-80': a ledger entry's points as the list shows them. */
export const signedPoints = (points: number): string => (points > 0 ? `+${points}` : String(points));

/** A clinic date-time from an ISO instant, 'YYYY-MM-DD HH:mm' on the clinic's clock (Asia/Shanghai). */
export const clinicDateTime = (iso: string): string => clinicMinute(iso) ?? '';

/** '8800 0012 3456': a card number in groups of four, as printed on a card. */
export const groupedCardNumber = (cardNumber: string): string => cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');

export type GiveAmountCheck = { ok: true; points: number } | { ok: false; message: string };

/**
 * What the parent typed as points to give, checked before the SMS step against what the server said
 * is usable and left today (the server checks again under the lock).
 */
export const checkGiveAmount = (text: string, usable: number, leftToday: number): GiveAmountCheck => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: '请输入转赠积分（整数）' };
  const points = Number(trimmed);
  if (points <= 0) return { ok: false, message: '转赠积分至少为1' };
  if (points > usable) return { ok: false, message: `积分不足，当前可用${usable}积分` };
  if (points > leftToday) return { ok: false, message: `今日最多还可转赠${leftToday}积分` };
  return { ok: true, points };
};
