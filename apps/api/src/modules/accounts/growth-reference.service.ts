import type { Db } from '../../db/database.ts';
import type { GrowthReferenceColumn } from '../../db/schema.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { findGrowthReference, updateGrowthReference } from './growth-reference.repository.ts';

/** The growth reference a parent chose for their account (growth asks; null means the clinic's). */

type Parent = Pick<ParentPrincipal, 'userId'>;

export const parentGrowthReference = (db: Db, parent: Parent) => findGrowthReference(db, parent.userId);

export const setParentGrowthReference = (db: Db, parent: Parent, reference: GrowthReferenceColumn | null) =>
  updateGrowthReference(db, parent.userId, reference);
