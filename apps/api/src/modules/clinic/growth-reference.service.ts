import type { Db } from '../../db/database.ts';
import type { GrowthReferenceColumn } from '../../db/schema.ts';
import { findClinicGrowthReference } from './growth-reference.repository.ts';

/** The clinic's growth reference (growth asks): China's unless the clinic chose WHO; China before any facility exists. */
export const clinicGrowthReference = async (db: Db): Promise<GrowthReferenceColumn> =>
  (await findClinicGrowthReference(db)) ?? 'china';
