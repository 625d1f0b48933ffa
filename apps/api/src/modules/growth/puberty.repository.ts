import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { GrowthPubertyAssessmentsTable } from '../../db/schema.ts';

/**
 * The SQL of recorded puberty status. Like a bone age, an assessment is a clinic reading: it carries the
 * child's patient record (pid), so every baby profile linked to the record shares it.
 */

/** Every live assessment a baby shows, oldest first, with the staff member's name. */
export const listVisiblePuberty = (db: Db, baby: { id: number; pid: string | null }) =>
  db.kysely
    .selectFrom('growth_puberty_assessments as p')
    .leftJoin('staff as s', 's.id', 'p.staff_id')
    .selectAll('p')
    .select('s.display_name as staff_name')
    // deleted_at inside each branch, so SQLite searches both partial indexes (see visibleMeasurements).
    .where((eb) => {
      const own = eb.and([eb('p.baby_id', '=', baby.id), eb('p.deleted_at', 'is', null)]);
      return baby.pid === null
        ? own
        : eb.or([own, eb.and([eb('p.pid', '=', baby.pid), eb('p.deleted_at', 'is', null)])]);
    })
    .orderBy('p.assessed_on')
    .orderBy('p.id')
    .execute();

export const insertPuberty = (
  db: Db,
  values: Omit<Insertable<GrowthPubertyAssessmentsTable>, 'deleted_at' | 'deleted_by_staff_id'>,
) =>
  db.kysely.insertInto('growth_puberty_assessments').values(values).returningAll().executeTakeFirstOrThrow();

export const findLivePuberty = (db: Db, pubertyId: number) =>
  db.kysely
    .selectFrom('growth_puberty_assessments')
    .selectAll()
    .where('id', '=', pubertyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** Soft delete, once: true when this call deleted it. */
export const softDeletePuberty = async (db: Db, pubertyId: number, staffId: number) => {
  const res = await db.kysely
    .updateTable('growth_puberty_assessments')
    .set({ deleted_at: nowIso(), deleted_by_staff_id: staffId })
    .where('id', '=', pubertyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
};
