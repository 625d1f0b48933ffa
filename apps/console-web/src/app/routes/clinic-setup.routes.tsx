import type { RouteObject } from 'react-router';

/**
 * The pages of the console's 院区、科室、医生（含二维码）: one route per entry of config/nav-clinic-setup.ts,
 * each wrapped in RequireRole with that entry's minRole. Kept apart from router.tsx so this
 * part of the console grows without touching the others.
 */
export const clinicSetupRoutes: RouteObject[] = [];
