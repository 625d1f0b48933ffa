import type { Db } from '../../db/database.ts';
import * as repo from './parent-contact.repository.ts';

/**
 * What other modules may know about a parent's contact details: the phone for a reminder or a stopped
 * clinic's text (null for a WeChat-only account), the openid a WeChat payment is made out to.
 */
export const parentPhone = (db: Db, userId: number): Promise<string | null> => repo.phoneOf(db, userId);

export const payerOpenid = (db: Db, userId: number): Promise<string | null> => repo.firstOpenidOf(db, userId);

/** Where an official-account template message may go: the openid, only while 公众号消息通知 is on. */
export const noticeOpenid = (db: Db, userId: number, appId: string): Promise<string | null> =>
  repo.noticeOpenidOf(db, userId, appId);
