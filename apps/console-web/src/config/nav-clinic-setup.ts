import type { NavEntry } from './navigation.ts';

/**
 * Menu entries of the clinic console's 院区、科室、医生（含二维码）, in menu order. Each one's page is
 * mounted by the matching list in app/routes/clinic-setup.routes.tsx, keyed the same.
 */
export const clinicSetupNav: NavEntry[] = [];
