import { formatFen } from '@sprout/domain';
import { clinicMinute } from '../../../lib/clinic-time.ts';

/** How a payment channel reads to a parent; an unknown one (a kind added later) shows as sent. */
const CHANNELS: Record<string, string> = {
  wxpay: '微信支付',
  wxpublic: '微信支付',
  smallPay: '微信支付',
  alipay: '支付宝',
};
export const channelText = (channel: string | null): string =>
  channel === null ? '无需支付' : (CHANNELS[channel] ?? channel);

/** What a kind of order reads as; a kind added later shows as its order title says. */
const KINDS: Record<string, string> = {
  registration: '挂号',
  consultation: '图文问诊',
};
export const kindText = (kind: string): string | null => KINDS[kind] ?? null;

/** Money out is '-¥128.00', money back '+¥18.00': the sign says which way it went. */
export const signedAmount = (direction: 'payment' | 'refund', fen: number): string =>
  `${direction === 'refund' ? '+' : '-'}¥${formatFen(fen)}`;

/** 2026-11-26T01:30:00Z → 2026-11-26 09:30 on the clinic's clock. */
export const clinicTime = (iso: string): string => clinicMinute(iso) ?? '';
