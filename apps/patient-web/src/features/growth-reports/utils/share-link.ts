import { clinicMinute } from '../../../lib/clinic-time.ts';

/** The absolute link a parent sends: the server answers a path under the app's origin. */
export const absoluteShareLink = (sharePath: string, origin: string): string =>
  /^https?:\/\//.test(sharePath)
    ? sharePath
    : `${origin.replace(/\/+$/, '')}/${sharePath.replace(/^\/+/, '')}`;

/** '2026-11-24T08:30:00.000Z' → '2026-11-24 16:30' in the clinic's time (Asia/Shanghai). */
export const clinicDateTime = (iso: string): string => clinicMinute(iso) ?? iso;

/** The ?name= of a hash-router page ('#/pages/x?evaluationId=3'), as a positive whole number or null. */
export const positiveId = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
};
