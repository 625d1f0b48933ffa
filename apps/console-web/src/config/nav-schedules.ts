import type { NavEntry } from './navigation.ts';

/**
 * Menu entries of the clinic console's 排班模板、出诊与停诊、节假日、医生今日就诊, in menu order. Each one's page is
 * mounted by the matching list in app/routes/schedules.routes.tsx, keyed the same.
 */
export const scheduleNav: NavEntry[] = [];
