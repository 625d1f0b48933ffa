import { clinicMinute } from '../../../lib/clinic-time.ts';

/** A stored ISO time as the clinic's wall clock, 'YYYY-MM-DD HH:mm' (Asia/Shanghai, UTC+8, no DST). */
export const formatTime = (iso: string): string => clinicMinute(iso) ?? '';
