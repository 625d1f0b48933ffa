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

/** Who a phone number belongs to (an active parent), for a points transfer to name its receiver; null if nobody. */
export const parentByPhone = async (db: Db, phone: string) => {
  const row = await repo.activeParentByPhone(db, phone);
  return row ? { userId: row.id, nickname: row.nickname, phone: row.phone } : null;
};

/** A parent's nickname and phone, for staff finding a member and for naming the sender of a transfer. */
export const parentContact = async (db: Db, userId: number) => {
  const row = await repo.contactOf(db, userId);
  return row ? { userId: row.id, nickname: row.nickname, phone: row.phone } : null;
};
