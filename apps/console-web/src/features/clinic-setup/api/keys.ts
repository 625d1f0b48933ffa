/**
 * One prefix for every list of this feature: a change to a department renames it in the doctors list,
 * a stopped doctor changes the doctor filter, so each change refreshes all of them.
 */
export const CLINIC_SETUP_KEY = ['clinic-setup'] as const;
