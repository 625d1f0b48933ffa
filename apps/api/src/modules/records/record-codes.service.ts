import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Two signed tokens, both under RECORD_QR_SECRET:
 * - the QR code a clinic prints for a patient record: `pid.signature`;
 * - the bind ticket matchBabyRecord hands out after a verified phone, so that binding one of the
 *   found records needs no second SMS code: `expiresAtMs.signature` over user, pid and phone.
 */
const sign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url').slice(0, 32);

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const signRecordQr = (secret: string, pid: string): string => `${pid}.${sign(secret, `qr:${pid}`)}`;

/** The pid a genuine QR code names, or null for anything forged or garbled. */
export const pidFromRecordQr = (secret: string, qrCode: string): string | null => {
  const dot = qrCode.lastIndexOf('.');
  if (dot <= 0) return null;
  const pid = qrCode.slice(0, dot);
  return sameText(qrCode.slice(dot + 1), sign(secret, `qr:${pid}`)) ? pid : null;
};

export const BIND_TICKET_TTL_MS = 10 * 60_000;

export const issueBindTicket = (
  secret: string,
  userId: number,
  pid: string,
  phone: string,
  now = new Date(),
) => {
  const expires = now.getTime() + BIND_TICKET_TTL_MS;
  return `${expires}.${sign(secret, `bind:${userId}:${pid}:${phone}:${expires}`)}`;
};

export const isValidBindTicket = (
  secret: string,
  ticket: string,
  userId: number,
  pid: string,
  phone: string,
  now = new Date(),
): boolean => {
  const [expires, signature] = ticket.split('.');
  if (!expires || !signature || !/^\d{13}$/.test(expires) || Number(expires) < now.getTime()) return false;
  return sameText(signature, sign(secret, `bind:${userId}:${pid}:${phone}:${expires}`));
};
