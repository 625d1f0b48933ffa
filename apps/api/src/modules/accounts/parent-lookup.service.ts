import type { Db } from '../../db/database.ts';
import { findUserByPhone } from './users.repository.ts';

/**
 * The active parent account behind a phone, for staff acts that name a parent by phone (a coupon
 * granted by the clinic). Null when no active account has that phone.
 */
export const activeParentIdByPhone = async (db: Db, phone: string): Promise<number | null> => {
  const user = await findUserByPhone(db, phone);
  return user && user.status === 'active' ? user.id : null;
};
