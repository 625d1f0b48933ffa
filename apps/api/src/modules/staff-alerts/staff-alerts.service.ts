import type { StaffAlerts } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import * as repo from './staff-alerts.repository.ts';

export type { NewStaffAlert } from './staff-alerts.repository.ts';

/** How many of the newest alerts the console's bell lists. */
export const ALERTS_SHOWN = 30;

/**
 * Tells these staff members in the console, in the caller's transaction (an alert comes with the
 * event or not at all). Once per staff member, kind and subject: a repeated event adds nothing.
 */
export const alertStaff = (
  db: Db,
  staffIds: readonly number[],
  alert: repo.NewStaffAlert,
  now = new Date(),
) => repo.insertAlerts(db, [...new Set(staffIds)], alert, nowIso(now));

/** The bell: the newest alerts of the signed-in staff member and how many are unread. */
export const myAlerts = async (ctx: AppContext, p: StaffPrincipal): Promise<StaffAlerts> => {
  const [rows, unread] = await Promise.all([
    repo.recentAlerts(ctx.db, p.staffId, ALERTS_SHOWN),
    repo.unreadCount(ctx.db, p.staffId),
  ]);
  return {
    unread,
    list: rows.map((r) => ({
      alertId: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      link: r.link,
      createdAt: r.created_at,
      read: r.read_at !== null,
    })),
  };
};

export const markAlertsRead = async (
  ctx: AppContext,
  p: StaffPrincipal,
  alertIds: readonly number[] | null,
) => {
  await repo.markRead(ctx.db, p.staffId, alertIds, nowIso());
  return myAlerts(ctx, p);
};
