import { compiledQuery } from '../../db/compiled-query.ts';
import type { Db } from '../../db/database.ts';
import type { GrowthReferenceColumn } from '../../db/schema.ts';

/** The growth reference the clinic chose: its first facility's setting (one clinic per deployment). */
/** Compiled once: every growth read asks it. */
const clinicReference = compiledQuery<Record<string, never>, { growth_reference: GrowthReferenceColumn }>(
  (kysely) => kysely.selectFrom('facilities').select('growth_reference').orderBy('id').limit(1),
);

export const findClinicGrowthReference = async (db: Db): Promise<GrowthReferenceColumn | undefined> =>
  (await clinicReference(db, {}))[0]?.growth_reference;
