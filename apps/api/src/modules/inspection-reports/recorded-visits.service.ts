import { clinicToday } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import { findVisitOnOrBefore } from './inspection-reports.repository.ts';

/**
 * Whether the clinic recorded an in-person visit (a 就诊 the staff entered, not deleted) of this record
 * up to today. A child seen at the desk without a booking in this app has been diagnosed in person
 * all the same; the consultation module asks this to tell 复诊 from 健康咨询 (互联网诊疗管理办法 art. 16).
 */
export const hasRecordedVisit = async (db: Db, pid: string, now = new Date()): Promise<boolean> =>
  (await findVisitOnOrBefore(db, pid, clinicToday(now))) !== undefined;
