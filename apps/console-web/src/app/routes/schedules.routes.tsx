import type { RouteObject } from 'react-router';

/**
 * The pages of the console's 排班模板、出诊与停诊、节假日、医生今日就诊: one route per entry of config/nav-schedules.ts,
 * each wrapped in RequireRole with that entry's minRole. Kept apart from router.tsx so this
 * part of the console grows without touching the others.
 */
export const scheduleRoutes: RouteObject[] = [];
