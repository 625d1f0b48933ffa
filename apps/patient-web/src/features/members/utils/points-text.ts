import { formatClinicTime } from '@sprout/domain';
import type { PointsEntryItem } from './member-types.ts';

const KIND_LABELS: Readonly<Record<Exclude<PointsEntryItem['kind'], 'reverse'>, string>> = {
  earn: '消费获得',
  spend: '积分使用',
  expire: '积分过期',
  'transfer-in': '转赠转入',
  'transfer-out': '转赠转出',
  adjust: '诊所调整',
};

/**
 * An entry's kind as 积分明细 labels it. A reversal says which way it went: points given back (a
 * cancelled exchange: 兑换取消退回; a cancelled bill that used points: 积分退回) or points a refund
 * took back (退款扣回).
 */
export const entryKindLabel = (e: Pick<PointsEntryItem, 'kind' | 'points' | 'reason'>): string => {
  if (e.kind !== 'reverse') return KIND_LABELS[e.kind];
  if (e.points < 0) return '退款扣回';
  return e.reason.startsWith('取消兑换') ? '兑换取消退回' : '积分退回';
};
/** '+120' / '-80': a ledger entry's points as the list shows them. */
export const signedPoints = (points: number): string => (points > 0 ? `+${points}` : String(points));

/** A clinic date-time from an ISO instant, 'YYYY-MM-DD HH:mm' on the clinic's clock (Asia/Shanghai). */
export const clinicDateTime = (iso: string): string => formatClinicTime(iso, 'YYYY-MM-DD HH:mm');

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
