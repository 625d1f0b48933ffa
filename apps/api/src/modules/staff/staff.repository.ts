import type { api, ParsedQueryOf } from '@sprout/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsText, countAll, toCount } from '../../db/dialect.ts';
import type { StaffRow, StaffTable } from '../../db/schema.ts';

/** The only code with SQL about staff accounts. */

export const findStaffById = (db: Db, staffId: number): Promise<StaffRow | undefined> =>
  db.kysely.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirst();

export const findStaffByUsername = (db: Db, username: string): Promise<StaffRow | undefined> =>
  db.kysely.selectFrom('staff').selectAll().where('username', '=', username).executeTakeFirst();

export const staffDisplayName = async (db: Db, staffId: number): Promise<string | null> =>
  (await db.kysely.selectFrom('staff').select('display_name').where('id', '=', staffId).executeTakeFirst())
    ?.display_name ?? null;

export const pageStaff = async (db: Db, q: ParsedQueryOf<typeof api.staffAuth.listStaff>) => {
  // The editor's name comes from a self-join, so a page costs one query, not one per row.
  let base = db.kysely.selectFrom('staff').leftJoin('staff as editor', 'editor.id', 'staff.updated_by');
  if (q.role) base = base.where('staff.role', '=', q.role);
  if (q.keyword) {
    const keyword = q.keyword;
    base = base.where((eb) =>
      eb.or([containsText('staff.username', keyword), containsText('staff.display_name', keyword)]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .selectAll('staff')
      .select('editor.display_name as editor_name')
      .orderBy('staff.id', 'asc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

/** Rejects (the unique username) when the name was taken since the caller looked. */
export const insertStaff = (db: Db, values: Insertable<StaffTable>): Promise<StaffRow> =>
  db.kysely.insertInto('staff').values(values).returningAll().executeTakeFirstOrThrow();

export const updateStaffRow = (
  db: Db,
  staffId: number,
  changes: Updateable<StaffTable>,
): Promise<StaffRow | undefined> =>
  db.kysely.updateTable('staff').set(changes).where('id', '=', staffId).returningAll().executeTakeFirst();

/** Whether the staff member exists (and so had the password set). */
export const setPasswordHash = async (
  db: Db,
  staffId: number,
  changes: { password_hash: string; updated_at: string; updated_by: number },
): Promise<boolean> => {
  const result = await db.kysely
    .updateTable('staff')
    .set(changes)
    .where('id', '=', staffId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
