import type { Changed } from '../audit/change-trail.service.ts';

export type { Changed } from '../audit/change-trail.service.ts';
/**
 * Who last changed each row, read from the audit trail. Facilities, departments, doctors and holidays
 * have no updated_by column (they predate the console), and the audit row is written with every
 * change anyway, so the trail is the one source for 最后修改/修改人.
 */
export { lastChanges } from '../audit/change-trail.service.ts';

export const NOT_CHANGED: Changed = { updatedAt: null, updatedBy: null };
