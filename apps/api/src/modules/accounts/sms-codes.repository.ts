import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countAll, toCount } from '../../db/dialect.ts';
import type { SmsCodesTable } from '../../db/schema.ts';

/** The only code with SQL about SMS codes (stored hashed; see sms-codes.service.ts for the rules). */

/** Codes sent to a phone (or from an address) after `sinceIso`: what the R4 limits count. */
export const countCodesSince = async (
  db: Db,
  column: 'phone' | 'ip',
  value: string,
  sinceIso: string,
): Promise<number> =>
  toCount(
    (
      await db.kysely
        .selectFrom('sms_codes')
        .select(countAll())
        .where(column, '=', value)
        .where('created_at', '>', sinceIso)
        .executeTakeFirst()
    )?.count,
  );

export const insertCode = async (db: Db, values: Insertable<SmsCodesTable>): Promise<void> => {
  await db.kysely.insertInto('sms_codes').values(values).execute();
};

/** The newest code for this phone and purpose: only it can be used. */
export const newestCode = (db: Db, phone: string, purpose: string) =>
  db.kysely
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const countFailedAttempt = async (db: Db, codeId: number): Promise<void> => {
  await db.kysely
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .execute();
};

/**
 * Consuming is a conditional update, so a code works once however many requests race with it.
 * Whether this call consumed it.
 */
export const consumeCode = async (
  db: Db,
  codeId: number,
  consumedAt: string,
  maxAttempts: number,
): Promise<boolean> => {
  const consumed = await db.kysely
    .updateTable('sms_codes')
    .set({ consumed_at: consumedAt })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(consumed.numUpdatedRows) === 1;
};
