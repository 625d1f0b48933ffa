import type { Db } from '../../db/database.ts';
import type { GrowthReferenceColumn } from '../../db/schema.ts';

/** The growth reference the clinic chose: its first facility's setting (one clinic per deployment). */
export const findClinicGrowthReference = async (db: Db): Promise<GrowthReferenceColumn | undefined> =>
  (
    await db.kysely
      .selectFrom('facilities')
      .select('growth_reference')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  )?.growth_reference;
