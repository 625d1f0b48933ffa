import type { Db } from '../../db/database.ts';
import { findArrivedVisit } from './visit-history.repository.ts';

/**
 * Whether a child with this clinic record has visited in person (an appointment marked 已到诊). The
 * consultation module asks this to tell 复诊 from 健康咨询 (互联网诊疗管理办法 art. 16).
 */
export const hasArrivedVisit = async (db: Db, pid: string): Promise<boolean> =>
  (await findArrivedVisit(db, pid)) !== undefined;
